// The in-memory sales index answers exactly what the SQL would: for keys of every kind (province,
// region, channel, sub-channel, month, product and generic attributes, pairs of them), with
// product, category, dosage-form and province conditions, counts and several windows, both
// sources give the same rows on the `small` warehouse, from the generic grain (nothing below the
// generic) as from the product grain, from the area grain (no product or generic at all) and from
// the national grains (summed over provinces, for queries of the whole country, and over channels
// too for such queries of every channel). Queries it cannot answer return null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateInMemory } from '../../../server/modules/market/columnar/aggregate-in-memory';
import { salesIndexOf } from '../../../server/modules/market/columnar/sales-index';
import { DIMENSIONS } from '../../../server/modules/market/dimensions';
import { categoryCondition } from '../../../server/modules/market/filters';
import { provinceCondition } from '../../../server/modules/market/entitlements';
import { buildAggregate, type AggregateSpec, type Fragment } from '../../../server/modules/market/sql';
import type { Warehouse } from '../../../server/warehouse/connection';
import { openSmallWarehouse } from '../helpers/warehouse';

let warehouse: Warehouse;

beforeAll(async () => {
  warehouse = await openSmallWarehouse();
  expect(await salesIndexOf(warehouse)).not.toBeNull();
}, 120_000);
afterAll(() => warehouse.close());

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The SQL's rows in the shape of aggregateInMemory's, sorted by key. */
async function viaSql(spec: AggregateSpec) {
  const { sql, params } = buildAggregate(spec);
  const rows = await warehouse.all(sql, params);
  return sorted(
    rows.map((row) => ({
      keys: spec.groupBy.map((_, i) => String(row[`k${i}`] ?? '')),
      windows: Object.fromEntries(spec.windows.map((w) => [w.name, { amount: num(row[`${w.name}_amount`]), units: num(row[`${w.name}_units`]), stdUnits: num(row[`${w.name}_std`]) }])),
      counts: Object.fromEntries((spec.counts ?? []).map((c) => [c.name, num(row[c.name])])),
    })),
  );
}

function sorted<T extends { keys: string[] }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.keys.join('\u0000').localeCompare(b.keys.join('\u0000')));
}

const WINDOWS = [
  { name: 'cur', from: '2025-10', to: '2026-09' },
  { name: 'prev', from: '2024-10', to: '2025-09' },
  { name: 'mom', from: '2026-07', to: '2026-08' },
];
const key = (dimension: string): Fragment => DIMENSIONS[dimension].key;
const MONTH: Fragment = { needs: [], sql: () => "strftime(f.month, '%Y-%m-%d')", memory: 'month' };
const counts = [
  { name: 'nProducts', expr: { needs: ['product'], sql: () => 'p.product_id', memory: 'product' } as Fragment },
  { name: 'nBrands', expr: { needs: ['product'], sql: () => 'p.brand_id', memory: 'brand' } as Fragment },
  { name: 'nCompanies', expr: { needs: ['company'], sql: (refs) => refs.companyId, memory: 'company' } as Fragment },
];

const CASES: { name: string; spec: Partial<AggregateSpec> }[] = [
  { name: 'whole market with counts', spec: { groupBy: [], counts } },
  { name: 'generic × province', spec: { groupBy: [key('generic'), key('province')] } },
  { name: 'product, with standard units', spec: { groupBy: [key('product')], withStd: true } },
  { name: 'brand and company', spec: { groupBy: [key('brand'), key('company')] } },
  { name: 'ATC level 2 with counts', spec: { groupBy: [key('atc2')], counts } },
  { name: 'SORT level 3 × dosage form', spec: { groupBy: [key('sort3'), key('dosageForm')] } },
  { name: 'region × rx/otc', spec: { groupBy: [key('region7'), key('rxOtc')] } },
  { name: 'sub-channel × month', spec: { channels: ['HOSPITAL'], groupBy: [key('hospitalGrade'), MONTH], windows: [{ name: 'm', from: '2024-01', to: '2026-09' }] } },
  {
    name: 'channel × region × month under a province licence, all channels (area grain)',
    spec: { channels: ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'], groupBy: [key('channel'), key('region7'), MONTH], conditions: [provinceCondition({ provinces: ['440000', '110000'], conditions: [] }).fragment], windows: [{ name: 'm', from: '2024-01', to: '2026-09' }], withStd: true },
  },
  { name: 'channel × drug type, all channels', spec: { channels: ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'], groupBy: [key('channel'), key('drugType')] } },
  {
    name: 'licence conditions (category, province)',
    spec: { groupBy: [key('formGroup')], conditions: [categoryCondition(['J', '01']).fragment, provinceCondition({ provinces: ['440000'], conditions: [] }).fragment], counts },
  },
  {
    name: 'licence conditions on the generic grain (no counts)',
    spec: { groupBy: [key('atc1'), MONTH], conditions: [categoryCondition(['J', 'A02']).fragment, provinceCondition({ provinces: ['440000', '320000'], conditions: [] }).fragment] },
  },
  {
    name: 'every province licensed: products and generics of the whole country (national grains)',
    spec: { groupBy: [key('brand'), key('atc3')], conditions: [provinceCondition({ provinces: ['110000', '320000', '440000'], conditions: [] }).fragment], withStd: true },
  },
  { name: 'ATC level 3 of the whole country (national generic grain)', spec: { channels: ['RETAIL', 'B2C'], groupBy: [key('atc3'), key('channel')] } },
  { name: 'brands and ATC level 3 of the whole country and every channel (product grain summed over channels)', spec: { channels: ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'], groupBy: [key('brand'), key('atc3')], withStd: true } },
  { name: 'dosage forms of the whole country and every channel (generic grain summed over channels)', spec: { channels: ['B2C', 'GRASSROOTS', 'HOSPITAL', 'RETAIL'], groupBy: [key('dosageForm')] } },
  { name: 'a product condition', spec: { groupBy: [key('province')], conditions: [{ needs: ['product'], sql: () => "p.trade_name IS NOT NULL AND p.brand_id <> ''" }] } },
  { name: 'no province licensed', spec: { groupBy: [key('generic')], conditions: [provinceCondition({ provinces: [], conditions: [] }).fragment] } },
];

describe('in-memory aggregates equal the SQL ones', () => {
  for (const { name, spec: partial } of CASES) {
    it(name, async () => {
      const spec: AggregateSpec = { channels: ['RETAIL'], groupBy: [], conditions: [], windows: WINDOWS, asOf: '2026-09', ...partial };
      const memory = await aggregateInMemory(warehouse, spec);
      expect(memory).not.toBeNull();
      const expected = await viaSql(spec);
      const actual = sorted(memory!);
      expect(actual.map((r) => r.keys)).toEqual(expected.map((r) => r.keys));
      expect(actual.length).toBeGreaterThan(name === 'no province licensed' ? -1 : 0);
      actual.forEach((row, i) => {
        expect(row.counts).toEqual(expected[i].counts);
        for (const [window, sums] of Object.entries(expected[i].windows)) {
          for (const measure of ['amount', 'units', 'stdUnits'] as const) {
            // To the fen: sums of 10¹⁰ yuan added in another order differ in the 5th decimal (double precision).
            expect(row.windows[window][measure]).toBeCloseTo(sums[measure], 2);
          }
        }
      });
    });
  }

  it('leaves to SQL what it cannot answer (SKU counts, company groups)', async () => {
    const base: AggregateSpec = { channels: ['RETAIL'], groupBy: [], conditions: [], windows: WINDOWS, asOf: '2026-09' };
    expect(await aggregateInMemory(warehouse, { ...base, counts: [{ name: 'nSkus', expr: { needs: ['sku'], sql: () => 'f.sku_id' } }] })).toBeNull();
    expect(await aggregateInMemory(warehouse, { ...base, groupBy: [key('group')] })).toBeNull();
  });
});
