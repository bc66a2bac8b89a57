// Renders engine pages the way the app does — inside a router and <EngineDataProvider> — with a
// DataProvider over fetch, so msw (tests/web/setup.ts) answers at the network edge and every test can
// read the exact query the engine sent.
import { Suspense, useEffect } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { API, server } from '../setup';
import { createHttpDataProvider, EngineDataProvider, renderers, type DataProvider, type EngineRuntime, type TrackedQuery, type TransportRequest } from '../../../src/engine';
import type { DatabasePageSchema } from '../../../src/engine/schema/types';

export const downloads: string[] = [];

/** A bare fetch transport (the app lends its ky client instead): envelope in, content out. */
export const httpProvider: DataProvider = createHttpDataProvider({
  async request<T>({ url, method = 'GET', params, data, signal }: TransportRequest): Promise<T> {
    const query = params && Object.keys(params).length > 0 ? `?${new URLSearchParams(params)}` : '';
    const res = await fetch(`${API}${url}${query}`, {
      method,
      signal,
      ...(data === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }),
    });
    const body = (await res.json()) as { code: number; msg: string; content: T };
    if (body.code !== 200) throw new Error(body.msg);
    return body.content;
  },
  async download(sourcePath) {
    downloads.push(sourcePath);
  },
});

const ok = (content: unknown) => HttpResponse.json({ code: 200, msg: 'ok', content });

export interface Backend {
  /** Every list query's parameters, in order. */
  listQueries: URLSearchParams[];
  facetQueries: URLSearchParams[];
  exportBodies: Record<string, unknown>[];
}

/** Answers the database API from `rows` (paged by the request; filtering is the server's job and tested there). */
export function serveDatabase(
  id: string,
  rows: Record<string, unknown>[],
  options: { facets?: Record<string, { value: unknown; count: number }[]>; detail?: unknown; exportTotal?: number } = {},
): Backend {
  const backend: Backend = { listQueries: [], facetQueries: [], exportBodies: [] };
  let polls = 0;
  server.use(
    http.get(`${API}/api/v2/database/${id}/list`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.listQueries.push(params);
      const page = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      return ok({ list: rows.slice((page - 1) * size, page * size), total: rows.length });
    }),
    http.get(`${API}/api/v2/database/${id}/facets`, ({ request }) => {
      backend.facetQueries.push(new URL(request.url).searchParams);
      return ok(options.facets ?? {});
    }),
    http.get(`${API}/api/v2/database/${id}/detail/:rowId`, () =>
      options.detail === undefined ? HttpResponse.json({ code: 404, msg: 'no such row', content: null }, { status: 404 }) : ok(options.detail),
    ),
    http.post(`${API}/api/v2/database/${id}/export`, async ({ request }) => {
      backend.exportBodies.push((await request.json()) as Record<string, unknown>);
      return ok({ jobId: 'job-1', total: options.exportTotal ?? rows.length });
    }),
    http.get(`${API}/api/v2/database/export-jobs/job-1`, () => {
      polls += 1;
      const done = polls > 1;
      const total = options.exportTotal ?? rows.length;
      return ok({ jobId: 'job-1', status: done ? 'done' : 'running', written: done ? total : 1, total, sourcePath: done ? 'file-1' : null });
    }),
  );
  return backend;
}

export const tracked: TrackedQuery[] = [];

const probe = { location: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    probe.location = location.pathname + location.search;
  });
  return null;
}
export const locationNow = () => probe.location;

export function renderDatabasePage(
  schema: DatabasePageSchema,
  options: { search?: string; codes?: string[]; locale?: 'zh-cn' | 'en'; schemas?: DatabasePageSchema[] } = {},
) {
  const codes = new Set(options.codes ?? [schema.permissions.view]);
  const runtime: EngineRuntime = {
    data: httpProvider,
    locale: options.locale ?? 'zh-cn',
    can: (code) => codes.has(code),
    loadSchema: async (id) => {
      const found = [schema, ...(options.schemas ?? [])].find((s) => s.id === id);
      if (!found) throw new Error(`no schema ${id}`);
      return found;
    },
    detailHref: (id, rowId) => `/detail-of/${id}/${rowId}`,
    track: (event) => tracked.push(event),
  };
  const Page = renderers.database;
  const path = `/basic-database/${schema.section}/${schema.id}`;
  return render(
    <MemoryRouter initialEntries={[`${path}${options.search ?? ''}`]}>
      <EngineDataProvider value={runtime}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={<Page schema={schema} routeId={schema.id} params={{}} />} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
          <LocationProbe />
        </Suspense>
      </EngineDataProvider>
    </MemoryRouter>,
  );
}
