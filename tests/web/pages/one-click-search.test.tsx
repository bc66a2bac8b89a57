import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import OneClickSearchPage from '../../../src/app/pages/one-click-search';
import { routes } from '../../../src/generated/routes';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';
import { page, renderAt } from './render-page';

const hits = [
  { type: 'generic', id: 'G1', name: '阿莫西林', extra: '胶囊' },
  { type: 'product', id: 'P1', name: '阿莫仙', extra: '阿莫仙胶囊' },
  { type: 'company', id: 'C1', name: '阿莫制药有限公司' },
  { type: 'sort', id: 'S1', name: '抗感染', extra: 'S01' },
];

describe('one-click search results', { timeout: 20_000 }, () => {
  it('groups hits into drugs, companies and categories with counts and links', async () => {
    let asked: string | null = null;
    server.use(
      http.get(`${API}/api/v2/home/search/autocomplete`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('keyword');
        return HttpResponse.json({ code: 200, msg: 'ok', content: hits });
      }),
    );
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'MARKET_DATA_STATISTICS_INNER_PAGE']);
    renderAt('/one-click-search?keyword=amx', [page('/one-click-search', <OneClickSearchPage />)]);

    const drugs = await screen.findByTestId('one-click-search-group-drugs');
    expect(asked).toBe('amx');
    expect(within(drugs).getByText('阿莫西林')).toBeTruthy();
    expect(within(drugs).getByText('阿莫仙')).toBeTruthy();
    expect(within(drugs).getByText('阿莫西林').closest('a')?.getAttribute('href')).toBe(
      '/one-click-search-detail?type=generic&id=G1&name=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97',
    );
    expect(within(screen.getByTestId('one-click-search-group-companies')).getByText('阿莫制药有限公司')).toBeTruthy();
    expect(within(screen.getByTestId('one-click-search-group-categories')).getByText('抗感染')).toBeTruthy();
    expect(screen.getByTestId('one-click-search-summary').textContent).toBe('“amx”共找到 4 条结果');

    // The drug library is open to this user, the company library is not: only the first link shows.
    const drugLibrary = routes.find((route) => route.id === 'drug-library')!;
    expect(screen.getByTestId('one-click-search-open-drug-library').getAttribute('href')).toBe(`${drugLibrary.path}?keyword=amx`);
    expect(screen.queryByTestId('one-click-search-open-pharmacy-industry-library')).toBeNull();
  });

  it('links hits to a search for their name when the user may not open the detail page', async () => {
    server.use(http.get(`${API}/api/v2/home/search/autocomplete`, () => HttpResponse.json({ code: 200, msg: 'ok', content: hits })));
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW']);
    renderAt('/one-click-search?keyword=amx', [page('/one-click-search', <OneClickSearchPage />)]);
    const drugs = await screen.findByTestId('one-click-search-group-drugs');
    expect(within(drugs).getByText('阿莫仙').closest('a')?.getAttribute('href')).toBe('/one-click-search?keyword=%E9%98%BF%E8%8E%AB%E4%BB%99');
  });

  it('says so when nothing matches', async () => {
    server.use(http.get(`${API}/api/v2/home/search/autocomplete`, () => HttpResponse.json({ code: 200, msg: 'ok', content: [] })));
    renderAt('/one-click-search?keyword=zzz', [page('/one-click-search', <OneClickSearchPage />)]);
    expect((await screen.findByTestId('one-click-search-empty')).textContent).toContain('没有找到与“zzz”相关的');
  });
});
