// The compiled add/edit form of a crud screen: one entry per field with a form input, its widget,
// validators, choices, condition and meaning (read-only, secret). `formInitialValues` turns a row into
// form values and `formPayload` turns form values back into the body the API takes.
import type { CrudFieldType } from '../../generated/schema-types';
import { compilePredicate, type CompiledPredicate } from '../schema/predicate';
import type { Label, Option, Predicate, Scalar } from '../schema/types';
import type { Row } from './list-model';
import type { ValidatorRule } from './validators';

export interface FormFieldModel {
  key: string;
  label: Label;
  type: CrudFieldType;
  /** A registry/widgets.json id of context "form": drawn by the form widget registry's entry of that name. */
  widget: string;
  /** The module whose bundle provides the widget (registry/widgets.json `module`): named until it is installed. */
  module?: string;
  options?: Option[];
  remote?: { screen: string; label: string };
  validators: ValidatorRule[];
  validatorMsg?: Label;
  placeholder?: Label;
  step?: number;
  rows?: number;
  visibleWhen?: Predicate;
  /** Shown disabled, never sent. */
  readOnly: boolean;
  /** Write-only: empty on edit, sent only when filled. */
  secret: boolean;
  nullable: boolean;
  default?: Scalar | null;
  /** The parent key of a tree row: 0 means the top level. */
  treeParent: boolean;
}

export interface FormModel {
  id: string;
  primaryKey: string;
  mode: 'drawer' | 'dialog';
  width: number;
  fields: FormFieldModel[];
}

export type FormMode = 'add' | 'edit';

const MULTI_WIDGETS = new Set<string>(['select-multi', 'checkbox-group', 'remote-select-multi', 'rule-tree', 'code-tree', 'images', 'files']);

export function isMultiValue(field: FormFieldModel): boolean {
  return MULTI_WIDGETS.has(field.widget);
}

/** A {zh-cn, en} value from an object or its JSON text; null when it is neither. */
export function parseLabel(value: unknown): Label | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (v && typeof v === 'object' && !Array.isArray(v) && ('zh-cn' in v || 'en' in v)) {
    const o = v as Record<string, unknown>;
    return { 'zh-cn': typeof o['zh-cn'] === 'string' ? o['zh-cn'] : '', en: typeof o.en === 'string' ? o.en : '' };
  }
  return null;
}

/** A list of values from an array, its JSON text or a comma list. */
export function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // fall through to a comma list
      }
    }
    return text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  return [value];
}

/** The form's values for a new row (defaults) or an existing one (its values, secrets blank). */
export function formInitialValues(model: FormModel, row: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.secret) continue;
    const raw = row ? row[field.key] : field.default;
    if (raw === undefined || raw === null) continue;
    if (field.widget === 'label-input') values[field.key] = parseLabel(raw) ?? { 'zh-cn': String(raw), en: '' };
    else if (isMultiValue(field)) values[field.key] = parseList(raw);
    else values[field.key] = raw;
  }
  return values;
}

export interface VisibilityCheck {
  key: string;
  visible: CompiledPredicate;
}

/** The compiled `visibleWhen` conditions of a form (compiled once, no expression strings). */
export function visibilityChecks(model: FormModel): VisibilityCheck[] {
  return model.fields.filter((f) => f.visibleWhen).map((f) => ({ key: f.key, visible: compilePredicate(f.visibleWhen!) }));
}

/**
 * The API body of a submitted form: read-only fields, hidden fields and blank secrets left out. On
 * edit an emptied field is cleared (null when nullable, '' for text), so clearing an input clears the
 * value; on add an empty field is left out (the server applies the default).
 */
const TEXT_TYPES = new Set<CrudFieldType>(['string', 'text']);

export function formPayload(model: FormModel, values: Record<string, unknown>, mode: FormMode): Row {
  const hidden = new Set(
    visibilityChecks(model)
      .filter((c) => !c.visible(values))
      .map((c) => c.key),
  );
  const body: Row = {};
  for (const field of model.fields) {
    if (field.readOnly || hidden.has(field.key) || field.key === model.primaryKey) continue;
    const value = values[field.key];
    const empty = value === undefined || value === null || value === '';
    if (field.secret) {
      if (!empty) body[field.key] = value;
      continue;
    }
    if (empty) {
      if (mode === 'edit' && field.nullable) body[field.key] = null;
      else if (mode === 'edit' && TEXT_TYPES.has(field.type)) body[field.key] = '';
      continue;
    }
    body[field.key] = value;
  }
  return body;
}
