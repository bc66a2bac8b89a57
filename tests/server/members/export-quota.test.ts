// The monthly export quota over the database export (issue 23 item 2): 20 exports sent at once by a
// member whose plan allows three full exports and 7 rows spend exactly the quota — three full jobs,
// one of 7 rows whose workbook says why it is short, the rest refused (403) with the quota's note —
// and the quota is on the member's row afterwards. On SQLite and, when configured, PostgreSQL.
import ExcelJS from 'exceljs';
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

const URL = '/chis_web/api/v2/database/drug-library';

describe.each(dialects())('export quota (%s)', (dialect) => {
  let t: TestApp;
  let appDb: AppDb;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
  });
  afterAll(async () => {
    await appDb?.close();
    await t?.close();
  });

  async function waitDone(token: string, jobId: string): Promise<string> {
    let job = { status: 'queued', sourcePath: null as string | null };
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setImmediate(resolve));
      job = (await t.request({ method: 'GET', url: `${URL.replace('/drug-library', '')}/export-jobs/${jobId}`, token })).json().content;
    }
    expect(job.status, JSON.stringify(job)).toBe('done');
    return job.sourcePath!;
  }

  it('20 parallel exports spend exactly the monthly quota; the short one says why', async () => {
    const demo = await t.login('demo', 'chis-demo-2026');
    const total = (await t.request({ method: 'GET', url: `${URL}/list`, token: demo })).json().content.total as number;
    const limit = 3 * total + 7;
    const { id: planId } = await appDb.db
      .insertInto('member_group')
      .values({ name: 'quota', rules: '["*"]', areas: '["*"]', export_rows_month: limit })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await appDb.db
      .insertInto('app_user')
      .values({ username: 'quotaone', nickname: 'Q', password_hash: await hashPassword('Member-123'), group_id: planId, areas: '["*"]', status: 'active', created_at: t.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await t.login('quotaone', 'Member-123');

    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request({ method: 'POST', url: `${URL}/export`, token, payload: { locale: 'en' } })));
    const started = answers.filter((a) => a.statusCode === 200).map((a) => a.json().content as { jobId: string; total: number; note: string | null });
    const refused = answers.filter((a) => a.statusCode === 403);
    expect(started.map((s) => s.total).sort((a, b) => a - b)).toEqual([7, total, total, total]);
    expect(refused).toHaveLength(16);
    expect(refused[0].json().msg).toBe(`This month's export quota (${limit} rows) is used up; it renews next month`);
    const short = started.find((s) => s.total === 7)!;
    expect(short.note).toBe(`Only 7 rows of this month's export quota remain: this export holds the first 7 of ${total} rows`);
    const row = await appDb.db.selectFrom('app_user').select('export_rows').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(row.export_rows)).toBe(limit);

    const paths = await Promise.all(started.map((s) => waitDone(token, s.jobId)));
    const download = await t.request({ method: 'GET', url: '/chis_web/api/v2/export-excel/download', query: { sourcePath: paths[started.indexOf(short)] }, token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const lines = sheet.getSheetValues().filter(Boolean).map((cells) => (cells as unknown[]).filter((c) => c !== undefined && c !== null));
    expect(lines.some((cells) => cells[0] === short.note)).toBe(true);
    // The header lines (title, filters, time, account, note, blank, headings) and 7 rows.
    expect(sheet.actualRowCount).toBe(6 + 7);
  });
});
