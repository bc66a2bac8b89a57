// Small pure edits of one crud field that the settings panel makes (kept apart from the panel so
// the form logic is testable without drawing it).
import type { CrudField, CrudFieldType, CrudFormInput, CrudListColumn, Label, Option } from '../../../generated/schema-types';

type Validator = NonNullable<CrudFormInput['validator']>[number];

/** The input a field of a type gets when it is first put in the form. */
export function defaultWidget(type: CrudFieldType): string {
  switch (type) {
    case 'text':
    case 'json':
      return 'textarea';
    case 'integer':
    case 'bigint':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'date':
      return 'date';
    case 'timestamp':
      return 'datetime';
    case 'label':
      return 'label-input';
    case 'links':
      return 'remote-select-multi';
    default:
      return 'input';
  }
}

/** Single ↔ multiple variants of a widget (the designer's "multiple" switch). */
const MULTIPLE: Record<string, string> = { select: 'select-multi', 'remote-select': 'remote-select-multi', image: 'images', file: 'files', 'radio-group': 'checkbox-group' };
const SINGLE = Object.fromEntries(Object.entries(MULTIPLE).map(([one, many]) => [many, one]));

export function isMultiple(widget: string | undefined): boolean {
  return !!widget && widget in SINGLE;
}

export function canBeMultiple(widget: string | undefined): boolean {
  return !!widget && (widget in MULTIPLE || widget in SINGLE);
}

export function withMultiple(field: CrudField, on: boolean): CrudField {
  const widget = field.form?.widget;
  if (!field.form || !widget) return field;
  const next = on ? (MULTIPLE[widget] ?? widget) : (SINGLE[widget] ?? widget);
  // Several values are kept as a JSON list.
  const type: CrudFieldType = on && field.type !== 'links' ? 'json' : !on && field.type === 'json' ? 'string' : field.type;
  return { ...field, type, form: { ...field.form, widget: next } };
}

/** One language of a label typed; a label with neither language left is none. */
export function withLabel(label: Label | undefined, language: 'zh-cn' | 'en', text: string): Label | undefined {
  const next: Label = { 'zh-cn': '', en: '', ...label, [language]: text };
  return next['zh-cn'] || next.en ? next : undefined;
}

export const EMPTY_LABEL: Label = { 'zh-cn': '', en: '' };

/** Sets (or with undefined removes) one property, leaving no `undefined` keys in the document. */
export function withProp<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const next = { ...object };
  if (value === undefined || value === false || value === '') delete next[key];
  else next[key] = value;
  return next;
}

export function withList(field: CrudField, change: (list: CrudListColumn) => CrudListColumn): CrudField {
  return { ...field, list: change(field.list ?? {}) };
}

export function withForm(field: CrudField, change: (form: CrudFormInput) => CrudFormInput): CrudField {
  return { ...field, form: change(field.form ?? { widget: defaultWidget(field.type) }) };
}

/** "required" is a validator of the form and the server's check of written values. */
export function isRequired(field: CrudField): boolean {
  return field.form?.validator?.includes('required') ?? false;
}

export function withValidator(field: CrudField, validator: Validator, on: boolean): CrudField {
  return withForm(field, (form) => {
    const rest = (form.validator ?? []).filter((v) => v !== validator);
    return withProp(form, 'validator', on ? [...rest, validator] : rest.length > 0 ? rest : undefined);
  });
}

/** A typed default from what was typed: numbers for numeric types, 1/0 for a boolean, text otherwise. */
export function typedDefault(type: CrudFieldType, text: string): CrudField['default'] {
  if (text === '') return undefined;
  if (type === 'integer' || type === 'bigint' || type === 'decimal') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (type === 'boolean') return ['1', 'true', 'yes', '是'].includes(text.toLowerCase()) ? 1 : 0;
  return text;
}

/** The dictionary text "value=中文|English" per line ↔ options. */
export function optionsText(options: readonly Option[] | undefined): string {
  return (options ?? []).map((o) => `${String(o.value)}=${o.label['zh-cn'] ?? ''}${o.label.en ? `|${o.label.en}` : ''}`).join('\n');
}

export function parseOptions(text: string, type: CrudFieldType): Option[] | undefined {
  const options = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): Option => {
      const at = line.indexOf('=');
      const raw = at === -1 ? line : line.slice(0, at);
      const [zh, en] = (at === -1 ? line : line.slice(at + 1)).split('|').map((s) => s.trim());
      const value = typedDefault(type === 'json' ? 'string' : type, raw.trim());
      return { value: value === undefined || value === null ? raw.trim() : value, label: { 'zh-cn': zh || raw.trim(), en: en ?? '' } };
    });
  return options.length > 0 ? options : undefined;
}

/** A new dictionary; a default it no longer offers goes (the server would refuse it). */
export function withOptions(field: CrudField, options: Option[] | undefined): CrudField {
  const next = withProp(field, 'options', options);
  const kept = !options || field.default === undefined || field.default === null || options.some((o) => o.value === field.default);
  return kept ? next : withProp(next, 'default', undefined);
}
