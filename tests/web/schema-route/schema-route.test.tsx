// The app's generated routes render the engine's page for their kind, inside the app's runtime: the
// real route table, guard and client against msw, so what is checked is the wiring — which renderer,
// which API calls, which codes, which language, which tracking records.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../src/app/App';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { buildAppRoutes } from '../../../src/app/router/create-router';
import { tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { startTracking } from '../../../src/app/tracking';
import { BUFFER_KEY } from '../../../src/app/tracking/constants';
import { detailHref } from '../../../src/app/engine-runtime/schema-routes';
import { API, server } from '../setup';

// The first render transforms the layout, engine and schema modules on demand (cold).
vi.setConfig({ testTimeout: 30_000 });

const ok = (content: unknown) => HttpResponse.json({ code: 200, msg: '', content });

function signedInWith(codes: string[]) {
  server.use(
    http.get(`${API}/api/v2/user/permissions`, () =>
      ok({ userId: 7, username: 'demo', nickName: '演示', email: '', permissions: codes.map((code) => ({ code, type: code.endsWith('_EXPORT') ? 2 : 1 })) }),
    ),
  );
  appStore.set(tokenAtom, 'tok');
}

function open(path: string) {
  wireClient();
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

const WIN_BID_ROW = { id: 'w1', genericName: '瑞巴派特片', province: '北京市', project: '2026年北京市药品集中采购项目', bidPrice: 46.61 };

function serveWinBids(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/api/v2/database/win-bid-library/list`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [WIN_BID_ROW], total: 1 });
    }),
    http.get(`${API}/api/v2/database/win-bid-library/facets`, () => ok({})),
  );
  return queries;
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('generated routes render the engine (issue 6)', () => {
  it('a database route shows the engine page: one title, the rows from the API, export only with the export code', async () => {
    signedInWith(['WIN_BID_LIBRARY_VIEW']);
    const queries = serveWinBids();
    stops.push(startTracking());
    open('/basic-database/market-info/win-bid-library?page=1');
    const table = await screen.findByTestId('win-bid-library-table', {}, { timeout: 20_000 });
    await within(table).findByText('瑞巴派特片', {}, { timeout: 10_000 });
    // The renderer shows the title; the route adds no second one (and no "arrives with the engine" frame).
    const page = screen.getByTestId('win-bid-library-page');
    expect(within(page).getAllByRole('heading', { name: '中标库' })).toHaveLength(1);
    expect(screen.queryByText('数据视图即将上线')).toBeNull();
    expect(screen.queryByTestId('win-bid-library-export')).toBeNull();
    expect(queries[0].get('sort')).toBe('publishDate');
    // The query is recorded by the app's tracking, under the page's zh-cn title.
    const records = JSON.parse(localStorage.getItem(BUFFER_KEY) ?? '[]') as Record<string, unknown>[];
    expect(records).toContainEqual(expect.objectContaining({ type: 'BASE_DATABASE_QUERY_EVENTS', moduleName: '中标库', eventCode: 'query' }));
  });

  it('follows a language switch on the open page and shows export to a holder of the export code', async () => {
    signedInWith(['WIN_BID_LIBRARY_VIEW', 'WIN_BID_LIBRARY_EXPORT']);
    serveWinBids();
    open('/basic-database/market-info/win-bid-library');
    const exportButton = await screen.findByTestId('win-bid-library-export', {}, { timeout: 20_000 });
    expect(exportButton.textContent?.replace(/\s/g, '')).toBe('导出');
    act(() => appStore.set(localeAtom, 'en'));
    await within(screen.getByTestId('win-bid-library-page')).findByRole('heading', { name: 'Winning bids' });
    expect(screen.getByTestId('win-bid-library-export').textContent).toBe('Export');
  });

  it('a detail route shows the record of its :id through the engine detail page', async () => {
    signedInWith(['DRUG_BENCHMARK_LIBRARY_VIEW', 'DRUG_BENCHMARK_LIBRARY_DETAIL_VIEW']);
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/v2/database/drug-library/detail/:rowId`, ({ params }) => {
        asked.push(String(params.rowId));
        return ok({ row: { id: 'D1', drugName: '阿司匹林片', approvalNo: '国药准字H20259821' }, related: {} });
      }),
    );
    open('/basic-database/drug-database/drug-library-detail/D1');
    const detail = await screen.findByTestId('drug-library-detail', {}, { timeout: 20_000 });
    expect(within(detail).getByRole('heading', { name: '阿司匹林片' })).toBeTruthy();
    expect(asked).toEqual(['D1']);
  });

  it('an analysis route shows the analysis page over the market API, with the licensed provinces as regions', async () => {
    signedInWith(['RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW']);
    const queries: unknown[] = [];
    server.use(
      http.get(`${API}/api/v2/market/drug-sale-market-overview/periods`, () =>
        ok({ dataAsOf: '2026-09', types: ['MAT', 'YEAR'], latest: { MAT: '2026-09', YEAR: '2025' }, values: { MAT: ['2026-09'], YEAR: ['2025'] } }),
      ),
      http.post(`${API}/api/v2/market/drug-sale-market-overview/query`, async ({ request }) => {
        queries.push(await request.json());
        return ok({ dataAsOf: '2026-09', period: { type: 'MAT', value: '2026-09', label: 'MAT 2026M09', comparable: true }, blocks: {} });
      }),
      http.get(`${API}/api/v2/market/drug-sale-market-overview/options`, () => ok([])),
      http.get(`${API}/api/v2/user/permissions/options`, () => ok({ RETAIL_MARKET: { PAGE: [], AREA: [{ code: '', name: '省份' }, { code: '11', name: '北京' }] } })),
    );
    open('/market-database/drug-sale/market-overview');
    const page = await screen.findByTestId('drug-sale-market-overview-page', {}, { timeout: 20_000 });
    expect(within(page).getAllByRole('heading', { name: '零售药店市场概况' })).toHaveLength(1);
    await waitFor(() => expect(queries).toHaveLength(1), { timeout: 10_000 });
    expect(queries[0]).toMatchObject({ period: { type: 'MAT', value: '2026-09' } });
    // The region box offers the AREA list of the page's section, without the legacy pseudo-entry.
    const region = screen.getByTestId('drug-sale-market-overview-filter-region');
    fireEvent.click(within(region).getByRole('combobox'));
    expect(await screen.findByTitle('北京', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTitle('省份')).toBeNull();
  });
});

describe('detail addresses for link cells', () => {
  it('point at the detail route of a database that has one, and are null for drawer databases', () => {
    expect(detailHref('pharmacy-industry-library', 'C 1/2')).toBe('/basic-database/company-database/pharmacy-industry-library-detail/C%201%2F2');
    expect(detailHref('win-bid-library', 'w1')).toBeNull();
  });
});
