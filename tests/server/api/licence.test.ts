// GET /api/v2/home/licence: what the signed-in member's licence covers, for the home page's data note
// and the user centre (issue 26 item 8). The small warehouse holds 北京, 江苏 and 广东.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('licence (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
  });
  afterAll(() => t.close());

  const licence = async (token: string) => {
    const res = await t.request({ method: 'GET', url: '/chis_web/api/v2/home/licence', token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as unknown;
  };

  it('names the trial\'s licensed provinces and says all of China for the demo account', async () => {
    expect(await licence(await t.login('trial', 'chis-trial-2026'))).toEqual({ provinces: ['北京市'], until: null });
    expect(await licence(await t.login('demo', 'chis-demo-2026'))).toEqual({ provinces: null, until: null });
  });

  it('asks for a session', async () => {
    const res = await t.request({ method: 'GET', url: '/chis_web/api/v2/home/licence' });
    expect(res.statusCode).toBe(401);
  });
});
