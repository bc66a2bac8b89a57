// A market page whose figures cover a licence narrower than all of China says so beside the data
// note (issue 26 item 8): a trial's 北京 + 上海 must not read as the market. So do an omni-channel
// page narrowed to the plan's channels and a plan's history span (issue 23), whose periods then
// start at the span: a default type with none left gives way to one that has some.
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import marketOverview from '../../../schemas/market/drug-sale-market-overview.json';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import { renderAnalysisPage, serveMarket } from './harness';

const overview = marketOverview as AnalysisSchema;

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const note = () => screen.getByTestId(`${overview.id}-data-note`).textContent ?? '';

describe('the licence note of a market page', () => {
  it('names the licensed provinces when the licence is narrower than China', async () => {
    serveMarket(overview, { answer: { licensedProvinces: ['北京市', '上海市'] } });
    renderAnalysisPage(overview);
    await waitFor(() => expect(note()).toContain('仅含授权省份：北京、上海'));
  });

  it('in English', async () => {
    serveMarket(overview, { answer: { licensedProvinces: ['北京市', '上海市'] } });
    renderAnalysisPage(overview, { locale: 'en' });
    await waitFor(() => expect(note()).toContain('Licensed provinces only: Beijing, Shanghai'));
  });

  it('says nothing of a licence for all of China', async () => {
    const backend = serveMarket(overview, { answer: { licensedProvinces: null } });
    renderAnalysisPage(overview);
    await waitFor(() => expect(backend.queries).toHaveLength(1));
    await waitFor(() => expect(note()).toContain('统计期'));
    expect(screen.queryByTestId(`${overview.id}-licence-note`)).toBeNull();
  });

  it('names the licensed channels and the history span, in both languages', async () => {
    const answer = { licensedChannels: ['零售药店', '等级医院'], historySpan: { months: 6, from: '2026-04' } };
    serveMarket(overview, { answer });
    const { unmount } = renderAnalysisPage(overview);
    await waitFor(() => expect(note()).toContain('仅含授权渠道：零售药店、等级医院'));
    expect(note()).toContain('您的套餐可查询最近 6 个月的数据（2026-04 起）');
    unmount();
    serveMarket(overview, { answer });
    renderAnalysisPage(overview, { locale: 'en' });
    await waitFor(() => expect(note()).toContain('Licensed channels only: Retail pharmacies, Hospitals'));
    expect(note()).toContain('Your plan covers the last 6 months of data (from 2026-04)');
  });

  it('within a history span that leaves the default MAT no period, asks for the latest quarter and offers only the types that have periods', async () => {
    const periods = { dataAsOf: '2026-09', types: ['QUARTER', 'YTD', 'MONTH'], latest: { QUARTER: '2026Q3', YTD: '2026-09', MONTH: '2026-09' }, values: { QUARTER: ['2026Q3', '2026Q2'], YTD: ['2026-09'], MONTH: ['2026-09', '2026-08'] }, historySpan: { months: 6, from: '2026-04' } };
    const backend = serveMarket(overview, { periods: periods as never });
    renderAnalysisPage(overview);
    await waitFor(() => expect(backend.queries).toHaveLength(1));
    expect(backend.queries[0].period).toEqual({ type: 'QUARTER', value: '2026Q3' });
    // Before the first answer the periods' span is said already.
    expect(note()).toContain('您的套餐可查询最近 6 个月的数据（2026-04 起）');
    const switcher = screen.getByTestId(`${overview.id}-filter-timeType`);
    expect(switcher.textContent).not.toContain('MAT');
  });
});
