// The market API on the product's own pages: omni-channel = the sum of the channels, entitlements
// enforced on the server whatever the request says, view/export codes, 400s naming the field,
// which blocks export (the workbook itself: export.test.ts) and saved custom markets.
import { describe, expect, it } from 'vitest';
import { marketAppForFile, type MarketTestApp } from './market-app';
import { bumpEntitlements } from '../../../server/modules/entitlements/version';

let t: MarketTestApp;
let demo: string;
let trial: string;
marketAppForFile(
  (app, tokens) => {
    t = app;
    demo = tokens.demo;
    trial = tokens.trial;
  },
  ['demo', 'trial'],
);

type Row = { key: string; name: string; amount: number; units: number };
const MAT = { type: 'MAT', value: '2026-09' };

async function content(page: string, token: string, body: Record<string, unknown>) {
  const res = await t.post(`/api/v2/market/${page}/query`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('omni-channel is the sum of the four channels', () => {
  const channels = ['drug-sale', 'degree-hospital', 'grassroots-medical-institution', 'b2c'];

  it('KPIs, the channel donut and every province', async () => {
    const omni = await content('omni-channel-market-overview', demo, { period: MAT, blocks: ['kpis', 'channel-structure', 'province-ranking'] });
    const parts = await Promise.all(channels.map((c) => content(`${c}-market-overview`, demo, { period: MAT, blocks: ['kpis', 'province-ranking'] })));
    for (const measure of ['amount', 'units'] as const) {
      expect(omni.blocks.kpis.values[measure]).toBeCloseTo(sum(parts.map((p) => p.blocks.kpis.values[measure])), 2);
    }
    const donut = omni.blocks['channel-structure'];
    expect(donut.rows.map((r: Row) => r.key).sort()).toEqual(['B2C', 'GRASSROOTS', 'HOSPITAL', 'RETAIL']);
    ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'].forEach((channel, i) => {
      expect(donut.rows.find((r: Row) => r.key === channel).amount, channel).toBeCloseTo(parts[i].blocks.kpis.values.amount, 2);
    });
    for (const province of omni.blocks['province-ranking'].rows as Row[]) {
      const channelAmounts = parts.map((p) => (p.blocks['province-ranking'].rows as Row[]).find((r) => r.key === province.key)?.amount ?? 0);
      expect(province.amount).toBeCloseTo(sum(channelAmounts), 2);
    }
  });

  it('every block of a page adds up to the same total (Top-N + 其他 = total)', async () => {
    const page = await content('drug-sale-market-overview', demo, { period: MAT });
    const total = page.blocks.kpis.values.amount;
    for (const id of ['category-structure', 'rx-otc-structure', 'drug-type-structure', 'form-structure', 'top-companies', 'top-products', 'top-brands', 'province-ranking']) {
      const block = page.blocks[id];
      const shown = sum(block.rows.map((r: Row) => r.amount)) + (block.other?.amount ?? 0);
      expect(shown, id).toBeCloseTo(total, 2);
      expect(block.total.amount, id).toBeCloseTo(total, 2);
    }
    expect(page.blocks['top-products'].other.name).toBe('其他');
    const trend = page.blocks.trend.rows;
    expect(trend.at(-1).amount).toBeCloseTo(total, 2);
  });
});

describe('increment rankings', () => {
  it('keep the companies with the largest sales increase, in that order, not the largest sellers', async () => {
    const groups = (await t.get('/api/v2/market/drug-sale-company-analysis/options?key=rights', demo)).json().content as { value: string }[];
    const page = await content('drug-sale-company-analysis', demo, {
      period: MAT,
      filters: { rights: groups.map((g) => g.value) },
      blocks: ['top-gainers', 'company-ranking'],
    });
    const gainers = page.blocks['top-gainers'].rows as (Row & { delta: number })[];
    const deltas = gainers.map((row) => row.delta);
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));
    // Every company outside the ten grew by no more than the tenth (its increase from sales and growth).
    const kept = new Set(gainers.map((row) => row.key));
    const others = (page.blocks['company-ranking'].rows as (Row & { growth: number | null })[]).filter((row) => !kept.has(row.key));
    const increase = (row: Row & { growth: number | null }) => (row.growth === null ? -Infinity : row.amount - row.amount / (1 + row.growth));
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(increase(row), row.name).toBeLessThanOrEqual(deltas[deltas.length - 1] + 1e-6);
    // The biggest seller is not among the biggest gainers here, so ranking by sales would differ.
    const bySales = [...(page.blocks['company-ranking'].rows as Row[])].sort((a, b) => b.amount - a.amount).slice(0, gainers.length);
    expect(bySales.map((row) => row.key)).not.toEqual(gainers.map((row) => row.key));
  });
});

describe('entitlements', () => {
  it('the trial account sees 北京 only (licensed 北京/上海; small has 北京, 江苏, 广东)', async () => {
    const page = await content('drug-sale-market-overview', trial, { period: MAT, blocks: ['kpis', 'province-ranking'] });
    expect(page.blocks['province-ranking'].rows.map((r: Row) => r.key)).toEqual(['110000']);
    expect(page.blocks.kpis.values.amount).toBeCloseTo(page.blocks['province-ranking'].rows[0].amount, 2);
  });

  it('asking for 广东 never widens the licence; asking for 北京 and 广东 narrows to 北京', async () => {
    const guangdong = await content('drug-sale-market-overview', trial, { period: MAT, filters: { region: ['440000'] }, blocks: ['kpis', 'province-ranking'] });
    expect(guangdong.blocks['province-ranking'].rows).toEqual([]);
    expect(guangdong.blocks.kpis.values.amount).toBe(0);
    const both = await content('drug-sale-market-overview', trial, { period: MAT, filters: { region: ['广东', '北京'] }, blocks: ['province-ranking'] });
    expect(both.blocks['province-ranking'].rows.map((r: Row) => r.key)).toEqual(['110000']);
    const demoGuangdong = await content('drug-sale-market-overview', demo, { period: MAT, filters: { region: ['广东'] }, blocks: ['province-ranking'] });
    expect(demoGuangdong.blocks['province-ranking'].rows.map((r: Row) => r.key)).toEqual(['440000']);
  });

  it('view and export codes: trial may not open other pages nor export', async () => {
    const other = await t.post('/api/v2/market/drug-sale-company-analysis/query', trial, { period: MAT });
    expect(other.statusCode).toBe(403);
    const exported = await t.post('/api/v2/market/drug-sale-market-overview/export', trial, { period: MAT, block: 'province-ranking' });
    expect(exported.statusCode).toBe(403);
    const anonymous = await t.post('/api/v2/market/drug-sale-market-overview/query', '', { period: MAT });
    expect(anonymous.statusCode).toBe(401);
  });

  it('category and dosage-form licences narrow every block; a licence matching nothing is a 403', async () => {
    const user = await t.ctx.db.selectFrom('app_user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const grant = (kind: string, value: string) => t.ctx.db.insertInto('user_license').values({ user_id: user.id, kind, value }).execute();
    try {
      await grant('category', 'A');
      await grant('form', '普通片');
      // Written behind the admin's back: say so, as the admin's writes do (cached entitlements).
      await bumpEntitlements(t.ctx.db);
      const page = await content('drug-sale-market-overview', demo, { period: MAT, blocks: ['category-structure', 'form-structure'], category: 'ATC' });
      expect(page.blocks['category-structure'].rows.map((r: Row) => r.key)).toEqual(['A']);
      expect(page.blocks['form-structure'].rows.map((r: Row) => r.key)).toEqual(['片剂']);
      const options = await t.get('/api/v2/market/drug-sale-product-analysis/options?key=zx', demo);
      expect(options.json().content).toEqual([{ value: '普通片', label: '普通片' }]);
      await t.ctx.db.updateTable('app_user').set({ areas: JSON.stringify(['火星']) }).where('id', '=', user.id).execute();
      await bumpEntitlements(t.ctx.db);
      const none = await t.post('/api/v2/market/drug-sale-market-overview/query', demo, { period: MAT });
      expect(none.statusCode).toBe(403);
    } finally {
      await t.ctx.db.deleteFrom('user_license').where('user_id', '=', user.id).execute();
      await t.ctx.db.updateTable('app_user').set({ areas: JSON.stringify(['*']) }).where('id', '=', user.id).execute();
      await bumpEntitlements(t.ctx.db);
    }
  });
});

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['a period value of the wrong shape', { period: { type: 'MAT', value: '2026Q3' } }, 'period'],
    ['an unknown period type', { period: { type: 'WEEK', value: '2026-09' } }, 'period.type'],
    ['a period outside the data', { period: { type: 'MONTH', value: '2030-01' } }, 'period'],
    ['a filter of another filter set', { period: MAT, filters: { tym: ['GKA01'] } }, 'filters.tym'],
    ['a filter value of the wrong shape', { period: MAT, filters: { otcRx: 'Rx' } }, 'filters.otcRx'],
    ['an unknown block', { period: MAT, blocks: ['nope'] }, 'blocks'],
    ['a toggle to a dimension of another channel', { period: MAT, toggles: { 'top-companies': 'hospitalGrade' } }, 'toggles.top-companies'],
    ['an unknown category system', { period: MAT, category: 'ICD' }, 'category'],
  ])('%s', async (_name, body, field) => {
    const res = await t.post('/api/v2/market/drug-sale-market-overview/query', demo, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg.startsWith(`${field}:`), res.json().msg).toBe(true);
  });

  it('a period type the page does not offer (hospitals have no MONTH)', async () => {
    const res = await t.post('/api/v2/market/degree-hospital-market-overview/query', demo, { period: { type: 'MONTH', value: '2026-09' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^period\.type:/);
  });

  it('an unknown page is a 404; messages follow Accept-Language', async () => {
    expect((await t.post('/api/v2/market/nope/query', demo, { period: MAT })).statusCode).toBe(404);
    const zh = await t.post('/api/v2/market/drug-sale-market-overview/query', demo, { period: MAT, blocks: ['nope'] }, 'zh-CN');
    expect(zh.json().msg).toBe('blocks: 区块 nope 不存在');
  });
});

describe('periods and options', () => {
  it('lists the period types of the page with their latest and available values', async () => {
    const res = await t.get('/api/v2/market/drug-sale-market-overview/periods', demo);
    const periods = res.json().content;
    expect(periods.dataAsOf).toBe('2026-09');
    expect(periods.types).toEqual(['MAT', 'YEAR', 'QUARTER', 'YTD', 'MONTH']);
    expect(periods.latest).toEqual({ MAT: '2026-09', YEAR: '2025', QUARTER: '2026Q3', YTD: '2026-09', MONTH: '2026-09' });
    expect(periods.values.YEAR).toEqual(['2026', '2025', '2024']);
  });

  it('searches members by name and pinyin initials', async () => {
    const byInitials = await t.get('/api/v2/market/drug-sale-product-analysis/options?key=tym&keyword=rbpt', demo, 'zh-cn');
    expect(byInitials.json().content).toEqual([{ value: 'GKA01', label: '瑞巴派特片' }]);
    const byName = await t.get(`/api/v2/market/drug-sale-company-analysis/options?key=cj&keyword=${encodeURIComponent('禾知')}`, demo, 'zh-cn');
    expect(byName.json().content).toEqual([{ value: 'CKA03', label: '广东禾知制药股份有限公司' }]);
    const bad = await t.get('/api/v2/market/drug-sale-product-analysis/options?key=timeType', demo);
    expect(bad.statusCode).toBe(400);
  });

  it('names the values a restored filter holds, whatever a search would list first', async () => {
    const values = encodeURIComponent(JSON.stringify(['CKA03', 'NO-SUCH']));
    const named = await t.get(`/api/v2/market/drug-sale-company-analysis/options?key=cj&keyword=x&values=${values}`, demo, 'zh-cn');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().content).toEqual([{ value: 'CKA03', label: '广东禾知制药股份有限公司' }]);
    for (const bad of ['not json', '{"a":1}', '[1]', JSON.stringify(Array.from({ length: 101 }, (_, i) => `C${i}`))]) {
      const res = await t.get(`/api/v2/market/drug-sale-company-analysis/options?key=cj&values=${encodeURIComponent(bad)}`, demo);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toMatch(/^values:/);
    }
  });
});

describe('export', () => {
  it('only blocks declared exportable', async () => {
    const res = await t.post('/api/v2/market/drug-sale-product-analysis/export', demo, { period: MAT, block: 'sales-trend' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^block:/);
  });
});

describe('custom markets', () => {
  it('saves, lists and deletes a named filter object per user', async () => {
    const created = await t.post('/api/v2/market/custom-markets', demo, { name: ' 胃药对比 ', pageId: 'competitive-analysis', filters: { itemType: 'product', products: ['PKA001', 'PKA002'] } });
    expect(created.statusCode, created.body).toBe(200);
    const market = created.json().content;
    expect(market).toMatchObject({ name: '胃药对比', pageId: 'competitive-analysis', filters: { products: ['PKA001', 'PKA002'] } });
    const list = await t.get('/api/v2/market/custom-markets?pageId=competitive-analysis', demo);
    expect(list.json().content.map((m: { id: number }) => m.id)).toEqual([market.id]);
    expect((await t.get('/api/v2/market/custom-markets', trial)).json().content).toEqual([]);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/chis_web/api/v2/market/custom-markets/${market.id}`, headers: { authorization: trial } });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/chis_web/api/v2/market/custom-markets/${market.id}`, headers: { authorization: demo } });
    expect(removed.statusCode).toBe(200);
    expect((await t.get('/api/v2/market/custom-markets', demo)).json().content).toEqual([]);
  });

  it('a page the user cannot view cannot be saved; a missing name is a 400', async () => {
    const denied = await t.post('/api/v2/market/custom-markets', trial, { name: 'x', pageId: 'competitive-analysis', filters: {} });
    expect(denied.statusCode).toBe(403);
    const noName = await t.post('/api/v2/market/custom-markets', demo, { pageId: 'competitive-analysis', filters: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toMatch(/^name:/);
  });
});
