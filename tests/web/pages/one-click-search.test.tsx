import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import OneClickSearchPage from '../../../src/app/pages/one-click-search';
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

const label = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const sections = [
  {
    id: 'drug-database',
    title: label('药品数据库', 'Drug database'),
    total: 12,
    pages: [
      { id: 'drug-library', title: label('药品库', 'Drug library'), path: '/basic-database/drug-database/drug-library', count: 12, matchedBy: 'keyword' },
      { id: 'win-bid-library', title: label('中标库', 'Win-bid library'), path: '/basic-database/drug-database/win-bid-library', count: 0, matchedBy: 'keyword' },
    ],
  },
];

function summary(content: unknown, asked?: (keyword: string | null) => void) {
  return http.get(`${API}/api/v2/home/search/summary`, ({ request }) => {
    asked?.(new URL(request.url).searchParams.get('keyword'));
    return HttpResponse.json({ code: 200, msg: 'ok', content });
  });
}

describe('one-click search results', { timeout: 20_000 }, () => {
  it('shows matching rows per database, grouped by section, with links filtered by the keyword', async () => {
    let asked: string | null = null;
    server.use(summary({ keyword: 'amx', sections, hits }, (keyword) => (asked = keyword)));
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'MARKET_DATA_STATISTICS_INNER_PAGE']);
    renderAt('/one-click-search?keyword=amx', [page('/one-click-search', <OneClickSearchPage />)]);

    const databases = await screen.findByTestId('one-click-search-databases-section-drug-database');
    expect(asked).toBe('amx');
    expect(within(databases).getByText('药品数据库')).toBeTruthy();
    expect(within(databases).getByText('共 12 条')).toBeTruthy();
    expect(screen.getByTestId('one-click-search-databases-link-drug-library').getAttribute('href')).toBe(
      '/basic-database/drug-database/drug-library?keyword=amx',
    );
    expect(screen.getByTestId('one-click-search-databases-count-drug-library').textContent).toBe('12');
    expect(screen.getByTestId('one-click-search-databases-count-win-bid-library').textContent).toBe('0');
    expect(screen.getByTestId('one-click-search-summary').textContent).toBe('“amx”匹配 4 个药品、企业或品类，数据库中共 12 条记录');
  });

  it('groups the matching items into drugs, companies and categories, linked to their detail', async () => {
    server.use(summary({ keyword: 'amx', sections, hits }));
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'MARKET_DATA_STATISTICS_INNER_PAGE']);
    renderAt('/one-click-search?keyword=amx', [page('/one-click-search', <OneClickSearchPage />)]);

    const drugs = await screen.findByTestId('one-click-search-group-drugs');
    expect(within(drugs).getByText('阿莫仙')).toBeTruthy();
    expect(within(drugs).getByText('阿莫西林').closest('a')?.getAttribute('href')).toBe(
      '/one-click-search-detail?type=generic&id=G1&name=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97',
    );
    expect(within(screen.getByTestId('one-click-search-group-companies')).getByText('阿莫制药有限公司')).toBeTruthy();
    expect(within(screen.getByTestId('one-click-search-group-categories')).getByText('抗感染')).toBeTruthy();
  });

  it('shows items locked, not as links, to a user who may not open their result page (a trial account)', async () => {
    server.use(summary({ keyword: 'amx', sections, hits }));
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW']);
    renderAt('/one-click-search?keyword=amx', [page('/one-click-search', <OneClickSearchPage />)]);
    const drugs = await screen.findByTestId('one-click-search-group-drugs');
    expect(within(drugs).getByText('阿莫仙').closest('a')).toBeNull();
    const locked = screen.getByTestId('one-click-search-hit-locked-product-P1');
    expect(locked.getAttribute('title')).toBe('您的账号未开通结果页');
    expect(within(locked).getByRole('img', { name: 'lock' })).toBeTruthy();
    expect(screen.getByTestId('one-click-search').querySelectorAll('a[href^="/one-click-search-detail"]')).toHaveLength(0);
    // The databases it holds stay links.
    expect(screen.getByTestId('one-click-search-databases-link-drug-library').getAttribute('href')).toContain('/drug-library?keyword=amx');
  });

  it('says so when nothing matches anywhere', async () => {
    const empty = { ...sections[0], total: 0, pages: sections[0].pages.map((p) => ({ ...p, count: 0 })) };
    server.use(summary({ keyword: 'zzz', sections: [empty], hits: [] }));
    renderAt('/one-click-search?keyword=zzz', [page('/one-click-search', <OneClickSearchPage />)]);
    expect((await screen.findByTestId('one-click-search-empty')).textContent).toContain('没有找到与“zzz”相关的');
  });
});
