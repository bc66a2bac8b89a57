// A column as a change compares it: its portable type (what its values mean), its storage (what
// the database holds), nullability, uniqueness and default. A field of a design gives one; a
// column read from the database gives one too, its portable type taken from the stored screen when
// that screen's field is stored the same way, else read from the storage itself.
import type { CrudField, CrudFieldType } from '../../../src/generated/schema-types';
import { dataType, defaultOf } from '../runtime-ddl';
import { normaliseStorage, type ColumnShape } from './table-shape';

export interface ColumnSpec {
  type: CrudFieldType;
  length?: number;
  precision?: number;
  scale?: number;
  storage: string;
  nullable: boolean;
  unique: boolean;
  default: string | number | null | undefined;
}

/** The storage of a field's column, normalised like a column read back (null: links have none). */
export function storageOf(field: CrudField): string | null {
  const type = dataType(field);
  return type === null ? null : normaliseStorage(String(type));
}

/** What a designed field asks of its column (`primaryKey`: the key is never nullable, its uniqueness is the key's). */
export function fieldSpec(field: CrudField, primaryKey: boolean): ColumnSpec {
  return {
    type: field.type,
    ...(field.type === 'string' ? { length: field.length ?? 255 } : {}),
    ...(field.type === 'decimal' ? { precision: field.precision ?? 12, scale: field.scale ?? 2 } : {}),
    storage: storageOf(field) ?? '',
    nullable: primaryKey ? false : (field.nullable ?? false),
    unique: primaryKey ? false : (field.unique ?? false),
    default: defaultOf(field),
  };
}

/** The portable reading of a storage type alone (a table no screen describes). */
export function portableOf(storage: string): Pick<ColumnSpec, 'type' | 'length' | 'precision' | 'scale'> {
  const varchar = /^varchar\((\d+)\)$/.exec(storage);
  if (varchar) return { type: 'string', length: Number(varchar[1]) };
  const decimal = /^decimal\((\d+),(\d+)\)$/.exec(storage);
  if (decimal) return { type: 'decimal', precision: Number(decimal[1]), scale: Number(decimal[2]) };
  if (storage === 'integer' || storage === 'int' || storage === 'int4' || storage === 'smallint') return { type: 'integer' };
  if (storage === 'bigint' || storage === 'int8') return { type: 'bigint' };
  return { type: 'text' };
}

/** The column as it is: the stored field's meaning when it is stored the way that field says, else the storage's. */
export function columnSpec(column: ColumnShape, stored: CrudField | undefined): ColumnSpec {
  const known = stored && storageOf(stored) === column.storage ? fieldSpec(stored, column.primaryKey) : null;
  return {
    ...(known ? { type: known.type, length: known.length, precision: known.precision, scale: known.scale } : portableOf(column.storage)),
    storage: column.storage,
    nullable: column.nullable,
    unique: column.primaryKey ? false : column.unique,
    default: column.primaryKey ? undefined : column.default,
  };
}

/** One line a preview shows for a column: `string(80), not null, unique, default 'x'`. */
export function describeSpec(spec: ColumnSpec): string {
  const type =
    spec.type === 'string' ? `string(${spec.length})` : spec.type === 'decimal' ? `decimal(${spec.precision},${spec.scale})` : spec.type;
  const parts = [type, spec.nullable ? 'null' : 'not null'];
  if (spec.unique) parts.push('unique');
  if (spec.default !== undefined) parts.push(`default ${JSON.stringify(spec.type === 'boolean' && spec.default !== null ? Boolean(Number(spec.default)) : spec.default)}`);
  return parts.join(', ');
}

export function sameType(a: ColumnSpec, b: ColumnSpec): boolean {
  return a.type === b.type && a.length === b.length && a.precision === b.precision && a.scale === b.scale;
}

function sameDefault(a: ColumnSpec['default'], b: ColumnSpec['default']): boolean {
  // 1 and '1' are the same default once stored in a numeric column.
  return a === b || (a !== undefined && b !== undefined && a !== null && b !== null && String(a) === String(b));
}

export function sameConstraints(a: ColumnSpec, b: ColumnSpec): boolean {
  return a.nullable === b.nullable && a.unique === b.unique && sameDefault(a.default, b.default);
}

const INT32 = 2 ** 31;

/** Whether a stored value (as the driver returns it) can become a value of `to`; null is judged by nullability. */
export function converts(value: unknown, to: ColumnSpec): boolean {
  if (value === null || value === undefined) return to.nullable;
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (to.type) {
    case 'integer':
    case 'bigint':
    case 'timestamp': {
      if (!/^-?\d+$/.test(text)) return false;
      const n = Number(text);
      return Number.isSafeInteger(n) && (to.type !== 'integer' || Math.abs(n) < INT32);
    }
    case 'boolean':
      return text === '0' || text === '1';
    case 'decimal': {
      if (text === '' || !Number.isFinite(Number(text))) return false;
      return Math.abs(Number(text)) < 10 ** ((to.precision ?? 12) - (to.scale ?? 2));
    }
    case 'string':
      return [...String(value)].length <= (to.length ?? 255);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
    case 'json':
    case 'label':
      return parsesAs(String(value), to.type);
    case 'text':
    case 'links':
      return true;
  }
}

function parsesAs(text: string, type: 'json' | 'label'): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (type === 'json') return true;
    return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['zh-cn'] === 'string' && typeof (value as Record<string, unknown>).en === 'string';
  } catch {
    return false;
  }
}
