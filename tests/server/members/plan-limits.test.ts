// The scopes and limits of a plan the market pages and the basic databases apply (issue 23 item 2):
// the history span (periods before it are refused saying what the plan covers, trends stop there),
// the saved custom markets limit, an omni-channel page narrowed to the licensed channels, the
// monthly export quota spent by market exports, and the licence on a database row's detail. On
// SQLite and, when configured, PostgreSQL.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthIndex, periodWindow, type PeriodType } from '../../../src/shared/period';
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

interface Plan {
  areas?: string[];
  channels?: string[];
  categories?: string[];
  forms?: string[];
  history_months?: number;
  saved_markets?: number;
  export_rows_month?: number;
}

const MARKET = '/chis_web/api/v2/market';
const DATABASE = '/chis_web/api/v2/database';

describe.each(dialects())('a plan’s scopes and limits (%s)', (dialect) => {
  let t: TestApp;
  let appDb: AppDb;
  let demo: string;
  let made = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    demo = await t.login('demo', 'chis-demo-2026');
  });
  afterAll(async () => {
    await appDb?.close();
    await t?.close();
  });

  /** A member of a new plan holding every code, with these scopes and limits (left out: unrestricted); returns their token. */
  async function memberOf(plan: Plan): Promise<string> {
    const n = ++made;
    const areas = JSON.stringify(plan.areas ?? ['*']);
    const { id } = await appDb.db
      .insertInto('member_group')
      .values({
        name: `limits${n}`,
        rules: '["*"]',
        areas,
        channels: JSON.stringify(plan.channels ?? ['*']),
        categories: JSON.stringify(plan.categories ?? ['*']),
        forms: JSON.stringify(plan.forms ?? ['*']),
        history_months: plan.history_months ?? null,
        saved_markets: plan.saved_markets ?? null,
        export_rows_month: plan.export_rows_month ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appDb.db
      .insertInto('app_user')
      .values({ username: `limits${n}x`, nickname: 'L', password_hash: await hashPassword('Member-123'), group_id: id, areas, status: 'active', created_at: t.clock.now })
      .execute();
    return t.login(`limits${n}x`, 'Member-123');
  }

  const query = (page: string, token: string, body: Record<string, unknown> = {}) => t.request({ method: 'POST', url: `${MARKET}/${page}/query`, token, payload: body });

  it('a history span of 6 months: periods start at it, an earlier one is refused saying so, trends and growth stop there', async () => {
    const token = await memberOf({ history_months: 6 });
    const page = 'drug-sale-market-overview';
    const periods = (await t.request({ method: 'GET', url: `${MARKET}/${page}/periods`, token })).json().content;
    const from = addMonths(periods.dataAsOf, -5);
    expect(periods.historySpan).toEqual({ months: 6, from });
    // A MAT (12 months) no longer fits; every period offered starts within the span.
    expect(periods.types).not.toContain('MAT');
    for (const type of periods.types as PeriodType[]) {
      expect(periods.values[type].length).toBeGreaterThan(0);
      for (const value of periods.values[type]) expect(monthIndex(periodWindow({ type, value }).from)).toBeGreaterThanOrEqual(monthIndex(from));
      expect(periods.values[type]).toContain(periods.latest[type]);
    }
    const whole = (await t.request({ method: 'GET', url: `${MARKET}/${page}/periods`, token: demo })).json().content;
    expect(whole.historySpan).toBeNull();
    expect(whole.types).toContain('MAT');

    const before = await query(page, token, { period: { type: 'MONTH', value: addMonths(from, -1) } });
    expect(before.statusCode).toBe(403);
    expect(before.json().msg).toBe(`period: your plan covers the last 6 months of data (from ${from}): choose a period from ${from} on`);
    expect((await query(page, token, { period: { type: 'MAT', value: periods.dataAsOf } })).statusCode).toBe(403);

    // Left out, the period is the latest one that fits (the page's default MAT does not).
    const fallback = await query(page, token, { blocks: ['kpis'] });
    expect(fallback.statusCode, fallback.body).toBe(200);
    expect(monthIndex(fallback.json().content.period.cur.from)).toBeGreaterThanOrEqual(monthIndex(from));

    const month = await query(page, token, { period: { type: 'MONTH', value: periods.dataAsOf }, blocks: ['kpis', 'trend'] });
    expect(month.statusCode, month.body).toBe(200);
    const answer = month.json().content;
    expect(answer.historySpan).toEqual({ months: 6, from });
    expect(answer.blocks.trend.rows.map((r: { key: string }) => r.key)).toEqual(Array.from({ length: 6 }, (_, i) => addMonths(from, i)));
    // The same month a year earlier is outside the span: no growth, said as for data that start later.
    expect(answer.period.noComparison).toBe('noHistory');
    expect(answer.blocks.kpis.values.growth).toBeNull();
    const unrestricted = (await query(page, demo, { period: { type: 'MONTH', value: periods.dataAsOf }, blocks: ['kpis'] })).json().content;
    // The same figure (summed by the in-memory index or by SQL, whichever is ready: equal to the cent).
    expect(answer.blocks.kpis.values.amount).toBeCloseTo(unrestricted.blocks.kpis.values.amount, 2);
    expect(unrestricted.historySpan).toBeNull();
  });

  it('saving a custom market beyond the plan’s limit is refused with the limit', async () => {
    const token = await memberOf({ saved_markets: 1 });
    const save = (name: string) =>
      t.request({ method: 'POST', url: `${MARKET}/custom-markets`, token, payload: { name, pageId: 'competitive-analysis', filters: { itemType: 'product', products: ['PKA001'] } } });
    expect((await save('first')).statusCode).toBe(200);
    const second = await save('second');
    expect(second.statusCode).toBe(403);
    expect(second.json().msg).toBe('Your plan keeps at most 1 custom markets: delete one you no longer use or upgrade your plan');
    const zh = await t.request({ method: 'POST', url: `${MARKET}/custom-markets`, token, headers: { 'accept-language': 'zh-CN' }, payload: { name: 'x', pageId: 'competitive-analysis', filters: { itemType: 'product', products: ['PKA001'] } } });
    expect(zh.json().msg).toBe('您的套餐最多保存 1 个自定义市场，请删除不用的市场或升级套餐');
    expect((await t.request({ method: 'GET', url: `${MARKET}/custom-markets`, token })).json().content).toHaveLength(1);
  });

  it('an omni-channel page under a plan licensing retail and hospitals sums those channels only', async () => {
    const token = await memberOf({ channels: ['RETAIL', 'HOSPITAL'] });
    const blocks = { blocks: ['kpis', 'province-ranking'] };
    const narrow = await query('omni-channel-market-overview', token, blocks);
    expect(narrow.statusCode, narrow.body).toBe(200);
    const answer = narrow.json().content;
    expect(answer.licensedChannels).toEqual(['零售药店', '等级医院']);
    const { from, to } = answer.period.cur;
    const [sql] = await warehouse.all<{ amount: number }>(
      `SELECT sum(amount) AS amount FROM fact_sales_month WHERE channel IN ('RETAIL', 'HOSPITAL') AND month BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)`,
      [`${from}-01`, `${to}-01`],
    );
    expect(answer.blocks.kpis.values.amount).toBeCloseTo(Number(sql.amount), 2);
    const whole = (await query('omni-channel-market-overview', demo, blocks)).json().content;
    expect(whole.licensedChannels).toBeNull();
    expect(whole.blocks.kpis.values.amount).toBeGreaterThan(answer.blocks.kpis.values.amount);
    // A single-channel page the plan licenses is whole: nothing to narrow, nothing said.
    expect((await query('drug-sale-market-overview', token, blocks)).json().content.licensedChannels).toBeNull();
  });

  it('a market export spends the monthly quota: the first rows it allows with a note, then a refusal', async () => {
    const token = await memberOf({ export_rows_month: 2 });
    const body = { block: 'province-ranking' };
    const first = await t.request({ method: 'POST', url: `${MARKET}/drug-sale-market-overview/export`, token, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const { sourcePath, note } = first.json().content;
    expect(note).toMatch(/^Only 2 rows of this month's export quota remain: this export holds the first 2 of \d+ rows$/);
    const download = await t.request({ method: 'GET', url: '/chis_web/api/v2/export-excel/download', query: { sourcePath }, token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const lines = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(lines.some((cells) => cells.includes(note))).toBe(true);
    // Heading, the 2 ranked provinces in the order shown, 合计.
    const heading = lines.findIndex((cells) => cells.includes('Province'));
    expect(lines.length - heading).toBe(1 + 2 + 1);
    const again = await t.request({ method: 'POST', url: `${MARKET}/drug-sale-market-overview/export`, token, payload: body });
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe("This month's export quota (2 rows) is used up; it renews next month");
    // Without a quota, nothing is said.
    const free = await t.request({ method: 'POST', url: `${MARKET}/drug-sale-market-overview/export`, token: demo, payload: body });
    expect(free.json().content.note).toBeNull();
  });

  it('a database row outside the licence is not found on its detail page; one inside is', async () => {
    const token = await memberOf({ areas: ['北京'], categories: ['C'] });
    const firstId = async (id: string, field: string, value: string) => {
      const filters = encodeURIComponent(JSON.stringify([{ field, op: 'in', value: [value] }]));
      const { list } = (await t.request({ method: 'GET', url: `${DATABASE}/${id}/list?filters=${filters}`, token: demo })).json().content;
      expect(list.length).toBeGreaterThan(0);
      return list[0].id as string | number;
    };
    const detail = (id: string, rowId: string | number) => t.request({ method: 'GET', url: `${DATABASE}/${id}/detail/${rowId}`, token });
    expect((await detail('win-bid-library', await firstId('win-bid-library', 'province', '北京市'))).statusCode).toBe(200);
    expect((await detail('win-bid-library', await firstId('win-bid-library', 'province', '江苏省'))).statusCode).toBe(404);
    const inside = await detail('drug-library', await firstId('drug-library', 'atc1', 'C'));
    expect(inside.statusCode, inside.body).toBe(200);
    expect((await detail('drug-library', await firstId('drug-library', 'atc1', 'A'))).statusCode).toBe(404);
    // Its related lists are narrowed the same way: no row of another province.
    for (const related of Object.values(inside.json().content.related as Record<string, { list: { province?: string | null }[] }>)) {
      expect(related.list.filter((row) => row.province !== undefined && row.province !== null && row.province !== '北京市')).toEqual([]);
    }
  });

  it('a dosage-form licence narrows the databases holding dosage forms', async () => {
    const token = await memberOf({ forms: ['硬胶囊', '注射液'] });
    for (const id of ['drug-library', 'win-bid-library']) {
      const { list, total } = (await t.request({ method: 'GET', url: `${DATABASE}/${id}/list?pageSize=500`, token })).json().content as { list: { dosageForm: string }[]; total: number };
      expect(total).toBeGreaterThan(0);
      expect(new Set(list.map((row) => row.dosageForm))).toEqual(new Set(['硬胶囊', '注射液']));
    }
  });
});
