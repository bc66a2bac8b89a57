// Every block of every market-overview page answers the same from the in-memory sales index (its
// product, generic, national and area grains, and the shared bases rolled up in columns) as from
// DuckDB SQL: warehouses on the same `small` file, one never building the index, one building the
// index of a warehouse with too many facts for the product grain (the large scale's: the other
// grains answer, the rest runs as SQL). For each period type, with
// no licence restriction, the trial account's provinces, a category and dosage-form licence, the
// SORT toggle, a region filter and member filters on the page's own donut dimensions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Licenses } from '../../../server/modules/auth/permission-service';
import { buildMarketCatalogue, type MarketPage } from '../../../server/modules/market/catalogue';
import { salesIndexOf, withoutSalesIndex } from '../../../server/modules/market/columnar/sales-index';
import { createMarketService, type MarketService, type QueryBody } from '../../../server/modules/market/service';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';
import { analysisPages } from '../../../src/generated/whitelist';
import { smallWarehousePath } from '../helpers/warehouse';

const SECTIONS = ['drug-sale', 'degree-hospital', 'grassroots-medical-institution', 'b2c', 'omni-channel'];

const LICENCES: Record<string, Licenses> = {
  unrestricted: { areas: null, categories: null, forms: null, channels: null },
  trial: { areas: ['北京', '上海'], categories: null, forms: null, channels: null },
  'categories and forms': { areas: null, categories: ['J', 'C', '01'], forms: ['片剂', '胶囊剂', '注射剂'], channels: null },
};

let inMemory: Warehouse;
let lean: Warehouse;
let sql: Warehouse;
let pages: Record<string, MarketPage>;
let memoryService: MarketService;
let leanService: MarketService;
let sqlService: MarketService;

beforeAll(async () => {
  const path = await smallWarehousePath();
  inMemory = await openWarehouse(path, { readOnly: true });
  lean = await openWarehouse(path, { readOnly: true });
  sql = await openWarehouse(path, { readOnly: true });
  withoutSalesIndex(sql);
  expect((await salesIndexOf(inMemory))?.product).not.toBeNull();
  const leanIndex = await salesIndexOf(lean, { maxFactRows: 0 });
  expect(leanIndex).not.toBeNull();
  expect(leanIndex!.product).toBeNull();
  expect(await salesIndexOf(sql)).toBeNull();
  pages = await buildMarketCatalogue(analysisPages, { market: 'schemas/market', filters: 'schemas/filters' });
  memoryService = createMarketService(inMemory, { cache: false });
  leanService = createMarketService(lean, { cache: false });
  sqlService = createMarketService(sql, { cache: false });
}, 120_000);
afterAll(async () => {
  await inMemory.close();
  await lean.close();
  await sql.close();
});

/** Equal, numbers up to the summation order (relative 1e-9). */
function expectSame(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (actual !== expected) expect(Math.abs(actual - expected) / Math.max(Math.abs(actual), Math.abs(expected)), `${path}: ${actual} vs ${expected}`).toBeLessThan(1e-9);
    return;
  }
  if (expected === null || actual === null || typeof expected !== 'object' || typeof actual !== 'object') {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(Object.keys(actual).sort(), path).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expectSame((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
}

describe('market-overview pages: in-memory index (full and lean) = SQL', () => {
  for (const section of SECTIONS) {
    it(section, async () => {
      const page = pages[`${section}-market-overview`];
      const periods = await sqlService.periods(page);
      const bodies: QueryBody[] = [];
      for (const type of periods.types) {
        const values = periods.values[type];
        for (const value of new Set([values[0], values.at(-1)!])) bodies.push({ period: { type, value } });
      }
      const latest = { type: page.defaultPeriod, value: periods.latest[page.defaultPeriod] };
      bodies.push({ period: latest, category: 'SORT', filters: { region: ['广东', '北京'] } });
      bodies.push({ period: latest, filters: { dx: ['化学药'], otcRx: ['Rx', '双跨'], zx: ['片剂'] } });
      let compared = 0;
      for (const [licence, licenses] of Object.entries(LICENCES)) {
        for (const body of licence === 'unrestricted' ? bodies : bodies.slice(-3)) {
          const expected = await sqlService.query(page, body, licenses, 'zh-cn');
          expectSame(await memoryService.query(page, body, licenses, 'zh-cn'), expected, `${licence} ${JSON.stringify(body)}`);
          expectSame(await leanService.query(page, body, licenses, 'zh-cn'), expected, `lean index, ${licence} ${JSON.stringify(body)}`);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(10);
    });
  }
});
