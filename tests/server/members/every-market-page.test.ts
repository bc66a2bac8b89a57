// Every market page under a plan licensing two provinces (issue 23 tests): no row of another
// province in any block keyed by province, and the page's market total (its KPI amount) equal to
// the sum over the two provinces that SQL written here reads straight from the warehouse's fact
// table — for every page whose default view is its channels' whole market (the competitive analysis
// compares items the member picks, and has no KPI). On SQLite and, when configured, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisPages } from '../../../src/generated/whitelist';
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

/** The plan's provinces: as a plan names them, and their warehouse codes. */
const AREAS = ['北京', '广东'];
const CODES = ['110000', '440000'];

type Block = { kind: string; dimension?: string; rows?: { key: string }[]; columns?: { key: string }[]; values?: Record<string, number | null> };

describe.each(dialects())('every market page under a two-province plan (%s)', (dialect) => {
  let t: TestApp;
  let appDb: AppDb;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    const areas = JSON.stringify(AREAS);
    const { id } = await appDb.db.insertInto('member_group').values({ name: 'two provinces', rules: '["*"]', areas }).returning('id').executeTakeFirstOrThrow();
    await appDb.db
      .insertInto('app_user')
      .values({ username: 'twoprov', nickname: 'T', password_hash: await hashPassword('Member-123'), group_id: id, areas, status: 'active', created_at: t.clock.now })
      .execute();
    token = await t.login('twoprov', 'Member-123');
  });
  afterAll(async () => {
    await appDb?.close();
    await t?.close();
  });

  /** The market total of `channels` over `provinces` in a month window, by SQL on the fact table. */
  async function factTotal(channels: readonly string[], provinces: string[], window: { from: string; to: string }): Promise<number> {
    const [row] = await warehouse.all<{ amount: number | null }>(
      `SELECT sum(amount) AS amount FROM fact_sales_month
        WHERE channel IN (${channels.map((_, i) => `$${i + 1}`).join(', ')})
          AND province_code IN (${provinces.map((_, i) => `$${channels.length + i + 1}`).join(', ')})
          AND month BETWEEN CAST($${channels.length + provinces.length + 1} AS DATE) AND CAST($${channels.length + provinces.length + 2} AS DATE)`,
      [...channels, ...provinces, `${window.from}-01`, `${window.to}-01`],
    );
    return Number(row.amount ?? 0);
  }

  it('no province outside the plan on any page, and each whole-market total is the sum over the two provinces', async () => {
    const checked: string[] = [];
    const provincesSeen = new Set<string>();
    for (const page of Object.values(analysisPages)) {
      const res = await t.request({ method: 'POST', url: `/chis_web/api/v2/market/${page.id}/query`, token, payload: page.channel === 'competitive' ? { filters: { itemType: 'product', products: ['PKA001', 'PKA002'] } } : {} });
      expect(res.statusCode, `${page.id}: ${res.body}`).toBe(200);
      const answer = res.json().content as { licensedProvinces: string[]; period: { cur: { from: string; to: string } }; base: { market: string[] }; blocks: Record<string, Block> };
      expect(answer.licensedProvinces, page.id).toEqual(['北京市', '广东省']);
      for (const [id, block] of Object.entries(answer.blocks)) {
        const keys = [
          ...(block.dimension === 'province' ? (block.rows ?? []).map((r) => r.key) : []),
          ...(block.kind === 'matrix' && block.dimension === 'province' ? (block.columns ?? []).map((c) => c.key) : []),
        ].filter((key) => /^\d{6}$/.test(key));
        expect(keys.filter((key) => !CODES.includes(key)), `${page.id}/${id}`).toEqual([]);
        keys.forEach((key) => provincesSeen.add(key));
      }
      const kpis = Object.values(answer.blocks).find((b) => b.kind === 'kpi');
      // A default view narrowed by filters (a category screen's default level, say) is not the whole market.
      if (!kpis || answer.base.market.length > 0) continue;
      const expected = await factTotal(page.factChannels, CODES, answer.period.cur);
      expect(expected, page.id).toBeGreaterThan(0);
      expect(kpis.values!.amount, page.id).toBeCloseTo(expected, 2);
      checked.push(page.id);
    }
    // Province blocks were there to check: the rankings, maps and regional spreads show both provinces.
    expect([...provincesSeen].sort()).toEqual(CODES);
    // Every channel's overview, product, company and category pages: all but the competitive analysis.
    expect(checked.length).toBeGreaterThanOrEqual(Object.keys(analysisPages).length - 1);
  });
});
