import type { ComponentType, ReactNode } from 'react';
// What the engine needs from the app, as one plain object the app fills over its HTTP client
// (the engine never imports src/app or src/api: contracts §1).
import type { DatabasePageSchema, Locale, SortSpec } from '../schema/types';
import type { WireFilter } from '../schema/view-state';

export type Row = Record<string, unknown>;

export interface QueryRequest {
  filters: WireFilter[];
  keyword: string;
  sort: SortSpec | null;
}

export interface ListRequest extends QueryRequest {
  page: number;
  pageSize: number;
}

export interface ExportRequest extends QueryRequest {
  /** Visible column keys, in display order. */
  columns: string[];
  locale: Locale;
}

export interface ListResult {
  list: Row[];
  total: number;
}

export interface FacetValue {
  value: string | number | boolean;
  count: number;
}

export interface DetailResult {
  row: Row;
  related: Record<string, ListResult>;
}

export interface ExportStatus {
  jobId: string;
  /** queued: the member's earlier export still runs (one at a time per member). */
  status: 'queued' | 'running' | 'done' | 'failed';
  written: number;
  total: number;
  sourcePath: string | null;
}

/** The API of docs/contracts.md §2 (`/api/v2/database/<id>/…`); see `toQueryParams` for the wire format. */
export interface DataProvider {
  list(databaseId: string, request: ListRequest, signal?: AbortSignal): Promise<ListResult>;
  facets(databaseId: string, request: QueryRequest & { fields: string[] }, signal?: AbortSignal): Promise<Record<string, FacetValue[]>>;
  detail(databaseId: string, rowId: string): Promise<DetailResult>;
  startExport(databaseId: string, request: ExportRequest): Promise<{ jobId: string; total: number }>;
  exportStatus(jobId: string): Promise<ExportStatus>;
  /** Fetches /api/v2/export-excel/download?sourcePath=… and saves the file. */
  download(sourcePath: string): Promise<void>;
}

export interface TrackedQuery {
  eventCode: 'BASE_DATABASE_QUERY_EVENTS' | 'BASE_DATABASE_EXPORT_EVENT';
  action: 'query' | 'export';
  databaseId: string;
  /** The query's filter fields and values, plus `keyword` when searched. */
  fields: Record<string, unknown>;
}

export interface EngineRuntime {
  data: DataProvider;
  locale: Locale;
  /** Synchronous permission check against the codes loaded once per session. */
  can(code: string): boolean;
  /** Another database's schema (for related lists and links), e.g. through the generated route loaders. */
  loadSchema(databaseId: string): Promise<DatabasePageSchema>;
  /** The address of a record's detail in another database page (link cells), or null when it has none. */
  detailHref(databaseId: string, rowId: string): string | null;
  /** Records a tracking event (spec: BASE_DATABASE_QUERY_EVENTS, BASE_DATABASE_EXPORT_EVENT). */
  track(event: TrackedQuery): void;
  /**
   * Puts antd's theme and texts around a part drawn with antd on a page drawn without it (an
   * analysis page's saved markets, its number ranges), loading them with that part. Absent, the
   * part is drawn as it is (the app wraps such pages whole, or a test renders them bare).
   */
  antdScope?: ComponentType<{ children: ReactNode }>;
}

/**
 * The query-string form of a list/facets request that the server's database routes parse:
 * `filters` (JSON array of {field, op, value}), `keyword`, `sort`, `order`, `page`, `pageSize`, `fields`.
 * The export POST sends the same keys as a JSON body (plus `columns` and `locale`).
 */
export function toQueryParams(request: QueryRequest & Partial<ListRequest> & { fields?: string[] }): Record<string, string> {
  const params: Record<string, string> = {};
  if (request.filters.length > 0) params.filters = JSON.stringify(request.filters);
  if (request.keyword.trim() !== '') params.keyword = request.keyword.trim();
  if (request.sort) {
    params.sort = request.sort.field;
    params.order = request.sort.order;
  }
  if (request.page !== undefined) params.page = String(request.page);
  if (request.pageSize !== undefined) params.pageSize = String(request.pageSize);
  if (request.fields) params.fields = request.fields.join(',');
  return params;
}

export function toExportBody(request: ExportRequest): Record<string, unknown> {
  return {
    filters: request.filters,
    keyword: request.keyword,
    ...(request.sort ? { sort: request.sort.field, order: request.sort.order } : {}),
    columns: request.columns,
    locale: request.locale,
  };
}
