import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import companyAnalysis from '../../../schemas/market/drug-sale-company-analysis.json';
import marketOverview from '../../../schemas/market/drug-sale-market-overview.json';
import productAnalysis from '../../../schemas/market/drug-sale-product-analysis.json';
import competitiveAnalysis from '../../../schemas/market/competitive-analysis.json';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import { decrypt, encrypt, PENETRATION_PARAM } from '../../../src/shared/penetration-params';
import { downloads, locationNow, renderAnalysisPage, serveMarket, tracked } from './harness';

const overview = marketOverview as AnalysisSchema;
const company = companyAnalysis as AnalysisSchema;
const product = productAnalysis as AnalysisSchema;
const competitive = competitiveAnalysis as AnalysisSchema;

// antd's CSS-in-JS and echarts make a first render in jsdom slow on this shared 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/adapters/chart/load-echarts');
}, 60_000);
beforeEach(() => {
  tracked.length = 0;
  downloads.length = 0;
});

const revision = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-revision'));
const kpiText = (pageId: string, measure: string) => screen.getByTestId(`${pageId}-kpis-${measure}`).textContent ?? '';

describe('analysis page', () => {
  it('queries with the default period and filters, draws the charts, and numbers all filters but time type, time and region', async () => {
    const backend = serveMarket(overview);
    renderAnalysisPage(overview);
    await waitFor(() => expect(backend.queries).toHaveLength(1));
    expect(backend.queries[0]).toEqual({ filters: {}, period: { type: 'MAT', value: '2026-09' }, category: 'ATC' });
    await waitFor(() => expect(revision('drug-sale-market-overview-trend')).toBe(1));
    expect(screen.getByTestId('drug-sale-market-overview-data-note').textContent).toContain('数据截至 2026-09');
    const numbered = ['categoryType', 'category', 'otcRx', 'dx', 'zx'];
    const bar = screen.getByTestId('drug-sale-market-overview-filters');
    numbered.forEach((key, i) => expect(within(bar).getByText(String(i + 1))).toBeTruthy());
    expect(within(bar).queryByText('6')).toBeNull();
    expect(tracked[0]).toMatchObject({ eventCode: 'MARKET_DATABASE_QUERY_EVENTS', pageId: 'drug-sale-market-overview', fields: { timeType: 'MAT', time: '2026-09' } });
  });

  it('prepares a Ctrl+P print of the whole page, saying so, and opens the print dialog once the page is drawn', async () => {
    serveMarket(overview);
    renderAnalysisPage(overview);
    await waitFor(() => expect(revision('drug-sale-market-overview-trend')).toBe(1));
    const status = screen.getByTestId('drug-sale-market-overview-print-status');
    // The browser's dialog is the edge: what the page shows when it is asked for goes on paper.
    const printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => printed.push(status.textContent ?? ''));
    fireEvent.keyDown(window, { key: 'p', ctrlKey: true });
    expect(status.textContent).toBe('正在准备打印整页…');
    await waitFor(() => expect(printed).toEqual(['']));
    expect(revision('drug-sale-market-overview-concentration')).toBe(1);
  });

  it('re-queries after a filter change and redraws the charts; the filters land in the URL', async () => {
    const backend = serveMarket(overview);
    renderAnalysisPage(overview);
    await waitFor(() => expect(revision('drug-sale-market-overview-trend')).toBe(1));
    const bar = screen.getByTestId('drug-sale-market-overview-filters');
    fireEvent.click(within(bar).getByText('SORT 分类'));
    fireEvent.click(within(bar).getByText('年'));
    fireEvent.click(screen.getByTestId('drug-sale-market-overview-search'));
    await waitFor(() => expect(backend.queries).toHaveLength(2));
    expect(backend.queries[1]).toMatchObject({ period: { type: 'YEAR', value: '2025' }, category: 'SORT' });
    await waitFor(() => expect(revision('drug-sale-market-overview-trend')).toBe(2));
    expect(revision('drug-sale-market-overview-top-companies')).toBe(2);
    expect(new URLSearchParams(locationNow().split('?')[1]).get('f.timeType')).toBe('"YEAR"');
  });

  it('shows only the compared-item list of the chosen kind, numbered without gaps', async () => {
    serveMarket(competitive);
    renderAnalysisPage(competitive);
    const bar = await screen.findByTestId('competitive-analysis-filters');
    expect(within(bar).queryByTestId('competitive-analysis-filter-products')).not.toBeNull();
    fireEvent.click(within(bar).getByText('企业'));
    await waitFor(() => expect(within(bar).queryByTestId('competitive-analysis-filter-products')).toBeNull());
    expect(within(bar).getByTestId('competitive-analysis-filter-companies')).toBeTruthy();
    expect(within(bar).getByText('2')).toBeTruthy();
    expect(within(bar).queryByText('3')).toBeNull();
  });

  it('switches the number unit without a new query', async () => {
    const backend = serveMarket(overview, { amount: 123_456_789 });
    renderAnalysisPage(overview);
    // KPI cards drop the decimals of large figures (12,345.68 万元 shows as 12,346).
    await waitFor(() => expect(kpiText('drug-sale-market-overview', 'amount')).toContain('12,346'));
    expect(kpiText('drug-sale-market-overview', 'amount')).toContain('销售额（万元）');
    fireEvent.click(within(screen.getByTestId('drug-sale-market-overview-unit')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('亿元'));
    await waitFor(() => expect(kpiText('drug-sale-market-overview', 'amount')).toContain('1.23'));
    expect(kpiText('drug-sale-market-overview', 'amount')).toContain('销售额（亿元）');
    expect(locationNow()).toContain('unit=HUNDRED_MILLION');
    expect(backend.queries).toHaveLength(1);
  });

  it('drops the 省份 pseudo-entry from the region choices', async () => {
    serveMarket(overview, { regions: ['省份', '北京', '上海'] });
    renderAnalysisPage(overview);
    const region = await screen.findByTestId('drug-sale-market-overview-filter-region');
    fireEvent.click(within(region).getByRole('combobox'));
    await screen.findByTitle('北京');
    expect(screen.getByTitle('上海')).toBeTruthy();
    expect(screen.queryByTitle('省份')).toBeNull();
  });

  it('prompts for the missing tag instead of querying (spec §5), in both languages', async () => {
    const backend = serveMarket(company);
    const { unmount } = renderAnalysisPage(company);
    expect((await screen.findByTestId('drug-sale-company-analysis-missing-tag')).textContent).toBe('请编辑【集团/生产企业】标签');
    unmount();
    serveMarket(product);
    renderAnalysisPage(product, { locale: 'en' });
    expect((await screen.findByTestId('drug-sale-product-analysis-missing-tag')).textContent).toBe('Please edit the [Brand/Trade name/Drug name/Generic name/TCM ingredient] tag');
    expect(backend.queries).toHaveLength(0);
  });

  it('shows the export button only with the export code, exports the block as shown and tracks it', async () => {
    const search = `?f.cj=${encodeURIComponent('["c1"]')}&order=asc`;
    serveMarket(company);
    const { unmount } = renderAnalysisPage(company, { search });
    await screen.findByTestId('drug-sale-company-analysis-group-ranking');
    await waitFor(() => expect(screen.getByTestId('drug-sale-company-analysis-page').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByTestId('drug-sale-company-analysis-group-ranking-export')).toBeNull();
    unmount();

    const backend = serveMarket(company);
    renderAnalysisPage(company, { search, codes: [company.permissions.view, company.permissions.export] });
    const button = await screen.findByTestId('drug-sale-company-analysis-group-ranking-export');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(downloads).toEqual(['exports/market-1.xlsx']));
    expect(backend.exports[0]).toMatchObject({ block: 'group-ranking', filters: { cj: ['c1'] }, period: { type: 'MAT', value: '2026-09' }, unit: 'TEN_THOUSAND', order: 'asc' });
    expect(tracked.find((e) => e.eventCode === 'MARKET_DATABASE_EXPORT_EVENT')).toMatchObject({ action: 'export', fields: { cj: ['c1'], block: 'group-ranking' } });
  });

  it('names the members a link restores in their tags, asking the server for exactly those', async () => {
    const backend = serveMarket(company);
    renderAnalysisPage(company, { search: `?f.rights=${encodeURIComponent('["g1","g2"]')}` });
    const box = await screen.findByTestId('drug-sale-company-analysis-filter-rights');
    expect(await within(box).findByTitle('名称-g1')).toBeTruthy();
    expect(within(box).getByTitle('名称-g2')).toBeTruthy();
    expect(within(box).queryByTitle('g1')).toBeNull();
    expect(within(box).getByRole('button', { name: '移除“名称-g1”' })).toBeTruthy();
    const lookups = backend.optionRequests.filter((params) => params.get('values'));
    expect(lookups.map((params) => [params.get('key'), JSON.parse(params.get('values')!)])).toEqual([['rights', ['g1', 'g2']]]);
  });

  it('shows 其他, 合计 and 新进 in rankings, and switches group ⇄ manufacturer', async () => {
    serveMarket(company);
    renderAnalysisPage(company, { search: `?f.rights=${encodeURIComponent('["g1"]')}` });
    const table = await screen.findByTestId('drug-sale-company-analysis-group-ranking');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(5));
    const names = [...table.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names).toEqual(['甲药业', '乙制药', '丙集团', '其他', '合计']);
    expect(table.querySelector('tr[data-row-key="k1"]')?.textContent).toContain('新进');
    fireEvent.click(within(screen.getByTestId('drug-sale-company-analysis-table-switch')).getByText('生产企业'));
    const companies = await screen.findByTestId('drug-sale-company-analysis-company-ranking');
    expect(screen.queryByTestId('drug-sale-company-analysis-group-ranking')).toBeNull();
    // The name column is titled by what the server grouped by.
    await waitFor(() => expect(companies.querySelector('thead th')?.textContent).toBe('生产企业'));
  });

  it('opens the product analysis of a brand in a new tab with the filters and the row in data-penetration-params', async () => {
    serveMarket(product);
    renderAnalysisPage(product, { search: `?f.tym=${encodeURIComponent('["g1"]')}&f.timeType=%22YEAR%22` });
    const table = await screen.findByTestId('drug-sale-product-analysis-brand-ranking');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(5));
    const link = within(table.querySelector('tr[data-row-key="k0"]') as HTMLElement).getByTestId('drug-sale-product-analysis-brand-ranking-open-product-analysis');
    expect(link.getAttribute('target')).toBe('_blank');
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/market-database/drug-sale/product-analysis');
    expect(decrypt(url.searchParams.get(PENETRATION_PARAM))).toEqual({ tym: ['g1'], brand: ['k0'], timeType: 'YEAR', zx: ['全选'], sort: 'amount' });
    // 其他 and 合计 open nothing
    expect(table.querySelector('tr[data-row-key="__other__"] a')).toBeNull();
  });

  it('opens the company analysis of a group from its ranking row', async () => {
    serveMarket(company);
    renderAnalysisPage(company, { search: `?f.cj=${encodeURIComponent('["c1"]')}` });
    const table = await screen.findByTestId('drug-sale-company-analysis-group-ranking');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(5));
    const link = within(table.querySelector('tr[data-row-key="k2"]') as HTMLElement).getByTestId('drug-sale-company-analysis-group-ranking-open-company-analysis');
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/market-database/drug-sale/company-analysis');
    expect(decrypt(url.searchParams.get(PENETRATION_PARAM))).toMatchObject({ cj: ['c1'], rights: ['k2'], timeType: 'MAT' });
  });

  it('a page opened with data-penetration-params queries with those filters; unreadable ones fall back to defaults', async () => {
    const backend = serveMarket(product);
    const { unmount } = renderAnalysisPage(product, { search: `?${PENETRATION_PARAM}=${encodeURIComponent(encrypt({ cj: ['c9'], timeType: 'QUARTER', unknownKey: 1 }))}` });
    await waitFor(() => expect(backend.queries).toHaveLength(0));
    // cj alone is not a product tag: the prompt shows, and nothing is asked
    await screen.findByTestId('drug-sale-product-analysis-missing-tag');
    unmount();
    const second = serveMarket(product);
    renderAnalysisPage(product, { search: `?${PENETRATION_PARAM}=${encodeURIComponent(encrypt({ tym: ['g7'], timeType: 'QUARTER', unknownKey: 1 }))}` });
    await waitFor(() => expect(second.queries).toHaveLength(1));
    expect(second.queries[0]).toEqual({ filters: { tym: ['g7'], sort: 'amount' }, period: { type: 'QUARTER', value: '2026Q3' }, category: 'ATC' });
  });
});
