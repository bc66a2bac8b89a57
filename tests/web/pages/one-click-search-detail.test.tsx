import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import OneClickSearchDetailPage from '../../../src/app/pages/one-click-search-detail';
import { API, server } from '../setup';
import { pageRoute } from '../../../src/app/router/pages';
import { page, renderAt, renderRouted } from './render-page';

const months = Array.from({ length: 24 }, (_, i) => `${2024 + Math.floor((i + 9) / 12)}-${String(((i + 9) % 12) + 1).padStart(2, '0')}`);
const flat = (value: number) => months.map(() => value);
const figure = (channel: string, amount: number, prevAmount: number, share: number) => ({
  channel,
  dataAsOf: '2026-09',
  amount,
  prevAmount,
  growth: prevAmount === 0 ? null : amount / prevAmount - 1,
  isNew: prevAmount === 0 && amount > 0,
  share,
});

const content = {
  item: { type: 'generic', id: 'G40', name: '阿莫西林胶囊', nameEn: 'Amoxicillin capsules', attributes: { dosageForm: '胶囊剂', atc4: 'J01C1' } },
  channels: [
    figure('RETAIL', 600_000, 500_000, 0.6),
    figure('HOSPITAL', 300_000, 300_000, 0.3),
    figure('GRASSROOTS', 100_000, 0, 0.1),
    figure('B2C', 0, 0, 0),
    figure('OMNI', 1_000_000, 800_000, 1),
  ],
  trend: { months, series: { RETAIL: flat(50_000), HOSPITAL: flat(25_000), GRASSROOTS: flat(8_000), B2C: flat(0), OMNI: flat(83_000) } },
  sections: [
    {
      id: 'drug-database',
      title: { 'zh-cn': '药品数据库', en: 'Drug database' },
      total: 7,
      pages: [{ id: 'drug-library', title: { 'zh-cn': '药品库', en: 'Drug library' }, path: '/basic-database/drug-database/drug-library', count: 7, matchedBy: 'genericId' }],
    },
  ],
};

describe('one-click search detail', { timeout: 20_000 }, () => {
  it('shows identity, channel KPIs with growth and 新进, the mix, the trend and the mentioning databases', async () => {
    let asked = '';
    server.use(
      http.get(`${API}/api/v2/home/search/item`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ code: 200, msg: 'ok', content });
      }),
    );
    renderAt('/one-click-search-detail?type=generic&id=G40', [page('/one-click-search-detail', <OneClickSearchDetailPage />)]);

    expect((await screen.findByTestId('one-click-search-detail-name')).textContent).toBe('阿莫西林胶囊');
    expect(asked).toBe('?type=generic&id=G40');
    expect(screen.getByText('胶囊剂')).toBeTruthy();
    const retail = screen.getByTestId('one-click-search-detail-kpi-RETAIL');
    expect(within(retail).getByText('零售药店')).toBeTruthy();
    expect(retail.textContent).toContain('60.0 万元');
    expect(retail.textContent).toContain('同比 +20%');
    expect(retail.textContent).toContain('渠道占比 60%');
    expect(screen.getByTestId('one-click-search-detail-kpi-GRASSROOTS').textContent).toContain('同比 新进');
    expect(screen.getByTestId('one-click-search-detail-kpi-OMNI').textContent).toContain('100.0 万元');
    expect(within(screen.getByTestId('one-click-search-detail-mix-HOSPITAL')).getByText('30%')).toBeTruthy();
    const trend = screen.getByTestId('one-click-search-detail-trend');
    expect(within(trend).getAllByText('2026-09').length).toBeGreaterThan(0);
    const grassroots = trend.querySelector('tr[data-row-key="GRASSROOTS"]')!;
    expect([...grassroots.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['基层医疗', ...months.map(() => '0.8')]);
    expect(screen.getByTestId('one-click-search-detail-databases-link-drug-library').getAttribute('href')).toBe(
      `/basic-database/drug-database/drug-library?keyword=${encodeURIComponent('阿莫西林胶囊')}`,
    );
    expect(screen.getByTestId('one-click-search-detail-databases-count-drug-library').textContent).toBe('7');
  });

  it('says the item was not found on a 404 or a bad id, with no technical toast besides', async () => {
    const toast = vi.fn();
    configureClient({ notifyError: toast });
    server.use(http.get(`${API}/api/v2/home/search/item`, () => HttpResponse.json({ code: 404, msg: 'no generic', content: null }, { status: 404 })));
    renderAt('/one-click-search-detail?type=generic&id=NOPE', [page('/one-click-search-detail', <OneClickSearchDetailPage />)]);
    expect((await screen.findByTestId('one-click-search-detail-invalid')).textContent).toContain('未找到该搜索对象');
    expect(toast).not.toHaveBeenCalled();
  });

  it('says in place why an item could not load when the server fails', async () => {
    const toast = vi.fn();
    configureClient({ notifyError: toast });
    server.use(http.get(`${API}/api/v2/home/search/item`, () => HttpResponse.json({ code: 503, msg: '', content: null }, { status: 503 })));
    renderAt('/one-click-search-detail?type=generic&id=G40', [page('/one-click-search-detail', <OneClickSearchDetailPage />)]);
    const failed = await screen.findByTestId('one-click-search-detail-invalid');
    expect(failed.textContent).toContain('搜索对象加载失败');
    expect(failed.textContent).toContain('服务不可用');
    expect(toast).not.toHaveBeenCalled();
  });

  it('loaded as the router loads it (its own folder\'s texts only), the database counts read as words in both languages', async () => {
    server.use(http.get(`${API}/api/v2/home/search/item`, () => HttpResponse.json({ code: 200, msg: 'ok', content })));
    const routes = [{ path: '/one-click-search-detail', lazy: pageRoute('one-click-search-detail') }];
    const first = renderRouted('/one-click-search-detail?type=generic&id=G40', routes);
    expect((await screen.findByTestId('one-click-search-detail-databases-section-drug-database')).textContent).toContain('共 7 条');
    expect(document.body.textContent).not.toMatch(/one-click-search\./);
    first.unmount();
    appStore.set(localeAtom, 'en');
    renderRouted('/one-click-search-detail?type=generic&id=G40', routes);
    expect((await screen.findByTestId('one-click-search-detail-databases-section-drug-database')).textContent).toContain('7 records');
    expect(document.body.textContent).not.toMatch(/one-click-search\./);
  });

  it('writes amounts in RMB millions in English, not "RMB 60.0 10k"', async () => {
    appStore.set(localeAtom, 'en');
    server.use(http.get(`${API}/api/v2/home/search/item`, () => HttpResponse.json({ code: 200, msg: 'ok', content })));
    renderAt('/one-click-search-detail?type=generic&id=G40', [page('/one-click-search-detail', <OneClickSearchDetailPage />)]);
    const retail = await screen.findByTestId('one-click-search-detail-kpi-RETAIL');
    expect(retail.textContent).toContain('RMB 0.60 mn');
    expect(retail.textContent).not.toContain('10k');
    expect(screen.getByTestId('one-click-search-detail-kpi-OMNI').textContent).toContain('RMB 1.00 mn');
    const grassroots = screen.getByTestId('one-click-search-detail-trend').querySelector('tr[data-row-key="GRASSROOTS"]')!;
    expect(grassroots.querySelectorAll('td')[1].textContent).toBe('0.01');
    expect(screen.getByText(/^RMB mn; your licensed provinces only$/)).toBeTruthy();
  });
});
