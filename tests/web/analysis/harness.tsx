// Renders analysis pages the way the app will — inside a router, <EngineDataProvider> and the market
// context — with a market provider over fetch, so msw answers at the network edge (contracts §13) and
// every test can read the exact bodies the page sent.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { API, server } from '../setup';
import { EngineDataProvider, type EngineRuntime } from '../../../src/engine';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import AnalysisPage from '../../../src/engine/renderers/analysis';
import {
  MarketDataContext,
  type MarketDataProvider,
  type MarketPeriods,
  type MarketQuery,
  type MarketResult,
  type MarketTrackedEvent,
} from '../../../src/engine/renderers/analysis/market-data';

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as { code: number; msg: string; content: T };
  // As the app's client: a refusal carries the server's own message (ApiError.serverMessage).
  if (body.code !== 200) throw Object.assign(new Error(body.msg), { serverMessage: body.msg });
  return body.content;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const market = (pageId: string, rest: string) => `${API}/api/v2/market/${pageId}/${rest}`;

export const httpMarket: MarketDataProvider = {
  query: (pageId, body, signal) => call(market(pageId, 'query'), { ...json(body), signal }),
  options: (pageId, { key, keyword, limit, values }, signal) =>
    call(`${market(pageId, 'options')}?${new URLSearchParams({ key, keyword, limit: String(limit), ...(values ? { values: JSON.stringify(values) } : {}) })}`, { signal }),
  periods: (pageId, signal) => call(market(pageId, 'periods'), { signal }),
  regions: (pageId, signal) => call(`${API}/test-regions/${pageId}`, { signal }),
  export: (pageId, body) => call(market(pageId, 'export'), json(body)),
  listCustomMarkets: () => call(`${API}/api/v2/market/custom-markets`),
  saveCustomMarket: (body) => call(`${API}/api/v2/market/custom-markets`, json(body)),
  deleteCustomMarket: (id) => call(`${API}/api/v2/market/custom-markets/${id}`, { method: 'DELETE' }),
};

export const tracked: MarketTrackedEvent[] = [];
export const downloads: string[] = [];

const ok = (content: unknown) => HttpResponse.json({ code: 200, msg: 'ok', content });

export const PERIODS: MarketPeriods = {
  dataAsOf: '2026-09',
  types: ['MAT', 'YEAR', 'QUARTER', 'YTD', 'MONTH'],
  latest: { MAT: '2026-09', YEAR: '2025', QUARTER: '2026Q3', YTD: '2026-09', MONTH: '2026-09' },
  values: { MAT: ['2026-08', '2026-09'], YEAR: ['2024', '2025'], QUARTER: ['2026Q2', '2026Q3'], YTD: ['2026-09'], MONTH: ['2026-08', '2026-09'] },
};

export interface MarketBackend {
  queries: MarketQuery[];
  exports: Record<string, unknown>[];
  optionRequests: URLSearchParams[];
  /** Bodies of POST …/custom-markets. */
  saves: Record<string, unknown>[];
}

export interface ServeOptions {
  names?: string[];
  regions?: string[];
  amount?: number;
  /** Periods on offer instead of PERIODS. */
  periods?: MarketPeriods;
  /** Answer fields beside the blocks (the market's base, why growth is empty…). */
  answer?: Partial<Omit<MarketResult, 'blocks'>>;
  /** Blocks answered as given instead of made up. */
  blocks?: MarketResult['blocks'];
}

/**
 * Answers the market API for one page: each query's numbers depend on how many queries came before, so
 * a redraw is visible; `rows` names the members of every rows block.
 */
export function serveMarket(schema: AnalysisSchema, options: ServeOptions = {}): MarketBackend {
  const backend: MarketBackend = { queries: [], exports: [], optionRequests: [], saves: [] };
  const names = options.names ?? ['甲药业', '乙制药', '丙集团'];
  server.use(
    http.get(market(schema.id, 'periods'), () => ok(options.periods ?? PERIODS)),
    http.get(`${API}/test-regions/${schema.id}`, () => ok((options.regions ?? ['省份', '北京', '上海']).map((n) => ({ value: n, label: n })))),
    http.get(market(schema.id, 'options'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.optionRequests.push(params);
      const values = params.get('values');
      // A lookup by values names each member; a search offers one choice.
      return ok(values ? (JSON.parse(values) as string[]).map((value) => ({ value, label: `名称-${value}` })) : [{ value: 'o1', label: '选项一' }]);
    }),
    http.post(market(schema.id, 'query'), async ({ request }) => {
      const body = (await request.json()) as MarketQuery;
      backend.queries.push(body);
      const scale = backend.queries.length;
      // Rows are grouped as the server would: by the block's dimension, or the one a toggle switched to.
      const grouping = (block: AnalysisSchema['blocks'][number]) => body.toggles?.[block.id] ?? block.dimension ?? 'x';
      const blocks = Object.fromEntries(
        schema.blocks.map((block) => [block.id, blockResult(block.type, block.chart, block.measures, names, scale, grouping(block), options.amount)]),
      );
      return ok({
        dataAsOf: '2026-09',
        period: { type: body.period.type, value: body.period.value, label: `${body.period.type} ${body.period.value}`, comparable: true },
        ...options.answer,
        blocks: { ...blocks, ...options.blocks },
      });
    }),
    http.post(market(schema.id, 'export'), async ({ request }) => {
      backend.exports.push((await request.json()) as Record<string, unknown>);
      return ok({ sourcePath: 'exports/market-1.xlsx', filename: 'x.xlsx' });
    }),
    http.get(`${API}/api/v2/market/custom-markets`, () => ok([])),
    http.post(`${API}/api/v2/market/custom-markets`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      backend.saves.push(body);
      return ok({ id: backend.saves.length, createdAt: '2026-10-01', ...body });
    }),
  );
  return backend;
}

function blockResult(type: string, chart: string | undefined, measures: string[], names: string[], scale: number, dimension: string, amount = 123_456_789) {
  const values = (i: number) => Object.fromEntries(measures.map((m) => [m, m === 'growth' && i === 1 ? null : (i + 1) * 0.1 * scale]));
  if (type === 'kpi') return { kind: 'kpi', values: { ...values(0), amount: amount * scale }, newEntry: {} };
  if (chart === 'trend-combo') return { kind: 'series', dimension: 'period', rows: ['2026Q2', '2026Q3'].map((key, i) => ({ key, label: key, ...values(i) })) };
  if (chart === 'heatmap' || chart === 'stacked-bar' || (chart === 'line' && measures.length === 1)) {
    return { kind: 'matrix', rows: names.map((n, i) => ({ key: `k${i}`, name: n })), columns: [{ key: '2026Q3', name: '2026Q3' }], cells: names.map((_, i) => [i * scale]) };
  }
  return {
    kind: 'rows',
    dimension,
    rows: names.map((name, i) => ({ key: `k${i}`, name, ...values(i), ...(i === 1 ? { isNew: true } : {}) })),
    other: { key: 'other', name: '其他', ...values(5) },
    total: { key: 'total', name: '合计', ...values(9) },
  };
}

const probe = { location: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    probe.location = location.pathname + location.search;
  });
  return null;
}
export const locationNow = () => probe.location;

export function pagePath(schema: AnalysisSchema): string {
  return schema.channel === 'competitive' ? `/competitive-analysis/${schema.view}` : `/market-database/${schema.section}/${schema.view}`;
}

export function renderAnalysisPage(schema: AnalysisSchema, options: { search?: string; codes?: string[]; locale?: 'zh-cn' | 'en' } = {}) {
  const codes = new Set(options.codes ?? [schema.permissions.view]);
  const runtime: EngineRuntime = {
    data: {
      list: () => Promise.reject(new Error('not a database page')),
      facets: () => Promise.reject(new Error('not a database page')),
      detail: () => Promise.reject(new Error('not a database page')),
      startExport: () => Promise.reject(new Error('not a database page')),
      exportStatus: () => Promise.reject(new Error('not a database page')),
      async download(sourcePath) {
        downloads.push(sourcePath);
      },
    },
    locale: options.locale ?? 'zh-cn',
    can: (code) => codes.has(code),
    loadSchema: () => Promise.reject(new Error('not used')),
    detailHref: () => null,
    track: () => undefined,
  };
  const path = pagePath(schema);
  return render(
    <MemoryRouter initialEntries={[`${path}${options.search ?? ''}`]}>
      <EngineDataProvider value={runtime}>
        <MarketDataContext.Provider value={{ data: httpMarket, track: (event) => tracked.push(event) }}>
          <Routes>
            <Route path={path} element={<AnalysisPage schema={schema} routeId={schema.id} params={{}} />} />
          </Routes>
          <LocationProbe />
        </MarketDataContext.Provider>
      </EngineDataProvider>
    </MemoryRouter>,
  );
}
