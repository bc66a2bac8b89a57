// "Unrestricted" is a value, never the absence of rows (issue 21 item 6): a member's licensed areas
// are set on the member screen (all of China, or provinces), a member added without a choice starts
// with their plan's areas (the trial plan: 北京, 上海), and no group licenses no province. Deleting a
// member and bringing the row back, or creating the account again, never widens what they see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';
import { openSmallWarehouse } from '../helpers/warehouse';

const API = '/chis_web/api/admin';
const HEADER = { code: '', name: '省份' };

type Province = { code: string; name: string };

let warehouse: Warehouse;
let provinces: Province[];

beforeAll(async () => {
  warehouse = await openSmallWarehouse();
  provinces = await warehouse.all<Province>('SELECT DISTINCT province_code AS code, province AS name FROM dim_region ORDER BY 1');
});
afterAll(() => warehouse.close());

describe.each(dialects())('licensed areas are explicit (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let groups: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    token = await adminLogin(t);
    const list = (await t.request({ method: 'GET', url: `${API}/user-group`, token })).json().content.list as { id: number; name: string }[];
    groups = Object.fromEntries(list.map((g) => [g.name, g.id]));
  });
  afterAll(() => t.close());

  /** Adds a member through the member screen; returns their id. */
  async function addMember(username: string, fields: Record<string, unknown>): Promise<number> {
    const res = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username, nickname: username, password: 'Member-123', status: 'active', ...fields } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.id as number;
  }

  /** The provinces a member is offered (the same licence narrows every market query). */
  async function areasSeenBy(username: string): Promise<Province[]> {
    const res = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions/options', token: await t.login(username, 'Member-123') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.RETAIL_MARKET.AREA as Province[];
  }

  /** The warehouse's provinces of these short names (the small set has 北京 but not 上海). */
  const named = (...shortNames: string[]) => provinces.filter((p) => shortNames.some((s) => p.name.startsWith(s)));

  it('starts a member the administrator adds to the trial plan with its provinces only, and shows them on the member screen', async () => {
    const id = await addMember('trialbyadmin', { group_id: groups.trial });
    expect(named('北京').length).toBeGreaterThan(0);
    expect(named('北京', '上海').length).toBeLessThan(provinces.length);
    expect(await areasSeenBy('trialbyadmin')).toEqual([HEADER, ...named('北京', '上海')]);
    const row = (await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).json().content;
    expect(row.areas).toEqual(['北京', '上海']);
  });

  it('licenses every province only through the explicit all-of-China value, and exactly the provinces chosen otherwise', async () => {
    const all = await addMember('allchina', { group_id: groups.trial, areas: ['*'] });
    expect(await areasSeenBy('allchina')).toEqual([HEADER, ...provinces]);
    const res = await t.request({ method: 'PUT', url: `${API}/user/${all}`, token, payload: { areas: ['北京'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await areasSeenBy('allchina')).toEqual([HEADER, ...named('北京')]);
    const bad = await t.request({ method: 'PUT', url: `${API}/user/${all}`, token, payload: { areas: ['火星'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^areas: /);
  });

  it('licenses no province to a member in no plan', async () => {
    await addMember('noplan', {});
    expect(await areasSeenBy('noplan')).toEqual([HEADER]);
  });

  it('never widens access when a member is deleted and comes back', async () => {
    const id = await addMember('comesback', { group_id: groups.subscriber, areas: ['北京'] });
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      const row = await appDb.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const deleted = await t.request({ method: 'DELETE', url: `${API}/user?ids=${id}`, token });
      expect(deleted.statusCode, deleted.body).toBe(200);
      // Brought back as it was (what a restore from the recycle bin writes): its areas come with it.
      await appDb.db.insertInto('app_user').values(row).execute();
      expect(await areasSeenBy('comesback')).toEqual([HEADER, ...named('北京')]);
      await t.request({ method: 'DELETE', url: `${API}/user?ids=${id}`, token });
    } finally {
      await appDb.close();
    }
    // Created again without a plan: nothing, not everything.
    await addMember('comesback', {});
    expect(await areasSeenBy('comesback')).toEqual([HEADER]);
  });

  it('keeps the demo accounts as they were: demo sees all of China, trial 北京 and 上海', async () => {
    const seen = async (account: string, password: string) =>
      (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions/options', token: await t.login(account, password) })).json().content.RETAIL_MARKET.AREA;
    expect(await seen('demo', 'chis-demo-2026')).toEqual([HEADER, ...provinces]);
    expect(await seen('trial', 'chis-trial-2026')).toEqual([HEADER, ...named('北京', '上海')]);
  });
});
