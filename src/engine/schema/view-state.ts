// The list view's state (filters, keyword, sort, page) as a query string, so a link or a reload
// reproduces the view, and as the wire filters the server understands.
import type { DatabasePageSchema, FilterOp, SortSpec } from './types';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100, 200];

export interface ViewState {
  filters: Record<string, unknown>;
  keyword: string;
  sort: SortSpec | null;
  page: number;
  pageSize: number;
}

export interface WireFilter {
  field: string;
  op: FilterOp;
  value: unknown;
}

const FILTER_PREFIX = 'f.';

export function defaultPageSize(schema: DatabasePageSchema): number {
  return schema.pageSize ?? DEFAULT_PAGE_SIZE;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === null || v === undefined || v === '');
  return false;
}

/** Reads a view from the query string; anything malformed or not in the schema is ignored. */
export function readViewState(schema: DatabasePageSchema, search: URLSearchParams): ViewState {
  const filterable = new Set(schema.fields.filter((f) => f.filter).map((f) => f.key));
  const filters: Record<string, unknown> = {};
  for (const [name, raw] of search) {
    const key = name.slice(FILTER_PREFIX.length);
    if (!name.startsWith(FILTER_PREFIX) || !filterable.has(key)) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (!isEmptyValue(value)) filters[key] = value;
    } catch {
      // a hand-edited link with a broken value simply drops that filter
    }
  }
  const sortField = search.get('sort');
  const sortable = schema.fields.find((f) => f.key === sortField && f.sortable);
  const order = search.get('order') === 'asc' ? 'asc' : 'desc';
  return {
    filters,
    keyword: search.get('keyword') ?? '',
    sort: sortable ? { field: sortable.key, order } : (schema.defaultSort ?? null),
    page: positiveInt(search.get('page'), 1),
    pageSize: PAGE_SIZES.includes(positiveInt(search.get('size'), 0)) ? Number(search.get('size')) : defaultPageSize(schema),
  };
}

/** Writes a view as a query string, leaving out what equals the page's defaults (short, stable links). */
export function writeViewState(schema: DatabasePageSchema, state: ViewState): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of schema.fields) {
    const value = state.filters[field.key];
    if (field.filter && !isEmptyValue(value)) search.set(FILTER_PREFIX + field.key, JSON.stringify(value));
  }
  if (state.keyword.trim() !== '') search.set('keyword', state.keyword.trim());
  const d = schema.defaultSort;
  if (state.sort && !(d && d.field === state.sort.field && d.order === state.sort.order)) {
    search.set('sort', state.sort.field);
    search.set('order', state.sort.order);
  }
  if (state.page > 1) search.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize(schema)) search.set('size', String(state.pageSize));
  return search;
}

/** Filter values → the server's `{field, op, value}` list, each with its schema operator; empty ones left out. */
export function toWireFilters(schema: DatabasePageSchema, values: Record<string, unknown>): WireFilter[] {
  const wire: WireFilter[] = [];
  for (const field of schema.fields) {
    const value = values[field.key];
    if (!field.filter || isEmptyValue(value)) continue;
    wire.push({ field: field.key, op: field.filter.op, value: field.filter.op === 'between' ? betweenValue(value) : value });
  }
  return wire;
}

// A range widget gives [from, to] with either side possibly empty; the server wants null there.
function betweenValue(value: unknown): [unknown, unknown] {
  const [from, to] = Array.isArray(value) ? value : [value, null];
  const clean = (v: unknown) => (v === undefined || v === '' ? null : v);
  return [clean(from), clean(to)];
}
