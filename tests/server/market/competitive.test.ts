// Competitive analysis (issue 13 item 5): the compared items are the market — their 合计 is the
// compared set, not the whole omni-channel market — and a saved market must hold items. Figures from
// the hand-computed 瑞巴派特片 fixture (tests/fixtures/known-answers/README.md): its three products
// sell 600 / 300 / 100 万 in 2026-09 and 500 / 300 / 200 万 a year earlier, in retail only.
import { describe, expect, it } from 'vitest';
import { marketAppForFile, type MarketTestApp } from './market-app';

let t: MarketTestApp;
let demo: string;
marketAppForFile((app, tokens) => {
  t = app;
  demo = tokens.demo;
});

type Row = { key: string; amount: number; share: number; shareChg: number; ei: number };

describe('the compared set is the market', () => {
  it('shares, share changes and EI within the compared products; 合计 = their sum', async () => {
    const res = await t.post('/api/v2/market/competitive-analysis/query', demo, {
      period: { type: 'YTD', value: '2026-09' },
      filters: { itemType: 'product', products: ['PKA001', 'PKA003'] },
      blocks: ['kpi-comparison', 'share-trend'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { blocks, base } = res.json().content;
    const table = blocks['kpi-comparison'];
    // YTD 2026-09: 5,400 and 900 万 against 4,500 and 1,800 万; the compared set 6,300 against 6,300
    expect(table.rows.map((r: Row) => [r.key, r.amount])).toEqual([
      ['PKA001', 54_000_000],
      ['PKA003', 9_000_000],
    ]);
    expect(table.other).toBeUndefined();
    expect(table.total.amount).toBe(63_000_000);
    expect(table.total.share).toBe(1);
    const [first, third] = table.rows as Row[];
    expect(first.share).toBeCloseTo(54 / 63, 9);
    expect(third.share).toBeCloseTo(9 / 63, 9);
    expect(first.shareChg).toBeCloseTo((54 / 63 - 45 / 63) * 100, 9);
    expect(first.ei).toBeCloseTo(120, 9);
    // the share trend's lines add up to 100 % of the compared set in every period
    const trend = blocks['share-trend'];
    trend.columns.forEach((_: unknown, c: number) => expect(trend.cells.reduce((sum: number, row: number[]) => sum + row[c], 0)).toBeCloseTo(1, 9));
    expect(base).toEqual({ market: ['products'], selection: [] });
  });
});

describe('saving a custom market', () => {
  it('refuses a market without compared items, with a message naming the filters', async () => {
    for (const filters of [{}, { itemType: 'product', products: [] }, { itemType: 'brand', products: ['PKA001'] }]) {
      const res = await t.post('/api/v2/market/custom-markets', demo, { name: '空市场', pageId: 'competitive-analysis', filters }, 'zh-cn');
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().msg).toBe('filters: 请至少选择一个对比对象后再保存');
    }
    expect((await t.get('/api/v2/market/custom-markets', demo)).json().content).toEqual([]);
  });
});
