// Every measure × every period type against the hand-computed answers of the `small` fixtures
// (tests/fixtures/market/known-answers.json), through the real API on two test-only pages that
// show every measure (tests/fixtures/market/schemas).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisPages } from '../../../src/generated/whitelist';
import { openSmallWarehouse } from '../helpers/warehouse';
import type { Warehouse } from '../../../server/warehouse/connection';
import answers from '../../fixtures/market/known-answers.json';
import { createMarketTestApp, type MarketTestApp } from './market-app';

const PERIODS = ['MAT', 'YEAR', 'QUARTER', 'YTD', 'MONTH'] as const;
const whitelist = {
  'ka-retail': { ...analysisPages['drug-sale-product-analysis'], id: 'ka-retail', periods: [...PERIODS] },
  'ka-hospital': { ...analysisPages['degree-hospital-product-analysis'], id: 'ka-hospital', periods: [...PERIODS] },
};

let warehouse: Warehouse;
let t: MarketTestApp;
let token: string;

beforeAll(async () => {
  warehouse = await openSmallWarehouse();
  t = await createMarketTestApp(warehouse, { whitelist, schemaDirs: { market: 'tests/fixtures/market/schemas', filters: 'schemas/filters' } });
  token = await t.login('demo', 'chis-demo-2026');
}, 120_000);
afterAll(async () => {
  await t.close();
  await warehouse.close();
});

type Row = Record<string, number | string | boolean | null> & { key: string; name: string };

async function query(page: string, body: Record<string, unknown>, lang?: string) {
  const res = await t.post(`/api/v2/market/${page}/query`, token, body, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content;
}

function close(actual: unknown, expected: number | null, label: string) {
  if (expected === null) expect(actual, label).toBeNull();
  else expect(actual as number, label).toBeCloseTo(expected, 6);
}

describe('three makers of one generic (GKA01): every row measure in every period type', () => {
  const { products, periods } = answers.rebamipide;
  for (const [name, expected] of Object.entries(periods)) {
    it(name, async () => {
      const content = await query('ka-retail', { period: expected.period, filters: { tym: ['GKA01'] }, blocks: ['products', 'kpis'] });
      expect(content.period.cur).toEqual(expected.cur);
      expect(content.period.prev).toEqual(expected.prev);
      expect(content.period.comparable).toBe(true);
      const table = content.blocks.products;
      // top 2 shown, the third maker summed into 其他, the total is the market
      const rows: Row[] = [...table.rows, table.other];
      expect(rows.map((r) => r.key)).toEqual([products[0], products[1], '__other__']);
      const measures = ['amount', 'units', 'stdUnits', 'growth', 'momGrowth', 'share', 'shareChg', 'avgPrice', 'avgPriceGrowth', 'delta', 'contrib', 'ei'] as const;
      for (const measure of measures) {
        const values = expected[measure] as (number | null)[];
        values.forEach((value, i) => close(rows[i][measure], value, `${measure}[${i}]`));
      }
      for (const measure of ['rank', 'rankChg'] as const) {
        expect(table.rows.map((r: Row) => r[measure])).toEqual(expected[measure].slice(0, 2));
        expect(table.other[measure]).toBeNull();
      }
      expect(table.rows.every((r: Row) => r.nSkus === 1)).toBe(true);
      close(table.total.amount, expected.market.amount, 'total amount');
      close(table.total.growth, expected.market.growth, 'total growth');
      close(table.total.share, 1, 'total share');
      // the KPI cards of the same filters agree with the table's total
      const kpis = content.blocks.kpis.values;
      close(kpis.amount, expected.market.amount, 'kpi amount');
      close(kpis.cr3, expected.cr3, 'cr3');
      close(kpis.cr5, 1, 'cr5');
      close(kpis.cr10, 1, 'cr10');
      close(kpis.hhi, expected.hhi, 'hhi');
      expect([kpis.nProducts, kpis.nCompanies, kpis.nBrands, kpis.nSkus]).toEqual([3, 3, 3, 3]);
      expect(content.blocks.kpis.newEntry).toEqual({ growth: false });
    });
  }

  it('a partial year is not compared with a full one', async () => {
    const expected = answers.rebamipide.partialYear;
    const content = await query('ka-retail', { period: expected.period, filters: { tym: ['GKA01'] }, blocks: ['products'] });
    expect(content.period.comparable).toBe(false);
    expect(content.period).toMatchObject({ label: '2026 (Jan–Sep)', noComparison: 'partialYear' });
    const table = content.blocks.products;
    const rows: Row[] = [...table.rows, table.other];
    rows.forEach((row, i) => close(row.amount, expected.amount[i], `amount[${i}]`));
    expect(rows.map((r) => r.growth)).toEqual([null, null, null]);
    expect(rows.some((r) => r.isNew)).toBe(false);
    const chinese = await t.post('/api/v2/market/ka-retail/query', token, { period: expected.period, filters: { tym: ['GKA01'] }, blocks: ['kpis'] }, 'zh-cn');
    expect(chinese.json().content.period.label).toBe('2026年（1–9月）');
  });

  it('the first 12 months have no comparison period, and say so', async () => {
    const content = await query('ka-retail', { period: { type: 'MAT', value: '2024-09' }, filters: { tym: ['GKA01'] }, blocks: ['kpis'] });
    expect(content.period).toMatchObject({ comparable: false, noComparison: 'noHistory' });
    expect(content.firstMonth).toBe('2023-10');
    expect(content.blocks.kpis.values.growth).toBeNull();
  });
});

describe('a group of three companies (CKA01–03): concentration and group roll-up', () => {
  it('KPIs, shares and HHI of group GRKA1 in 2026-09', async () => {
    const expected = answers.groupKpis;
    const filters = { tym: expected.generics, rights: ['GRKA1'] };
    const content = await query('ka-retail', { period: expected.period, filters, blocks: ['kpis', 'companies'] });
    const kpis = content.blocks.kpis.values;
    close(kpis.amount, expected.amount, 'amount');
    close(kpis.growth, expected.growth, 'growth');
    close(kpis.hhi, expected.hhi, 'hhi');
    close(kpis.cr3, expected.cr3, 'cr3');
    close(kpis.cr10, expected.cr10, 'cr10');
    expect(kpis.nCompanies).toBe(expected.nCompanies);
    const rows: Row[] = content.blocks.companies.rows;
    expect(Object.fromEntries(rows.map((r) => [r.key, r.amount]))).toEqual(expected.companyAmounts);
    for (const row of rows) close(row.share, expected.companyShares[row.key as keyof typeof expected.companyShares], `share ${row.key}`);
  });
});

describe('a ranking filtered on its own dimension keeps the market as its base (issue 12)', () => {
  const { retail, hospital } = answers.filteredRankings;
  const measures = ['rank', 'rankChg', 'amount', 'growth', 'share', 'shareChg', 'contrib', 'ei'] as const;

  for (const [block, filter, keys] of [
    ['company-ranking', 'cj', retail.companies],
    ['brand-ranking', 'brand', retail.brands],
  ] as const) {
    it(`${block} with ${filter}: market ranks and shares, the rest in 其他, 合计 = the KPI card`, async () => {
      const content = await query('ka-retail', { period: retail.period, filters: { tym: retail.generics, [filter]: keys }, blocks: ['kpis', block] });
      const table = content.blocks[block];
      expect(table.rows.map((r: Row) => r.key)).toEqual(keys);
      for (const measure of measures) retail.rows[measure].forEach((value, i) => close(table.rows[i][measure], value, `${measure}[${i}]`));
      for (const [measure, value] of Object.entries(retail.other)) close(table.other[measure], value, `other ${measure}`);
      expect([table.other.rank, table.other.rankChg]).toEqual([null, null]);
      close(table.total.amount, retail.market.amount, 'total amount');
      close(table.total.growth, retail.market.growth, 'total growth');
      close(table.total.share, 1, 'total share');
      close(table.total.contrib, 1, 'total contrib');
      close(table.total.ei, 100, 'total ei');
      // the visible rows and 其他 add up to 合计, which is the KPI card
      close(table.rows.reduce((sum: number, r: Row) => sum + (r.amount as number), table.other.amount), retail.market.amount, 'rows + other');
      close(content.blocks.kpis.values.amount, retail.market.amount, 'kpi amount');
      close(content.blocks.kpis.values.growth, retail.market.growth, 'kpi growth');
    });
  }

  it('the group ranking under a company filter shows the chosen companies’ group whole, against the same market', async () => {
    const content = await query('ka-retail', { period: retail.period, filters: { tym: retail.generics, cj: retail.companies }, blocks: ['kpis', 'group-ranking', 'company-ranking'] });
    const groups = content.blocks['group-ranking'];
    expect(groups.rows.map((r: Row) => [r.key, r.rank, r.amount, r.share])).toEqual([[retail.group.key, retail.group.rank, retail.group.amount, retail.group.share]]);
    expect(groups.other).toBeUndefined();
    close(groups.total.amount, content.blocks['company-ranking'].total.amount, 'group total = company total');
    close(groups.total.amount, content.blocks.kpis.values.amount, 'group total = kpi');
  });

  it('the group ranking with rights: rank, Δrank, share, contribution and EI of the whole hospital market', async () => {
    const content = await query('ka-hospital', { period: hospital.period, filters: { tym: hospital.generics, rights: hospital.groups }, blocks: ['kpis', 'group-ranking'] });
    const table = content.blocks['group-ranking'];
    expect(table.rows).toHaveLength(1);
    for (const [measure, value] of Object.entries(hospital.row)) {
      if (typeof value === 'string') expect(table.rows[0][measure]).toBe(value);
      else close(table.rows[0][measure], value, measure);
    }
    for (const [measure, value] of Object.entries(hospital.other)) close(table.other[measure], value, `other ${measure}`);
    close(table.total.amount, hospital.market.amount, 'total');
    close(content.blocks.kpis.values.amount, hospital.market.amount, 'kpi amount');
    close(content.blocks.kpis.values.growth, hospital.market.growth, 'kpi growth');
  });

  it('shows the chosen companies’ own value, growth and share on the KPI cards, beside the market’s', async () => {
    const expected = answers.selectionKpis;
    const content = await query('ka-retail', { period: expected.period, filters: { tym: expected.generics, cj: expected.companies }, blocks: ['kpis'] });
    const kpis = content.blocks.kpis;
    for (const [measure, value] of Object.entries(expected.market)) close(kpis.values[measure], value, `market ${measure}`);
    for (const [measure, value] of Object.entries(expected.selection)) close(kpis.selection.values[measure], value, `selection ${measure}`);
    // Without a selection the cards are the market's alone.
    const plain = await query('ka-retail', { period: expected.period, filters: { tym: expected.generics }, blocks: ['kpis'] });
    expect(plain.blocks.kpis.selection).toBeUndefined();
  });

  it('says which filters made the market and which only picked rows', async () => {
    const content = await query('ka-retail', { period: retail.period, filters: { tym: retail.generics, cj: retail.companies, region: ['广东'] }, blocks: ['kpis'] });
    expect(content.base).toEqual({ market: ['tym', 'region'], selection: ['cj'] });
  });
});

describe('a launch (GKA03): growth is 新进 when the previous value is 0', () => {
  for (const type of ['YTD', 'MONTH', 'MAT'] as const) {
    it(type, async () => {
      const expected = answers.launch[`${type} 2026-09`];
      const content = await query('ka-retail', { period: { type, value: '2026-09' }, filters: { tym: ['GKA03'] }, blocks: ['products', 'kpis'] });
      const [row] = content.blocks.products.rows as Row[];
      expect(row.key).toBe('PKA006');
      close(row.amount, expected.amount, 'amount');
      expect(row.growth).toBeNull();
      expect(row.isNew).toBe(true);
      expect(row.rankChg).toBeNull();
      expect(content.blocks.kpis.newEntry).toEqual({ growth: true });
    });
  }
});

describe('a national VBP round (GKA02, hospitals)', () => {
  it('the quarter after the round: price −80 %, volume ×3 for the winner; the loser keeps 20 %', async () => {
    const expected = answers.vbp['QUARTER 2025Q3'];
    const content = await query('ka-hospital', { period: { type: 'QUARTER', value: '2025Q3' }, filters: { tym: ['GKA02'] }, blocks: ['kpis', 'products', 'grade-mix'] });
    close(content.blocks.kpis.values.amount, expected.amount, 'amount');
    close(content.blocks.kpis.values.growth, expected.growth, 'growth');
    const rows = new Map((content.blocks.products.rows as Row[]).map((r) => [r.key, r]));
    for (const side of [expected.winner, expected.loser]) {
      const row = rows.get(side.product)!;
      for (const measure of ['amount', 'units', 'avgPrice', 'avgPriceGrowth', 'growth'] as const) close(row[measure], side[measure], `${side.product} ${measure}`);
    }
    const grades = content.blocks['grade-mix'];
    expect(grades.rows.map((r: { key: string }) => r.key)).toEqual([expected.grade]);
    const byColumn = Object.fromEntries(grades.columns.map((c: { key: string }, i: number) => [c.key, grades.cells[0][i]]));
    expect(byColumn).toEqual({ [expected.winner.product]: expected.winner.amount, [expected.loser.product]: expected.loser.amount });
    const before = await query('ka-hospital', { period: { type: 'QUARTER', value: '2025Q2' }, filters: { tym: ['GKA02'] }, blocks: ['kpis'] });
    close(before.blocks.kpis.values.amount, answers.vbp['QUARTER 2025Q2'].amount, 'before');
  });
});

describe('a dated rename (CKA03, SCD-2)', () => {
  it('names the company as it was at the end of the period; its series stays continuous', async () => {
    for (const value of ['2025-09', '2026-09'] as const) {
      // The hand-computed answers are the Chinese names.
      const content = await query('ka-retail', { period: { type: 'MONTH', value }, filters: { cj: ['CKA03'] }, blocks: ['companies'] }, 'zh-cn');
      expect(content.blocks.companies.rows.map((r: Row) => r.name)).toEqual([answers.rename[`MONTH ${value}`]]);
    }
    const mat = await query('ka-retail', { period: { type: 'MAT', value: '2026-09' }, filters: { cj: ['CKA03'] }, blocks: ['companies'] });
    expect(mat.blocks.companies.rows.map((r: Row) => [r.key, r.amount])).toEqual([['CKA03', answers.rename['MAT 2026-09 amount']]]);
  });
});

describe('a seasonal category (GKA04): the trend of quarters', () => {
  it('12 quarters ending 2025Q4, kept inside the data, each compared with the same quarter a year earlier', async () => {
    const expected = answers.seasonal;
    const content = await query('ka-retail', { period: { type: 'QUARTER', value: '2025Q4' }, filters: { tym: ['GKA04'] }, blocks: ['trend'] });
    const rows = content.blocks.trend.rows as Row[];
    expect(Object.fromEntries(rows.map((r) => [r.key, r.amount]))).toEqual(expected.quarters);
    for (const [key, growth] of Object.entries(expected.quarterGrowth)) close(rows.find((r) => r.key === key)!.growth, growth, key);
    expect(rows.find((r) => r.key === '2023Q4')!.isNew).toBeUndefined();
    // the first four quarters have no quarter a year earlier in the data, and say so
    expect(rows.filter((r) => r.noComparison).map((r) => r.key)).toEqual(['2023Q4', '2024Q1', '2024Q2', '2024Q3']);
    const year = await query('ka-retail', { period: { type: 'YEAR', value: '2025' }, filters: { tym: ['GKA04'] }, blocks: ['kpis'] });
    close(year.blocks.kpis.values.amount, expected.year2025, 'year');
  });
});
