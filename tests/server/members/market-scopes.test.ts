// Market pages under a plan's narrow scopes (issue 23 item 2): a plan licensing only hospitals opens
// the hospital overview and refuses the retail one (403 noLicence); a plan licensing only 北京 sees
// totals equal to the unrestricted member's 北京 figures. On SQLite and, when configured, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb, type AppDb } from '../../../server/db/connect';
import { hashPassword } from '../../../server/modules/auth/password';
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

describe.each(dialects())('market pages under a narrow plan (%s)', (dialect) => {
  let t: TestApp;
  let appDb: AppDb;
  let made = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
  });
  afterAll(async () => {
    await appDb?.close();
    await t?.close();
  });

  /** A member of a new plan holding every code with these scopes; returns their token. */
  async function memberOf(plan: { areas: string[]; channels: string[] }): Promise<string> {
    const n = ++made;
    const { id } = await appDb.db
      .insertInto('member_group')
      .values({ name: `scoped${n}`, rules: '["*"]', areas: JSON.stringify(plan.areas), channels: JSON.stringify(plan.channels) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appDb.db
      .insertInto('app_user')
      .values({ username: `scoped${n}x`, nickname: 'S', password_hash: await hashPassword('Member-123'), group_id: id, areas: JSON.stringify(plan.areas), status: 'active', created_at: t.clock.now })
      .execute();
    return t.login(`scoped${n}x`, 'Member-123');
  }

  const query = (page: string, token: string, body: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `/chis_web/api/v2/market/${page}/query`, token, payload: body });

  it('a plan licensing hospitals only opens the hospital overview and refuses the retail one', async () => {
    const token = await memberOf({ areas: ['*'], channels: ['HOSPITAL'] });
    expect((await query('degree-hospital-market-overview', token)).statusCode).toBe(200);
    const retail = await query('drug-sale-market-overview', token);
    expect(retail.statusCode).toBe(403);
    expect(retail.json().msg).toBe('Your account is not licensed for any area, category or dosage form');
  });

  it('a plan licensing 北京 only: the figures equal the unrestricted member’s 北京 figures', async () => {
    const token = await memberOf({ areas: ['北京'], channels: ['*'] });
    const demo = await t.login('demo', 'chis-demo-2026');
    const blocks = ['kpis', 'province-ranking', 'top-products', 'category-structure'];
    const narrow = await query('drug-sale-market-overview', token, { blocks });
    expect(narrow.statusCode, narrow.body).toBe(200);
    const beijing = await query('drug-sale-market-overview', demo, { blocks, filters: { region: ['110000'] } });
    expect(beijing.statusCode, beijing.body).toBe(200);
    expect(narrow.json().content.licensedProvinces).toEqual(['北京市']);
    expect(narrow.json().content.blocks['province-ranking'].rows.map((r: { key: string }) => r.key)).toEqual(['110000']);
    expect(narrow.json().content.blocks).toEqual(beijing.json().content.blocks);
  });
});
