// The hospital category screener (等级医院 → 品类筛选) through its fields: each threshold is typed in
// the unit its caption and input show (万元, %), kept so in the URL and the request, and the server's
// own reading of that request (parseFilters) compares it in the measure's unit — 5 % as 0.05, 50亿
// as 5,000,000,000 yuan, CR3 60 % as 0.6. Before the units were declared, 5 was compared as 500 %.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import screenerSchema from '../../../schemas/market/degree-hospital-category-filter.json';
import categoryFilter from '../../../schemas/filters/category-filter.json';
import { parseFilters } from '../../../server/modules/market/filters';
import type { AnalysisSchema, FilterSetKey } from '../../../src/generated/schema-types';
import { locationNow, renderAnalysisPage, serveMarket } from './harness';

const screener = screenerSchema as AnalysisSchema;
const keys = categoryFilter.keys as FilterSetKey[];

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Types into one side of a threshold, searches, and answers the query the page sent and its URL. */
async function screen_(field: string, value: number, locale: 'zh-cn' | 'en' = 'zh-cn') {
  const backend = serveMarket(screener);
  renderAnalysisPage(screener, { locale });
  await waitFor(() => expect(backend.queries).toHaveLength(1));
  const bar = screen.getByTestId(`${screener.id}-filters`);
  const input = await within(bar).findByRole('spinbutton', { name: field });
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.click(screen.getByTestId(`${screener.id}-search`));
  await waitFor(() => expect(backend.queries).toHaveLength(2));
  const filters = backend.queries[1].filters;
  const url = new URLSearchParams(locationNow().split('?')[1]);
  return { input, filters, url, thresholds: parseFilters(keys, filters, locale).thresholds };
}

describe('category screener thresholds, typed in their declared units', () => {
  it('增长率 ≥ 5 is 5 %: the input says %, the URL and request keep 5, the server compares 0.05', async () => {
    const { input, filters, url, thresholds } = await screen_('增长率（%） ≥', 5);
    expect(input.closest('.ant-input-number-affix-wrapper')?.textContent).toContain('%');
    expect(filters.growth).toEqual([5, null]);
    expect(url.get('f.growth')).toBe('[5,null]');
    expect(thresholds.growth).toEqual([0.05, null]);
  });

  it('市场规模 ≥ 500000 is 50亿: the input says 万元, the server compares 5,000,000,000 yuan', async () => {
    const { input, filters, url, thresholds } = await screen_('市场规模（万元） ≥', 500_000);
    expect(input.closest('.ant-input-number-affix-wrapper')?.textContent).toContain('万元');
    expect(filters.amount).toEqual([500_000, null]);
    expect(url.get('f.amount')).toBe('[500000,null]');
    expect(thresholds.amount).toEqual([5_000_000_000, null]);
  });

  it('CR3 ≤ 60 is 60 %: the server compares 0.6', async () => {
    const { filters, url, thresholds } = await screen_('CR3（%） ≤', 60);
    expect(filters.cr3).toEqual([null, 60]);
    expect(url.get('f.cr3')).toBe('[null,60]');
    expect(thresholds.cr3).toEqual([null, 0.6]);
  });

  it('生产企业数 ≥ 3 is a count, compared as typed', async () => {
    const { filters, thresholds } = await screen_('生产企业数 ≥', 3);
    expect(filters.nCompanies).toEqual([3, null]);
    expect(thresholds.nCompanies).toEqual([3, null]);
  });

  it('in English the captions carry the units too', async () => {
    const { input, thresholds } = await screen_('Market size (10k RMB) ≥', 500_000, 'en');
    expect(input.closest('.ant-input-number-affix-wrapper')?.textContent).toContain('10k RMB');
    expect(thresholds.amount).toEqual([5_000_000_000, null]);
  });
});
