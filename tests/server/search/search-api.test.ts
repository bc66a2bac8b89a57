// One-click search API over the small warehouse: counts equal the database page's own total for the
// keyword, pages the caller may not view are absent, the item's channel figures add up and narrow to
// a province licence, and bad input, missing codes and unknown ids are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import { TRIAL_AREAS } from '../../../server/modules/auth/member-groups';
import type { Warehouse } from '../../../server/warehouse/connection';
import { databaseWhitelist } from '../../../src/generated/whitelist';
import { createTestApp, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';
import { bumpEntitlements } from '../../../server/modules/entitlements/version';

const KEYWORD = '阿莫西林';
/** The seed's generic at every scale (its name holds KEYWORD). */
const GENERIC = '阿莫西林胶囊';
let warehouse: Warehouse;
let t: TestApp;
let demo: string;
let trial: string;

beforeAll(async () => {
  warehouse = await openSmallWarehouse();
  t = await createTestApp('sqlite', warehouse);
  demo = await t.login('demo', 'chis-demo-2026');
  trial = await t.login('trial', 'chis-trial-2026');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await warehouse?.close();
});

type PageCount = { id: string; path: string; count: number | null; matchedBy: string };
type Section = { id: string; total: number; pages: PageCount[] };
type Figure = { channel: string; amount: number; prevAmount: number; growth: number | null; isNew: boolean; share: number | null; dataAsOf: string };

const get = (url: string, token: string, query: Record<string, string>) => t.request({ method: 'GET', url: `/chis_web${url}`, token, query });

async function pageTotal(token: string, id: string, query: Record<string, string>): Promise<number> {
  const res = await get(`/api/v2/database/${id}/list`, token, { ...query, pageSize: '1' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.total;
}

describe('GET /api/v2/home/search/summary', () => {
  it('counts each viewable page as its own list does for the keyword, grouped and sorted by count', async () => {
    const res = await get('/api/v2/home/search/summary', demo, { keyword: KEYWORD });
    expect(res.statusCode, res.body).toBe(200);
    const { sections, hits } = res.json().content as { sections: Section[]; hits: { name: string }[] };
    expect(hits.some((hit) => hit.name.includes(KEYWORD))).toBe(true);
    expect(sections.map((s) => s.id)).toContain('drug-database');
    const pages = sections.flatMap((s) => s.pages);
    expect(pages.some((p) => (p.count ?? 0) > 0)).toBe(true);
    for (const section of sections) {
      expect(section.total).toBe(section.pages.reduce((sum, p) => sum + (p.count ?? 0), 0));
      const counts = section.pages.map((p) => p.count ?? -1);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    for (const page of pages.filter((p) => (p.count ?? 0) > 0).slice(0, 4)) {
      expect(await pageTotal(demo, page.id, { keyword: KEYWORD }), page.id).toBe(page.count);
    }
  });

  // Issue 13 item 4: 'amxl' found 0 records in all 22 databases while 阿莫西林 found thousands.
  it('counts a pinyin or initials keyword as the Chinese name it spells, in every database', async () => {
    const counts = async (keyword: string) => {
      const res = await get('/api/v2/home/search/summary', demo, { keyword });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries((res.json().content.sections as Section[]).flatMap((s) => s.pages).map((p) => [p.id, p.count]));
    };
    const chinese = await counts(KEYWORD);
    const total = Object.values(chinese).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    expect(total).toBeGreaterThan(0);
    expect(await counts('amxl')).toEqual(chinese);
    expect(await counts('amoxilin')).toEqual(chinese);
    expect(await pageTotal(demo, 'drug-library', { keyword: 'amxl' })).toBe(chinese['drug-library']);
  });

  it('leaves out the pages the caller may not view', async () => {
    const res = await get('/api/v2/home/search/summary', trial, { keyword: KEYWORD });
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().content.sections as Section[];
    expect(sections.map((s) => s.id)).toEqual(['drug-database']);
    const company = await get('/api/v2/database/pharmacy-industry-library/list', trial, { keyword: KEYWORD });
    expect(company.statusCode).toBe(403);
  });

  it('names the missing or empty keyword in a 400', async () => {
    for (const query of [{}, { keyword: '' }, { keyword: '  ' }] as Record<string, string>[]) {
      const res = await get('/api/v2/home/search/summary', demo, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/keyword/);
    }
  });
});

describe('GET /api/v2/home/search/item', () => {
  /** Runs `check` while demo holds exactly these licences (kind, value; areas are the member's list), then gives back all of China. */
  async function withDemoLicences(grants: [string, string][], check: () => Promise<void>): Promise<void> {
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: undefined, schema: undefined });
    const user = await appDb.db.selectFrom('app_user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const areas = grants.filter(([kind]) => kind === 'area').map(([, value]) => value);
    const rows = grants.filter(([kind]) => kind !== 'area');
    if (areas.length > 0) await appDb.db.updateTable('app_user').set({ areas: JSON.stringify(areas) }).where('id', '=', user.id).execute();
    if (rows.length > 0) await appDb.db.insertInto('user_license').values(rows.map(([kind, value]) => ({ user_id: user.id, kind, value }))).execute();
    // Written behind the admin's back: say so, as the admin's writes do (cached entitlements).
    await bumpEntitlements(appDb.db);
    try {
      await check();
    } finally {
      await appDb.db.deleteFrom('user_license').where('user_id', '=', user.id).execute();
      await appDb.db.updateTable('app_user').set({ areas: JSON.stringify(['*']) }).where('id', '=', user.id).execute();
      await bumpEntitlements(appDb.db);
      await appDb.close();
    }
  }

  async function genericId(): Promise<string> {
    const [row] = await warehouse.all<{ id: string }>('SELECT generic_id AS id FROM dim_generic WHERE name = $1', [GENERIC]);
    return row.id;
  }

  async function direct(id: string, provinces: string[] | null): Promise<Record<string, number>> {
    const rows = await warehouse.all<{ channel: string; amount: number }>(
      `SELECT channel, SUM(amount) AS amount FROM cube_generic_month
        WHERE generic_id = $1 AND month BETWEEN DATE '2025-10-01' AND DATE '2026-09-01'
          ${provinces ? `AND province_code IN (SELECT province_code FROM dim_region WHERE province IN (${provinces.map((_, i) => `$${i + 2}`).join(', ')}))` : ''}
        GROUP BY channel`,
      [id, ...(provinces ?? [])],
    );
    return Object.fromEntries(rows.map((r) => [r.channel, r.amount]));
  }

  it('answers identity, MAT figures per channel with OMNI = the sum, trend and mentioning pages', async () => {
    const id = await genericId();
    const res = await get('/api/v2/home/search/item', demo, { type: 'generic', id });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json().content as {
      item: { name: string; attributes: Record<string, string | null> };
      channels: Figure[];
      trend: { months: string[]; series: Record<string, number[]> };
      sections: Section[];
    };
    expect(content.item.name).toBe(GENERIC);
    expect(content.channels.map((c) => c.channel)).toEqual(['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C', 'OMNI']);
    const expected = await direct(id, null);
    const byChannel = Object.fromEntries(content.channels.map((c) => [c.channel, c]));
    for (const channel of ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C']) {
      expect(byChannel[channel].amount).toBeCloseTo(expected[channel] ?? 0, 2);
      expect(byChannel[channel].dataAsOf).toBe('2026-09');
    }
    const omni = byChannel.OMNI;
    expect(omni.amount).toBeGreaterThan(0);
    expect(omni.amount).toBeCloseTo(Object.values(expected).reduce((a, b) => a + b, 0), 2);
    expect(omni.share).toBe(1);
    for (const figure of content.channels) {
      if (figure.prevAmount > 0) expect(figure.growth).toBeCloseTo(figure.amount / figure.prevAmount - 1, 9);
      else expect(figure.growth).toBeNull();
    }
    expect(content.trend.months).toHaveLength(24);
    expect(content.trend.months.at(-1)).toBe('2026-09');
    expect(content.trend.series.OMNI.slice(-12).reduce((a, b) => a + b, 0)).toBeCloseTo(omni.amount, 2);
    const mentioning = content.sections.flatMap((s) => s.pages);
    const keyed = mentioning.find((p) => p.matchedBy === 'genericId' && (p.count ?? 0) > 0);
    expect(keyed).toBeDefined();
    const table = databaseWhitelist[keyed!.id].table;
    const [row] = await warehouse.all<{ n: number }>(`SELECT count(*) AS n FROM "${table}" WHERE "genericId" = $1`, [id]);
    expect(keyed!.count).toBe(Number(row.n));
  });

  it('narrows the channel figures to the caller’s licensed provinces', async () => {
    const id = await genericId();
    const before = (await get('/api/v2/home/search/item', demo, { type: 'generic', id })).json().content.channels as Figure[];
    await withDemoLicences(TRIAL_AREAS.map((area) => ['area', area]), async () => {
      const after = (await get('/api/v2/home/search/item', demo, { type: 'generic', id })).json().content.channels as Figure[];
      const expected = await direct(id, TRIAL_AREAS.map((area) => `${area}市`));
      const omniAfter = after.find((c) => c.channel === 'OMNI')!.amount;
      expect(omniAfter).toBeLessThan(before.find((c) => c.channel === 'OMNI')!.amount);
      expect(omniAfter).toBeCloseTo(Object.values(expected).reduce((a, b) => a + b, 0), 2);
    });
  });

  it('narrows the channel figures to the caller’s licensed categories and dosage forms', async () => {
    const id = await genericId();
    const [made] = await warehouse.all<{ company: string; atc1: string; form: string }>(
      `SELECT p.company_id AS company, left(g.atc4, 1) AS atc1, g.dosage_form AS form FROM dim_product p
        JOIN dim_generic g ON g.generic_id = p.generic_id WHERE p.generic_id = $1 LIMIT 1`,
      [id],
    );
    const omniOf = async (type: string, itemId: string) =>
      ((await get('/api/v2/home/search/item', demo, { type, id: itemId })).json().content.channels as Figure[]).find((c) => c.channel === 'OMNI')!.amount;
    const genericBefore = await omniOf('generic', id);
    const companyBefore = await omniOf('company', made.company);
    const otherCategory = made.atc1 === 'A' ? 'B' : 'A';
    await withDemoLicences([['category', otherCategory]], async () => expect(await omniOf('generic', id)).toBe(0));
    await withDemoLicences([['category', made.atc1]], async () => expect(await omniOf('generic', id)).toBeCloseTo(genericBefore, 2));
    await withDemoLicences([['form', made.form]], async () => {
      const [expected] = await warehouse.all<{ amount: number }>(
        `SELECT SUM(f.amount) AS amount FROM fact_sales_month f JOIN dim_sku k ON k.sku_id = f.sku_id
          JOIN dim_product p ON p.product_id = k.product_id JOIN dim_generic g ON g.generic_id = p.generic_id
          WHERE p.company_id = $1 AND g.dosage_form = $2 AND f.month BETWEEN DATE '2025-10-01' AND DATE '2026-09-01'`,
        [made.company, made.form],
      );
      const companyAfter = await omniOf('company', made.company);
      expect(companyAfter).toBeGreaterThan(0);
      expect(companyAfter).toBeLessThanOrEqual(companyBefore);
      expect(companyAfter).toBeCloseTo(Number(expected.amount), 2);
    });
  });

  it('refuses a bad type (400 naming it), a caller without the code (403) and an unknown id (404)', async () => {
    const bad = await get('/api/v2/home/search/item', demo, { type: 'planet', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/type/);
    const missing = await get('/api/v2/home/search/item', demo, { type: 'generic' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/id/);
    expect((await get('/api/v2/home/search/item', trial, { type: 'generic', id: await genericId() })).statusCode).toBe(403);
    expect((await get('/api/v2/home/search/item', demo, { type: 'company', id: 'NO-SUCH' })).statusCode).toBe(404);
  });
});
