// The list and select parameters of docs/admin.md §3, checked against the screen's model: every
// field named must be in its whitelist with its own operator, every value must have the shape that
// operator and the field's type need. Anything else is a 400 naming the parameter or field.
import type { Operator } from '../../../../src/generated/schema-types';
import type { FieldModel, ScreenModel } from '../registry/model';
import { auditLogOf } from '../retention/logs';
import { fieldError, parseKey } from './values';

export const MAX_LIMIT = 200;
/** Tree screens return every matching row nested; this bounds one answer. */
export const MAX_TREE_ROWS = 5000;
const MAX_SEARCH = 50;
const MAX_VALUES = 500;
const MAX_TEXT = 200;
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A list counts its rows exactly up to here; past it the answer says "at least COUNT_CAP" and pages by cursor. */
export const COUNT_CAP = 10_000;
/** The time window a list over an audit log opens on, unless the caller widens it or searches its time field. */
export const DEFAULT_WINDOW_DAYS = 30;
const MAX_WINDOW_DAYS = 36_500;

export interface SearchTerm {
  field: FieldModel;
  operator: Operator;
  value: unknown;
}

export interface ListParams {
  page: number;
  limit: number;
  order: { field: FieldModel; order: 'asc' | 'desc' };
  quickSearch: string;
  search: SearchTerm[];
  /** Keyset paging: the sort value and key of the last row seen; the page follows it. */
  cursor: { value: string | number; key: string | number } | null;
  /** Audit logs only: the window's days, or 'all'. */
  window: number | 'all' | null;
}

export interface SelectParams extends ListParams {
  label: FieldModel;
  initValue: (string | number)[] | null;
}

function positiveInt(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw fieldError(name, 'param.positiveInt');
  if (n > max) throw fieldError(name, 'param.atMost', { max });
  return n;
}

function text(raw: unknown, name: string): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string' || raw.length > MAX_TEXT) throw fieldError(name, 'param.text', { max: MAX_TEXT });
  return raw.trim();
}

function parseJson(raw: unknown, name: string): unknown {
  if (typeof raw !== 'string') throw fieldError(name, 'param.jsonArray');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw fieldError(name, 'param.jsonArray');
  }
}

function parseOrder(model: ScreenModel, raw: unknown): ListParams['order'] {
  if (raw === undefined || raw === '') {
    return { field: model.fields.get(model.defaultSort.field) ?? model.pk, order: model.defaultSort.order };
  }
  if (typeof raw !== 'string') throw fieldError('order', 'param.order');
  const [key, direction = 'asc', ...rest] = raw.split(',');
  const field = model.fields.get(key);
  if (!field || rest.length > 0 || !(field.sortable || field === model.pk || field === model.weight) || field.secret || field.type === 'links') {
    throw fieldError('order', 'param.notSortable', { name: key });
  }
  if (direction !== 'asc' && direction !== 'desc') throw fieldError('order', 'param.direction', { name: direction });
  return { field, order: direction };
}

/** A time bound: epoch ms, or a China-time date / date-time text (a date alone ends at the day's end when `end`). */
function timeValue(field: FieldModel, value: unknown, end: boolean): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
    if (match) {
      const ms = Date.parse(`${match[1]}T${match[2] ?? '00:00:00'}Z`) - CHINA_OFFSET_MS;
      if (!Number.isNaN(ms)) return match[2] || !end ? ms : ms + DAY_MS - 1;
    }
  }
  throw fieldError(field.key, 'search.time');
}

function scalar(field: FieldModel, value: unknown, end = false): unknown {
  switch (field.type) {
    case 'integer':
    case 'bigint':
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      break;
    case 'decimal':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'timestamp':
      return timeValue(field, value, end);
    case 'boolean':
      if (typeof value === 'boolean') return value ? 1 : 0;
      break;
    default:
      if (typeof value === 'string' && value.length <= MAX_TEXT) return value;
  }
  throw fieldError(field.key, 'search.wrongType', { type: field.type });
}

function checkTerm(model: ScreenModel, item: unknown): SearchTerm {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw fieldError('search', 'param.searchItem');
  const { field: key, operator, value } = item as Record<string, unknown>;
  const field = typeof key === 'string' ? model.fields.get(key) : undefined;
  if (!field || !field.operator || field.secret) throw fieldError('search', 'param.notSearchable', { name: String(key) });
  if (operator !== field.operator) throw fieldError('search', 'param.operator', { name: field.key, expected: field.operator, operator: String(operator) });
  const list = (v: unknown) => {
    if (!Array.isArray(v) || v.length === 0 || v.length > MAX_VALUES) throw fieldError(field.key, 'search.list', { max: MAX_VALUES });
    return v;
  };
  switch (field.operator) {
    case 'contains':
      if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT) throw fieldError(field.key, 'search.text');
      return { field, operator: field.operator, value: value.trim() };
    case 'in':
      return { field, operator: field.operator, value: list(value).map((v) => scalar(field, v)) };
    case 'has':
      return { field, operator: field.operator, value: list(value).map((v) => (typeof v === 'number' || typeof v === 'string' ? v : scalar(field, v))) };
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2 || (value[0] === null && value[1] === null)) throw fieldError(field.key, 'search.range');
      return { field, operator: field.operator, value: [value[0] === null ? null : scalar(field, value[0]), value[1] === null ? null : scalar(field, value[1], true)] };
    }
    case 'isNull':
      if (typeof value !== 'boolean') throw fieldError(field.key, 'search.boolean');
      return { field, operator: field.operator, value };
    default:
      return { field, operator: field.operator, value: scalar(field, value) };
  }
}

function parseSearch(model: ScreenModel, raw: unknown): SearchTerm[] {
  if (raw === undefined || raw === '') return [];
  const list = parseJson(raw, 'search');
  if (!Array.isArray(list) || list.length > MAX_SEARCH) throw fieldError('search', 'param.jsonArrayOf', { max: MAX_SEARCH });
  return list.map((item) => checkTerm(model, item));
}

const BASE_KEYS = ['page', 'limit', 'order', 'quickSearch', 'search'];
const LIST_KEYS = new Set([...BASE_KEYS, 'cursor', 'window']);
const SELECT_KEYS = new Set([...BASE_KEYS, 'initValue', 'label']);

/** A cursor is the base64url JSON `[sort value, key]` of a list answer's `next`. */
export function encodeCursor(value: unknown, key: unknown): string {
  return Buffer.from(JSON.stringify([value, key])).toString('base64url');
}

/** The sort field pages by cursor only when no row has a null in it (null order differs between databases). */
export function pagesByCursor(model: ScreenModel, order: ListParams['order']): boolean {
  return !model.tree && (order.field === model.pk || !order.field.nullable);
}

function parseCursor(model: ScreenModel, order: ListParams['order'], raw: unknown): ListParams['cursor'] {
  if (raw === undefined || raw === '') return null;
  const bad = () => fieldError('cursor', 'param.cursor');
  if (typeof raw !== 'string' || raw.length > 2 * MAX_TEXT || !pagesByCursor(model, order)) throw bad();
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw bad();
  }
  const scalarOk = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_TEXT);
  if (!Array.isArray(pair) || pair.length !== 2 || !scalarOk(pair[0]) || !scalarOk(pair[1])) throw bad();
  return { value: pair[0] as string | number, key: pair[1] as string | number };
}

function parseWindow(model: ScreenModel, raw: unknown): ListParams['window'] {
  if (raw === undefined || raw === '') return null;
  if (!auditLogOf(model.table)) throw fieldError('window', 'param.unknown');
  if (raw === 'all') return 'all';
  const days = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(days >= 1 && days <= MAX_WINDOW_DAYS)) throw fieldError('window', 'param.window', { max: MAX_WINDOW_DAYS });
  return days;
}

/** Offsets stop at the count cap: past it a page is asked for by cursor (an offset there would read every row before it). */
function parsePage(raw: unknown, limit: number): number {
  const page = positiveInt(raw, 'page', 1, 1_000_000);
  if ((page - 1) * limit >= COUNT_CAP) throw fieldError('page', 'param.pastCap', { cap: COUNT_CAP });
  return page;
}

function rejectUnknown(query: Record<string, unknown>, allowed: Set<string>): void {
  for (const key of Object.keys(query)) if (!allowed.has(key)) throw fieldError(key, 'param.unknown');
}

/**
 * Rows per page. A tree screen answers every matching row at once (up to MAX_TREE_ROWS), whatever
 * page size the client keeps: a page cut through a tree would orphan the children of cut parents.
 */
function listLimit(model: ScreenModel, raw: unknown): number {
  const limit = positiveInt(raw, 'limit', model.pageSize, model.tree ? MAX_TREE_ROWS : MAX_LIMIT);
  return model.tree ? MAX_TREE_ROWS : limit;
}

export function parseListParams(model: ScreenModel, query: Record<string, unknown>): ListParams {
  rejectUnknown(query, LIST_KEYS);
  const limit = listLimit(model, query.limit);
  const order = parseOrder(model, query.order);
  return {
    page: model.tree ? positiveInt(query.page, 'page', 1, 1_000_000) : parsePage(query.page, limit),
    limit,
    order,
    quickSearch: text(query.quickSearch, 'quickSearch'),
    search: parseSearch(model, query.search),
    cursor: parseCursor(model, order, query.cursor),
    window: parseWindow(model, query.window),
  };
}

export function parseSelectParams(model: ScreenModel, query: Record<string, unknown>): SelectParams {
  rejectUnknown(query, SELECT_KEYS);
  const { initValue: rawInit, label: rawLabel, ...rest } = query;
  const list = parseListParams(model, rest);
  let initValue: SelectParams['initValue'] = null;
  if (rawInit !== undefined && rawInit !== '') {
    const keys = parseJson(rawInit, 'initValue');
    if (!Array.isArray(keys) || keys.length > MAX_VALUES) throw fieldError('initValue', 'param.jsonArrayOf', { max: MAX_VALUES });
    initValue = keys.map((k) => parseKey(model, typeof k === 'number' ? k : String(k), 'initValue'));
  }
  const labelKey = rawLabel === undefined || rawLabel === '' ? defaultLabel(model) : rawLabel;
  const label = typeof labelKey === 'string' ? model.fields.get(labelKey) : undefined;
  if (!label || !model.selectLabels.has(label)) throw fieldError('label', 'resource.notSelectLabel', { name: String(labelKey), id: model.id });
  return { ...list, initValue, label };
}

/** The field a select shows when the caller names none: the first quick-search text field, else the key. */
function defaultLabel(model: ScreenModel): string {
  return model.quickSearch.find((f) => f !== model.pk && (f.type === 'string' || f.type === 'label'))?.key ?? model.pk.key;
}
