// GET /chis_web/api/health answers without a token and says when the market is prepared, so a load
// balancer (and bench:load) can wait for a replica's in-memory sales index instead of guessing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, type TestApp } from '../helpers/app';
import { smallWarehousePath } from '../helpers/warehouse';

let warehouse: Warehouse;
let withMarket: TestApp;
let withoutWarehouse: TestApp;

beforeAll(async () => {
  warehouse = await openWarehouse(await smallWarehousePath(), { readOnly: true });
  withMarket = await createTestApp('sqlite', warehouse);
  withoutWarehouse = await createTestApp('sqlite', null);
});
afterAll(async () => {
  await withMarket.close();
  await withoutWarehouse.close();
  await warehouse.close();
});

async function health(app: TestApp) {
  const res = await app.request({ method: 'GET', url: '/chis_web/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; content: { status: string; market: string } };
}

describe('health check', () => {
  it('reports the market ready once its index is built, with no token', async () => {
    expect((await health(withMarket)).content.market).toMatch(/^(preparing|ready)$/);
    await expect.poll(async () => (await health(withMarket)).content.market, { timeout: 60_000, interval: 100 }).toBe('ready');
    expect(await health(withMarket)).toEqual({ code: 200, msg: 'ok', content: { status: 'ok', market: 'ready' } });
  });

  it('says the market is absent on a server without a warehouse', async () => {
    expect((await health(withoutWarehouse)).content).toEqual({ status: 'ok', market: 'absent' });
  });
});
