// What each portable crud field type allows, in one place: its search operators, list renderers,
// option and default values, whether it sorts and quick-searches, and which form widgets fit it.
// The crud checks read only these tables; the server and the renderer implement the same meaning.
import type { CrudFieldType, CrudListColumn, Operator } from '../../../src/generated/schema-types';

export type Render = NonNullable<CrudListColumn['render']>;

/** The kind of scalar a value of the type is written as (options, default). */
export type ValueKind = 'string' | 'integer' | 'number' | 'flag' | 'date' | 'scalar';

export interface TypeRules {
  operators: Operator[];
  /** Kind of the option values; absent = the type takes no options. */
  options?: ValueKind;
  /** Kind of the default value; absent = the type takes no default. */
  default?: ValueKind;
  /** The list may be sorted by it. */
  sortable: boolean;
  /** The quick-search box may match it (contains). */
  quickSearch: boolean;
}

const NUMERIC: Operator[] = ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'];

export const CRUD_TYPES: Record<CrudFieldType, TypeRules> = {
  string: { operators: ['eq', 'ne', 'contains', 'in', 'isNull'], options: 'string', default: 'string', sortable: true, quickSearch: true },
  text: { operators: ['eq', 'ne', 'contains', 'isNull'], options: 'string', default: 'string', sortable: true, quickSearch: true },
  integer: { operators: NUMERIC, options: 'integer', default: 'integer', sortable: true, quickSearch: false },
  bigint: { operators: NUMERIC, options: 'integer', default: 'integer', sortable: true, quickSearch: false },
  decimal: { operators: NUMERIC, options: 'number', default: 'number', sortable: true, quickSearch: false },
  boolean: { operators: ['eq', 'ne'], options: 'flag', default: 'flag', sortable: true, quickSearch: false },
  timestamp: { operators: ['eq', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'], default: 'integer', sortable: true, quickSearch: false },
  date: { operators: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'], options: 'date', default: 'date', sortable: true, quickSearch: false },
  json: { operators: ['has', 'isNull'], options: 'scalar', default: 'string', sortable: false, quickSearch: false },
  label: { operators: ['contains'], sortable: false, quickSearch: true },
  links: { operators: ['has'], sortable: false, quickSearch: false },
};

const ALL_BUT_LINKS: CrudFieldType[] = ['string', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'timestamp', 'date', 'json', 'label'];

/** The field types each list renderer can show. */
export const RENDER_TYPES: Record<Render, CrudFieldType[]> = {
  text: ALL_BUT_LINKS,
  tag: ['string', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'date'],
  tags: ['links', 'json'],
  switch: ['boolean'],
  datetime: ['timestamp'],
  date: ['date', 'timestamp'],
  image: ['string', 'text'],
  url: ['string', 'text'],
  icon: ['string'],
  color: ['string'],
  money: ['integer', 'bigint', 'decimal'],
  label: ['label'],
};

export interface FormWidgetRules {
  types: CrudFieldType[];
  /** secret: only on a secret field (and a secret field uses nothing else); remote: only on a field with `remote` (and vice versa). */
  needs?: 'secret' | 'remote';
}

const SCALARS: CrudFieldType[] = ['string', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'date'];

/**
 * The form widgets the crud renderer draws (its own, or a module's bundle for a widget with `module`)
 * and the field types each one edits. Every widget of context "form" in registry/widgets.json must be
 * here, and only those.
 */
export const FORM_WIDGETS: Record<string, FormWidgetRules> = {
  input: { types: ['string', 'text'] },
  textarea: { types: ['string', 'text'] },
  password: { types: ['string', 'text'], needs: 'secret' },
  number: { types: ['integer', 'bigint', 'decimal'] },
  switch: { types: ['boolean'] },
  select: { types: SCALARS },
  'radio-group': { types: SCALARS },
  'select-multi': { types: ['json'] },
  'checkbox-group': { types: ['json'] },
  date: { types: ['date'] },
  datetime: { types: ['timestamp'] },
  'remote-select': { types: ['integer', 'bigint', 'string'], needs: 'remote' },
  'remote-select-multi': { types: ['links', 'json'], needs: 'remote' },
  'rule-tree': { types: ['json'] },
  'code-tree': { types: ['json'] },
  icon: { types: ['string'] },
  color: { types: ['string'] },
  'label-input': { types: ['label'] },
  // An uploaded file's url, or a JSON list of urls (the attachment delete check finds both).
  image: { types: ['string', 'text'] },
  file: { types: ['string', 'text'] },
  images: { types: ['json'] },
  files: { types: ['json'] },
  // HTML, drawn by the editor module's bundle (registry/widgets.json `module`).
  editor: { types: ['text', 'string'] },
};

/** Field types that can hold another screen's key (scalar) or keys (list). */
export const REMOTE_SCALAR_TYPES: CrudFieldType[] = ['integer', 'bigint', 'string'];
export const REMOTE_LIST_TYPES: CrudFieldType[] = ['links', 'json'];

/** Types a primary key, a tree parent and an owner may have. */
export const KEY_TYPES: CrudFieldType[] = ['integer', 'bigint', 'string'];

const KIND_NAMES: Record<ValueKind, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  flag: '0, 1, true or false',
  date: 'a date string YYYY-MM-DD',
  scalar: 'a string, number or boolean',
};

/** Whether `value` is of the kind; returns the expectation to print when it is not. */
export function valueProblem(value: unknown, kind: ValueKind): string | null {
  const fits =
    kind === 'string'
      ? typeof value === 'string'
      : kind === 'integer'
        ? Number.isInteger(value)
        : kind === 'number'
          ? typeof value === 'number'
          : kind === 'flag'
            ? value === 0 || value === 1 || value === true || value === false
            : kind === 'date'
              ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
              : ['string', 'number', 'boolean'].includes(typeof value);
  return fits ? null : KIND_NAMES[kind];
}
