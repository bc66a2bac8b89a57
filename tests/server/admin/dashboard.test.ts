// The dashboard counts the app database, nothing else: members by status, trial applications, page
// visits per China-time day from the tracking records and the most visited pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const DAY = 24 * 3600_000;
const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

describe.each(dialects())('admin dashboard (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, null);
  });
  afterAll(() => t.close());

  it('answers real figures from the tracking records and the accounts', async () => {
    const now = t.clock.now;
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      const visit = (i: number, page: string, at: number, userId: number | null) => ({
        client_key: 'test',
        record_id: `dash-${i}`,
        user_id: userId,
        type: 'PAGE_ACCESS_PATH',
        source_page: '/home',
        created_time: chinaTime(at),
        payload: JSON.stringify({ moduleName: page, duration: 3 }),
        device: null,
        received_at: at,
      });
      const demo = await appDb.db.selectFrom('app_user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
      await appDb.db
        .insertInto('visit_log')
        .values([
          visit(1, '药品库', now, demo.id),
          visit(2, '药品库', now - DAY, demo.id),
          visit(3, '市场概况', now - DAY, null),
          visit(4, '药品库', now - 40 * DAY, demo.id), // outside the 30 days
        ])
        .execute();
    } finally {
      await appDb.close();
    }
    const res = await t.request({ method: 'GET', url: '/chis_web/api/admin/dashboard', token: await adminLogin(t) });
    const figures = res.json().content;
    expect(figures.subscribers).toEqual({ total: 2, active: 2, pending: 0, disabled: 0 });
    expect(figures.trialApplications.total).toBe(1);
    expect(figures.last30d.visits).toBe(3);
    expect(figures.byDay).toHaveLength(30);
    expect(figures.byDay.at(-1)).toEqual({ day: chinaTime(now).slice(0, 10), visits: 1, logins: 1 });
    expect(figures.byDay.at(-2)).toMatchObject({ visits: 2, logins: 1 });
    expect(figures.topPages).toEqual([
      { page: '药品库', visits: 2 },
      { page: '市场概况', visits: 1 },
    ]);
  });
});
