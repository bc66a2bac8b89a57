// Tracker issue 11, item 6: a request body cannot pin memory. The market query refuses unknown
// fields (400), and its result cache is keyed on the query as the page understood it — never on
// the body as sent — so junk, key order or spelled-out defaults make no new cache entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Licenses } from '../../../server/modules/auth/permission-service';
import { buildMarketCatalogue, type MarketPage } from '../../../server/modules/market/catalogue';
import { createMarketService, type QueryBody } from '../../../server/modules/market/service';
import type { Warehouse } from '../../../server/warehouse/connection';
import { analysisPages } from '../../../src/generated/whitelist';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

const UNRESTRICTED: Licenses = { areas: null, categories: null, forms: null, channels: null };
const QUERY = '/chis_web/api/v2/market/drug-sale-market-overview/query';

let warehouse: Warehouse;
let pages: Record<string, MarketPage>;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
  pages = await buildMarketCatalogue(analysisPages, { market: 'schemas/market', filters: 'schemas/filters' });
});
afterAll(async () => {
  await warehouse.close();
});

describe('the market result cache', () => {
  it('keys on the normalised query: junk, key order and spelled-out defaults share one entry', async () => {
    const service = createMarketService(warehouse);
    const page = pages['drug-sale-market-overview'];
    const base: QueryBody = { blocks: ['kpis'], filters: { otcRx: ['OTC'] } };
    const first = await service.query(page, base, UNRESTRICTED, 'en');
    const defaults = Object.fromEntries(page.filterKeys.filter((k) => k.default !== undefined).map((k) => [k.key, k.default]));
    const variants: object[] = [
      { filters: { otcRx: ['OTC'] }, blocks: ['kpis'] },
      { blocks: ['kpis'], filters: { ...defaults, otcRx: ['OTC'] } },
      { blocks: ['kpis'], filters: { otcRx: ['OTC'], dx: null }, category: 'ATC' },
      { blocks: ['kpis'], filters: { otcRx: ['OTC'] }, toggles: {} },
    ];
    for (const variant of variants) expect(await service.query(page, variant as QueryBody, UNRESTRICTED, 'en')).toBe(first);
    // 1,100 bodies each with a different junk field (had one slipped past the route's schema).
    for (let i = 0; i < 1_100; i++) await service.query(page, { ...base, [`junk${i}`]: 'x'.repeat(1000) } as QueryBody, UNRESTRICTED, 'en');
    expect(service.cachedQueries()).toBe(1);
  });
});

describe.each(dialects())('market query bodies (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    token = await t.login('demo', 'chis-demo-2026');
  });
  afterAll(() => t.close());

  it.each([
    [{ blocks: ['kpis'], junk: 'x'.repeat(10_000) }, 'junk: is not allowed'],
    [{ blocks: ['kpis'], period: { type: 'MAT', value: '2025-06', junk: 1 } }, 'period.junk: is not allowed'],
    [{ block: 'kpis' }, 'block: is not allowed'],
    [{ filters: { junk: ['x'] } }, 'filters.junk'],
  ])('refuses unknown fields with a 400 naming them (%#)', async (payload, message) => {
    const res = await t.request({ method: 'POST', url: QUERY, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
  });

  it('refuses unknown fields on the export too', async () => {
    const res = await t.request({ method: 'POST', url: '/chis_web/api/v2/market/drug-sale-market-overview/export', token, payload: { block: 'province-ranking', junk: 1 } });
    expect(res.json()).toMatchObject({ code: 400, msg: 'junk: is not allowed' });
  });
});
