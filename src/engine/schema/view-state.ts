// The list view's state (filters, keyword, sort, page) as a query string, so a link or a reload
// reproduces the view, and as the wire filters the server understands. Works on the compiled list
// model, so database pages and crud screens share it.
import type { ListModel } from '../model/list-model';
import type { FilterOp, SortSpec } from './types';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../model/list-model';

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

export function defaultPageSize(model: ListModel): number {
  return model.pageSize;
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

/** The view a list opens with: no filters, the default sort, page 1. */
export function initialViewState(model: ListModel): ViewState {
  return { filters: {}, keyword: '', sort: model.defaultSort, page: 1, pageSize: model.pageSize };
}

/** Reads a view from the query string; anything malformed or not in the model is ignored. */
export function readViewState(model: ListModel, search: URLSearchParams): ViewState {
  const filterable = new Set(model.filters.map((f) => f.key));
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
  const sortable = sortField !== null && model.sortable.includes(sortField);
  const order = search.get('order') === 'asc' ? 'asc' : 'desc';
  return {
    filters,
    keyword: search.get('keyword') ?? '',
    sort: sortable ? { field: sortField, order } : model.defaultSort,
    page: positiveInt(search.get('page'), 1),
    pageSize: model.pageSizes.includes(positiveInt(search.get('size'), 0)) ? Number(search.get('size')) : defaultPageSize(model),
  };
}

/** Writes a view as a query string, leaving out what equals the page's defaults (short, stable links). */
export function writeViewState(model: ListModel, state: ViewState): URLSearchParams {
  const search = new URLSearchParams();
  for (const filter of model.filters) {
    const value = state.filters[filter.key];
    if (!isEmptyValue(value)) search.set(FILTER_PREFIX + filter.key, JSON.stringify(value));
  }
  if (state.keyword.trim() !== '') search.set('keyword', state.keyword.trim());
  const d = model.defaultSort;
  if (state.sort && !(d && d.field === state.sort.field && d.order === state.sort.order)) {
    search.set('sort', state.sort.field);
    search.set('order', state.sort.order);
  }
  if (state.page > 1) search.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize(model)) search.set('size', String(state.pageSize));
  return search;
}

/** Filter values → the server's `{field, op, value}` list, each with its operator; empty ones left out. */
export function toWireFilters(model: ListModel, values: Record<string, unknown>): WireFilter[] {
  const wire: WireFilter[] = [];
  for (const filter of model.filters) {
    const value = values[filter.key];
    if (isEmptyValue(value)) continue;
    wire.push({ field: filter.key, op: filter.operator, value: filter.operator === 'between' ? betweenValue(value) : value });
  }
  return wire;
}

// A range widget gives [from, to] with either side possibly empty; the server wants null there.
function betweenValue(value: unknown): [unknown, unknown] {
  const [from, to] = Array.isArray(value) ? value : [value, null];
  const clean = (v: unknown) => (v === undefined || v === '' ? null : v);
  return [clean(from), clean(to)];
}
