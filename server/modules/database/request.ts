// Turns untrusted request input into a `Query` whose every identifier is in the page's whitelist and
// whose every value has the shape its operator and column type need. Anything else is a 400 that names
// the offending field, operator or value, so a client bug is found at once rather than silently ignored.
//
// Wire format (GET query string; the export POST body carries the same keys as JSON):
//   filters  = JSON array of {field, op, value}
//   keyword  = free text searched in the page's keyword fields
//   sort     = field key, order = asc | desc
//   page     = 1-based page number, pageSize = rows per page
import { AppError } from '../../http/errors';
import { FILTER_OPS, type DatabaseEntry, type FieldEntry, type Filter, type FilterOp, type ListQuery, type Query, type SortSpec } from './types';

export const MAX_PAGE_SIZE = 500;
const MAX_LIST_VALUES = 500;
const MAX_TEXT = 200;
const DEFAULT_PAGE_SIZE = 20;

type ValueKind = 'string' | 'number' | 'integer' | 'date' | 'datetime' | 'boolean';

// What a single value of each column type must look like on the wire (tags compare element-wise).
const valueKinds: Record<string, ValueKind> = {
  text: 'string',
  longtext: 'string',
  enum: 'string',
  tags: 'string',
  number: 'number',
  money: 'number',
  percent: 'number',
  integer: 'integer',
  year: 'integer',
  date: 'date',
  datetime: 'datetime',
  bool: 'boolean',
};

export function badRequest(msg: string): AppError {
  return new AppError(400, msg);
}

export function parseListQuery(entry: DatabaseEntry, input: Record<string, unknown>): ListQuery {
  const query = parseQuery(entry, input);
  const page = parsePositiveInt(input.page, 'page', 1);
  const pageSize = parsePositiveInt(input.pageSize, 'pageSize', entry.pageSize ?? DEFAULT_PAGE_SIZE);
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`pageSize must be at most ${MAX_PAGE_SIZE}`);
  return { ...query, page, pageSize };
}

export function parseQuery(entry: DatabaseEntry, input: Record<string, unknown>): Query {
  return {
    filters: parseFilters(entry, input.filters),
    keyword: parseKeyword(entry, input.keyword),
    sort: parseSort(entry, input.sort, input.order),
  };
}

/** Visible columns asked for an export: whitelisted, non-hidden, no repeats; default = all visible. */
export function parseColumns(entry: DatabaseEntry, raw: unknown): string[] {
  const visible = Object.keys(entry.fields).filter((key) => !entry.fields[key].hidden);
  if (raw === undefined || raw === null) return visible;
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest('columns must be a non-empty array of field keys');
  const seen = new Set<string>();
  for (const key of raw) {
    if (typeof key !== 'string' || !Object.hasOwn(entry.fields, key) || entry.fields[key].hidden) {
      throw badRequest(`unknown column "${String(key)}"`);
    }
    seen.add(key);
  }
  return [...seen];
}

function parseFilters(entry: DatabaseEntry, raw: unknown): Filter[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw badRequest('filters must be a JSON array');
    }
  }
  if (!Array.isArray(list)) throw badRequest('filters must be a JSON array');
  const seen = new Set<string>();
  return list.map((item) => {
    const filter = parseFilter(entry, item);
    if (seen.has(filter.field)) throw badRequest(`field "${filter.field}" is filtered twice`);
    seen.add(filter.field);
    return filter;
  });
}

function parseFilter(entry: DatabaseEntry, item: unknown): Filter {
  if (typeof item !== 'object' || item === null) throw badRequest('each filter must be {field, op, value}');
  const { field, op, value } = item as Record<string, unknown>;
  if (typeof field !== 'string' || !Object.hasOwn(entry.fields, field)) throw badRequest(`unknown field "${String(field)}"`);
  if (typeof op !== 'string' || !FILTER_OPS.includes(op as FilterOp)) throw badRequest(`unknown operator "${String(op)}"`);
  const spec = entry.fields[field];
  if (spec.op !== op) throw badRequest(`operator "${op}" is not allowed on field "${field}"`);
  return { field, op: op as FilterOp, value: checkValue(field, spec, op as FilterOp, value) };
}

function checkValue(field: string, spec: FieldEntry, op: FilterOp, value: unknown): unknown {
  const kind = valueKinds[spec.type];
  if (!kind) throw badRequest(`field "${field}" has an unknown column type "${spec.type}"`);
  const invalid = () => badRequest(`invalid value for "${field}" (${op})`);
  switch (op) {
    case 'isNull':
      if (typeof value !== 'boolean') throw invalid();
      return value;
    case 'contains':
      if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT) throw invalid();
      return value.trim();
    case 'in':
    case 'has':
      if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LIST_VALUES) throw invalid();
      if (!value.every((v) => isKind(kind, v))) throw invalid();
      return [...new Set(value)];
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) throw invalid();
      const [from, to] = value;
      if (from === null && to === null) throw invalid();
      if ((from !== null && !isKind(kind, from)) || (to !== null && !isKind(kind, to))) throw invalid();
      return [from, to];
    }
    default:
      if (!isKind(kind, value)) throw invalid();
      return value;
  }
}

function isKind(kind: ValueKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length <= MAX_TEXT;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/.test(value) && !Number.isNaN(Date.parse(value));
  }
}

function parseKeyword(entry: DatabaseEntry, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > MAX_TEXT) throw badRequest('invalid keyword');
  const keyword = raw.trim();
  if (keyword !== '' && entry.keywordFields.length === 0) throw badRequest(`database "${entry.id}" has no keyword search`);
  return keyword;
}

function parseSort(entry: DatabaseEntry, rawField: unknown, rawOrder: unknown): SortSpec | null {
  if (rawField === undefined || rawField === null || rawField === '') {
    return entry.defaultSort ? { field: entry.defaultSort.field, order: entry.defaultSort.order } : null;
  }
  if (typeof rawField !== 'string' || !Object.hasOwn(entry.fields, rawField) || !entry.fields[rawField].sortable) {
    throw badRequest(`field "${String(rawField)}" is not sortable`);
  }
  const order = rawOrder === undefined || rawOrder === '' ? 'asc' : rawOrder;
  if (order !== 'asc' && order !== 'desc') throw badRequest(`unknown sort order "${String(rawOrder)}"`);
  return { field: rawField, order };
}

function parsePositiveInt(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  // Decimal digits only: `Number()` would also take ` 2 `, `0x1f` and `1e3`.
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(`${name} must be a positive integer`);
  return n;
}
