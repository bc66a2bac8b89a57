// The category screener's thresholds are typed in the units their filter set declares (市场规模 in 万元,
// 增长率 and CR3 in %), travel so, and are compared with the measures in the measures' own units
// (yuan, ratios): growth ≥ 5 means 5 %, not 500 %; amount ≥ 500000 means 50亿 yuan, not 50万 yuan.
// The expected categories are taken from the unscreened ranking of the same market, by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { exportHeaderLines, marketAppForFile, type MarketTestApp } from './market-app';

let t: MarketTestApp;
let demo: string;
marketAppForFile((app, tokens) => {
  t = app;
  demo = tokens.demo;
});

const PAGE = 'degree-hospital-category-filter';
const MAT = { type: 'MAT', value: '2026-09' };
type Row = { key: string; amount: number; growth: number | null; cr3: number | null; nCompanies: number };

async function screened(filters: Record<string, unknown>): Promise<Row[]> {
  const res = await t.post(`/api/v2/market/${PAGE}/query`, demo, { period: MAT, filters, blocks: ['screener'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.blocks.screener.rows as Row[];
}

const keys = (rows: Row[]) => rows.map((row) => row.key).sort();

let all: Row[];
// A size threshold in 万元 that splits this warehouse's categories: the median category, rounded down.
let medianWan: number;
beforeAll(async () => {
  all = await screened({});
  const amounts = all.map((row) => row.amount).sort((a, b) => a - b);
  medianWan = Math.floor(amounts[Math.floor(amounts.length / 2)] / 10_000);
});

describe('category screener thresholds compare in their declared units', () => {
  it('the unscreened ranking has categories on both sides of every threshold', () => {
    expect(all.length).toBeGreaterThan(5);
    expect(all.some((row) => row.growth !== null && row.growth >= 0.05) && all.some((row) => row.growth !== null && row.growth < 0.05)).toBe(true);
    expect(all.some((row) => row.cr3 !== null && row.cr3 <= 0.6) && all.some((row) => row.cr3 !== null && row.cr3 > 0.6)).toBe(true);
  });

  it('增长率 ≥ 5 (%) keeps the categories growing by at least 0.05', async () => {
    const expected = all.filter((row) => row.growth !== null && row.growth >= 0.05);
    expect(expected.length).toBeGreaterThan(0);
    expect(keys(await screened({ growth: [5, null] }))).toEqual(keys(expected));
  });

  it('市场规模 ≥ N (万元) keeps the categories selling at least N × 10,000 yuan', async () => {
    const expected = all.filter((row) => row.amount >= medianWan * 10_000);
    expect(expected.length).toBeLessThan(all.length);
    expect(keys(await screened({ amount: [medianWan, null] }))).toEqual(keys(expected));
  });

  it('CR3 ≤ 60 (%) keeps the categories whose top three hold at most 0.6', async () => {
    const expected = all.filter((row) => row.cr3 !== null && row.cr3 <= 0.6);
    expect(expected.length).toBeLessThan(all.length);
    expect(keys(await screened({ cr3: [null, 60] }))).toEqual(keys(expected));
  });

  it('生产企业数 has no unit: a count compares as typed', async () => {
    const expected = all.filter((row) => row.nCompanies >= 3);
    expect(keys(await screened({ nCompanies: [3, null] }))).toEqual(keys(expected));
  });

  it('thresholds together are all applied', async () => {
    const expected = all.filter((row) => row.growth !== null && row.growth >= 0.05 && row.amount >= medianWan * 10_000);
    expect(keys(await screened({ growth: [5, null], amount: [medianWan, null] }))).toEqual(keys(expected));
  });
});

const headerOf = (filters: Record<string, unknown>, lang: string) => exportHeaderLines(t, demo, PAGE, { period: MAT, filters, block: 'screener' }, lang);

describe('the export header states the thresholds as typed, with their units', () => {
  it('in Chinese: 增长率 ≥ 5%, 市场规模 ≥ 500,000万元（50亿元）, CR3 ≤ 60%', async () => {
    const header = await headerOf({ growth: [5, null], amount: [500_000, null], cr3: [null, 60], nCompanies: [3, 20] }, 'zh-cn');
    expect(header).toContain('市场规模：≥ 500,000万元（50亿元）');
    expect(header).toContain('增长率：≥ 5%');
    expect(header).toContain('CR3：≤ 60%');
    expect(header).toContain('生产企业数：3 – 20');
  });

  it('in English: Growth ≥ 5%, Market size ≥ 500,000 × 10k RMB (RMB 5 billion)', async () => {
    const header = await headerOf({ growth: [5, null], amount: [500_000, null] }, 'en');
    expect(header).toContain('Market size: ≥ 500,000 × 10k RMB (RMB 5 billion)');
    expect(header).toContain('Growth: ≥ 5%');
  });
});
