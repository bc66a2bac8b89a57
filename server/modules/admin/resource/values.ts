// Values between the wire and the table. On the wire: booleans are true/false, times epoch ms,
// json and label fields their parsed value, links an array of keys. In the table: 0/1, BIGINT,
// JSON text. Every written value is checked against its field before it reaches SQL; a failure is
// a 400 whose message starts with the field key, so the form can show it on that input.
import { AppError } from '../../../http/errors';
import type { MessageKey, MessageParams } from '../../../http/messages';
import { isBlank, passesFieldRule, type FieldRule } from '../../../../src/shared/validation';
import type { FieldModel, ScreenModel } from '../registry/model';

const MAX_TEXT = 65_535;
const MAX_JSON = 64 * 1024;
const MAX_LINKS = 500;
const DEFAULT_LENGTH = 255;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 400 about one field. `key` names a catalogue message whose texts start with `{field}: ` (so the
 * form can show it on that input), answered in the request's language.
 */
export function fieldError(field: string, key: MessageKey, params: MessageParams = {}): AppError {
  return new AppError(400, key, null, { field, ...params });
}

/** A key as the primary key's type wants it (path segments and id lists arrive as text). */
export function parseKey(model: ScreenModel, raw: unknown, name = model.pk.key): string | number {
  const integer = model.pk.type === 'integer' || model.pk.type === 'bigint';
  if (integer) {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 0) throw fieldError(name, 'field.integerKey');
    return n;
  }
  if (typeof raw !== 'string' || raw === '' || raw.length > (model.pk.field.length ?? DEFAULT_LENGTH)) throw fieldError(name, 'field.key');
  return raw;
}

/** A row as read from the table → the wire (secrets and links are never in `row`). */
export function rowToWire(model: ScreenModel, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.readable) out[field.key] = valueToWire(field, row[field.key]);
  return out;
}

/** Label JSON; a plain text (an operation-log title written before titles were labels) is that text in both languages. */
function labelFromDb(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) return value;
  } catch {
    // not JSON: a plain text
  }
  return { 'zh-cn': text, en: text };
}

function valueToWire(field: FieldModel, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (field.type) {
    case 'boolean':
      return raw === 1 || raw === true || raw === '1';
    case 'json':
    case 'label':
      return labelFromDb(String(raw));
    case 'decimal':
    case 'integer':
    case 'bigint':
    case 'timestamp':
      return Number(raw);
    default:
      return raw;
  }
}

function checkType(field: FieldModel, value: unknown): unknown {
  const bad = (key: MessageKey, params?: MessageParams) => fieldError(field.key, key, params);
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') throw bad('field.text');
      const max = field.type === 'string' ? (field.field.length ?? DEFAULT_LENGTH) : MAX_TEXT;
      if ([...value].length > max) throw bad('field.tooLong', { max });
      return value;
    }
    case 'integer':
    case 'bigint':
    case 'timestamp':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw bad('field.integer');
      if (field.type === 'timestamp' && value < 0) throw bad('field.epochMs');
      return value;
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad('field.number');
      return value;
    case 'boolean':
      if (value === true || value === 1) return 1;
      if (value === false || value === 0) return 0;
      throw bad('field.boolean');
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) throw bad('field.date');
      return value;
    case 'label': {
      const label = value as Record<string, unknown> | null;
      const ok =
        typeof label === 'object' && label !== null && !Array.isArray(label) && Object.keys(label).every((k) => k === 'zh-cn' || k === 'en') &&
        typeof label['zh-cn'] === 'string' && label['zh-cn'].trim() !== '' && typeof label.en === 'string' && label.en.trim() !== '';
      if (!ok) throw bad('field.label');
      return jsonText(field, label);
    }
    case 'json':
      return jsonText(field, value);
    case 'links':
      if (!Array.isArray(value) || value.length > MAX_LINKS) throw bad('field.links', { max: MAX_LINKS });
      return value;
  }
}

function jsonText(field: FieldModel, value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined || text.length > MAX_JSON) throw fieldError(field.key, 'field.jsonTooLarge', { max: MAX_JSON });
  return text;
}

function checkRules(field: FieldModel, value: unknown): void {
  for (const rule of field.rules) {
    if (rule === 'required' || passesFieldRule(rule as FieldRule, value)) continue;
    throw fieldError(field.key, 'field.rule', { rule });
  }
}

/**
 * One written value → its column value (or, for links, the checked key list). `null` is allowed on
 * nullable fields; blank values of required fields are refused.
 */
export function valueToDb(field: FieldModel, value: unknown): unknown {
  if (field.rules.includes('required') && isBlank(value)) throw fieldError(field.key, 'field.required');
  if (value === null) {
    if (!field.nullable) throw fieldError(field.key, 'field.notEmpty');
    return null;
  }
  // A boolean is already limited to two values; its options only label them. A json field with
  // options holds a list of them (a multi-select).
  const chosen = field.type === 'json' && Array.isArray(value) ? value : [value];
  if (field.options && field.type !== 'boolean' && chosen.some((v) => !field.options!.has(v as string))) {
    throw fieldError(field.key, 'field.oneOf', { options: [...field.options].map((v) => JSON.stringify(v)).join(', ') });
  }
  const stored = checkType(field, value);
  if (!isBlank(value)) checkRules(field, value);
  return stored;
}
