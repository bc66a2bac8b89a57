// The basic-database lists under a narrow licence (issue 23 item 2): a member licensed for 北京 and
// 上海 sees no row of another province in any database holding provinces — list, facets and export —
// and the totals equal the unrestricted member's over the allowed provinces (plus national rows of
// no province); a category licence narrows the databases holding ATC groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb, type AppDb } from '../../../server/db/connect';
import { bumpEntitlements } from '../../../server/modules/entitlements/version';
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

const ALLOWED = ['北京市', '上海市'];
const PROVINCE_DATABASES = ['win-bid-library', 'policy-notice', 'antibiotics-library', 'pharmacy-industry-library', 'drug-advertisement-position'];

describe.each(dialects())('basic databases under a licence (%s)', (dialect) => {
  let t: TestApp;
  let appDb: AppDb;
  /** The demo subscriber (every code), licensed for 北京 and 上海 only except where a test widens it. */
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    demo = await t.login('demo', 'chis-demo-2026');
    await appDb.db.updateTable('app_user').set({ areas: JSON.stringify(['北京', '上海']) }).where('username', '=', 'demo').execute();
    await bumpEntitlements(appDb.db);
  });
  afterAll(async () => {
    await appDb?.close();
    await t?.close();
  });

  const get = (url: string, token: string) => t.request({ method: 'GET', url: `/chis_web/api/v2/database/${url}`, token });
  const filters = (values: string[]) => encodeURIComponent(JSON.stringify([{ field: 'province', op: 'in', value: values }]));

  it.each(PROVINCE_DATABASES)('%s: no row outside the licence, and the total is the sum over the allowed provinces', async (id) => {
    const res = await get(`${id}/list?pageSize=500`, demo);
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().content as { list: { province: string | null }[]; total: number };
    expect(list.filter((row) => row.province !== null && !ALLOWED.includes(row.province))).toEqual([]);
    // Unrestricted, the same lists: the allowed provinces' rows, and the rows of no province.
    await appDb.db.updateTable('app_user').set({ areas: '["*"]' }).where('username', '=', 'demo').execute();
    await bumpEntitlements(appDb.db);
    try {
      const allowed = (await get(`${id}/list?filters=${filters(ALLOWED)}`, demo)).json().content.total as number;
      const everything = (await get(`${id}/list`, demo)).json().content.total as number;
      const counted = (await get(`${id}/facets?fields=province`, demo)).json().content.province as { value: string | null; count: number }[];
      const provinced = counted.filter((f) => f.value !== null).reduce((sum, f) => sum + f.count, 0);
      expect(total).toBe(allowed + (everything - provinced));
      expect(total).toBeLessThan(everything);
    } finally {
      await appDb.db.updateTable('app_user').set({ areas: JSON.stringify(['北京', '上海']) }).where('username', '=', 'demo').execute();
      await bumpEntitlements(appDb.db);
    }
    const facets = await get(`${id}/facets?fields=province`, demo);
    expect(facets.statusCode, facets.body).toBe(200);
    const values = (facets.json().content.province as { value: string | null }[]).map((f) => f.value).filter((v) => v !== null);
    expect(values.every((v) => ALLOWED.includes(v as string))).toBe(true);
  });

  it('a request asking for another province gets nothing, and the export counts only licensed rows', async () => {
    const res = await get(`win-bid-library/list?filters=${filters(['江苏省'])}`, demo);
    expect(res.json().content.total).toBe(0);
    const listed = (await get('win-bid-library/list', demo)).json().content.total as number;
    const exported = await t.request({ method: 'POST', url: '/chis_web/api/v2/database/win-bid-library/export', token: demo, payload: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().content.total).toBe(listed);
  });

  it('a category licence narrows the databases holding ATC groups', async () => {
    const { id: userId } = await appDb.db.selectFrom('app_user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    await appDb.db.insertInto('user_license').values({ user_id: userId, kind: 'category', value: 'C' }).execute();
    await bumpEntitlements(appDb.db);
    try {
      const { list, total } = (await get('drug-library/list?pageSize=500', demo)).json().content as { list: { atc1: string }[]; total: number };
      expect(total).toBeGreaterThan(0);
      expect(new Set(list.map((row) => row.atc1))).toEqual(new Set(['C']));
    } finally {
      await appDb.db.deleteFrom('user_license').where('user_id', '=', userId).execute();
      await bumpEntitlements(appDb.db);
    }
  });
});
