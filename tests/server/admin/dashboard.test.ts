// The dashboard counts the app database, nothing else: members by status, trial applications made
// through the form, members who signed in, page visits (not clicks, stays or scrolls, not the
// back-end's own pages, not anonymous) per China-time day of their arrival, and the most visited pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The browser's wall clock of a UTC browser: the zone a record's createdTime does not name. */
const utcWallClock = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe.each(dialects())('admin dashboard (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, null);
  });
  afterAll(() => t.close());

  const submit = (records: object[], token?: string) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/visit-log/submit', payload: { records }, token });
  const record = (fields: object) => ({ recordId: randomUUID(), type: 'PAGE_ACCESS_PATH', createdTime: utcWallClock(t.clock.now), sourcePage: '/home', ...fields });
  const visit = (path: string, moduleName: string) => record({ path, moduleName, lv1Page: moduleName, duration: 5 });
  const ACTIONS: Record<string, string> = { click: 'click', browse: 'stay', scroll: 'scroll_up' };
  const event = (eventCode: string, fields: object = {}) => record({ eventCode, action: ACTIONS[eventCode], eventResource: '', ...fields });

  it('counts each subscriber page visit once, on the China day it arrived, and leaves the rest out', async () => {
    // 2026-03-09 23:30 in China (15:30 UTC): the last half hour of a China day.
    t.clock.now = Date.parse('2026-03-09T15:30:00Z');
    const demo = await t.login('demo', 'chis-demo-2026');
    const first = await submit([visit('/home', '首页'), event('click', { eventResource: '查询' }), event('browse', { stayTime: 5 }), event('scroll', { scrollDepth: 80 })], demo);
    expect(first.json().content, first.body).toMatchObject({ stored: 4 });

    // An hour later it is 03-10 in China, still 03-09 on a UTC browser's clock.
    t.clock.advance(HOUR);
    const demoAgain = await t.login('demo', 'chis-demo-2026');
    const trial = await t.login('trial', 'chis-trial-2026');
    await submit([visit('/basic-database/drug-database/drug-library', '药品库')], demoAgain);
    await submit([visit('/retail-market/overview', '市场概况')], trial);
    await submit([visit('/home', '首页')]); // anonymous: not a subscriber's visit
    // What the back-end's pages send (an older client, a forged upload) is not stored at all.
    const backEnd = await submit([visit('/admin/dashboard', '控制台'), event('click', { sourcePage: '/admin/user', eventResource: '保存' })], demoAgain);
    expect(backEnd.json().content).toMatchObject({ received: 2, stored: 0 });

    // A trial applied for through the form (the seeded trial account never applied).
    const applied = await t.request({
      method: 'POST',
      url: '/chis_web/api/v2/user/trial/apply',
      payload: { account: 'applicant_1', password: 'new-trial-1', name: '李四', email: 'li@example.com', mobile: '13800138001', company: '某某医药', ...(await t.captcha()) },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    // A visit received 40 days earlier falls outside the window.
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      const { id } = await appDb.db.selectFrom('app_user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
      const old = t.clock.now - 40 * DAY;
      await appDb.db
        .insertInto('visit_log')
        .values({ client_key: 'old', record_id: 'old-1', user_id: id, type: 'PAGE_ACCESS_PATH', source_page: '', created_time: utcWallClock(old), payload: JSON.stringify({ moduleName: '药品库', duration: 9 }), device: null, received_at: old })
        .execute();
    } finally {
      await appDb.close();
    }

    t.clock.now = Date.parse('2026-03-10T02:00:00Z'); // 10:00 in China
    const res = await t.request({ method: 'GET', url: '/chis_web/api/admin/dashboard', token: await adminLogin(t) });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().content;
    expect(figures.subscribers).toEqual({ total: 3, active: 2, pending: 1, disabled: 0 });
    expect(figures.trialApplications).toEqual({ total: 1, last30d: 1 });
    expect(figures.last30d).toEqual({ logins: 2, visits: 3, exports: 0 });
    expect(figures.byDay).toHaveLength(30);
    expect(figures.byDay.at(-1)).toEqual({ day: '2026-03-10', visits: 2, members: 2 });
    expect(figures.byDay.at(-2)).toEqual({ day: '2026-03-09', visits: 1, members: 1 });
    expect(figures.byDay.slice(0, -2).every((day: { visits: number; members: number }) => day.visits === 0 && day.members === 0)).toBe(true);
    // Pages are named in both languages from the routes' titles, so the dashboard reads in English too.
    expect(figures.topPages).toEqual([
      { page: '市场概况', title: { 'zh-cn': '市场概况', en: 'Market overview' }, visits: 1 },
      { page: '药品库', title: { 'zh-cn': '药品库', en: 'Drug library' }, visits: 1 },
      { page: '首页', title: { 'zh-cn': '首页', en: 'Home' }, visits: 1 },
    ]);
  });
});
