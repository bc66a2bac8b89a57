// The DataProvider over HTTP: the engine owns the database API's URLs and wire format (so the server
// routes and the renderers change together); the app only lends its transport (headers, envelope,
// errors, download) — e.g. `createHttpDataProvider({request, download})` with src/api/client.ts.
import { toExportBody, toQueryParams, type DataProvider } from './data-provider';

export interface TransportRequest {
  /** Path under the API base, starting with '/'. */
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string>;
  data?: unknown;
  signal?: AbortSignal;
}

export interface EngineTransport {
  /** Sends a request and resolves to the envelope's `content` (rejects on any error). */
  request<T>(options: TransportRequest): Promise<T>;
  /** GET /api/v2/export-excel/download?sourcePath=… and save the file. */
  download(sourcePath: string): Promise<void>;
}

const base = (databaseId: string) => `/api/v2/database/${encodeURIComponent(databaseId)}`;

export function createHttpDataProvider(transport: EngineTransport): DataProvider {
  return {
    list: (id, request, signal) => transport.request({ url: `${base(id)}/list`, params: toQueryParams(request), signal }),
    facets: (id, request, signal) => transport.request({ url: `${base(id)}/facets`, params: toQueryParams(request), signal }),
    detail: (id, rowId) => transport.request({ url: `${base(id)}/detail/${encodeURIComponent(rowId)}` }),
    startExport: (id, request) => transport.request({ url: `${base(id)}/export`, method: 'POST', data: toExportBody(request) }),
    exportStatus: (jobId) => transport.request({ url: `/api/v2/database/export-jobs/${encodeURIComponent(jobId)}` }),
    download: (sourcePath) => transport.download(sourcePath),
  };
}
