// The dashboard's figures, all counted in the app database (no demo numbers): subscribers by
// status, members with an active benefit, trial applications, and the last 30 days of logins,
// page visits and exports from the tracking records and the export registry.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { TRIAL_GROUP } from '../auth/member-groups';

const DAY_MS = 24 * 3600_000;
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAYS = 30;
const PAGE_VISIT = 'PAGE_ACCESS_PATH';

/**
 * The visited page of a PAGE_ACCESS_PATH record: its moduleName, the page's zh-cn title (spec §3;
 * `source_page` is where the visit came from, not where it went).
 */
function visitedPage(ctx: AppContext) {
  return ctx.dialect === 'postgres' ? sql<string>`(payload::json ->> 'moduleName')` : sql<string>`json_extract(payload, '$.moduleName')`;
}

function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export async function dashboardFigures(ctx: AppContext) {
  const now = ctx.now();
  const todayStart = Date.parse(`${chinaDay(now)}T00:00:00Z`) - CHINA_OFFSET_MS;
  const since = todayStart - (DAYS - 1) * DAY_MS;
  const sinceText = chinaDay(since);
  const { db } = ctx;

  const [statuses, subscriptions, trialTotal, trialRecent, logins, exports, visitsByDay, loginsByDay, topPages] = await Promise.all([
    db.selectFrom('app_user').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
    db.selectFrom('benefit').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('starts_at', '<=', now).where('expires_at', '>', now).executeTakeFirstOrThrow(),
    db.selectFrom('app_user').innerJoin('member_group', 'member_group.id', 'app_user.group_id').select((eb) => eb.fn.countAll<number>().as('n')).where('member_group.name', '=', TRIAL_GROUP).executeTakeFirstOrThrow(),
    db.selectFrom('app_user').innerJoin('member_group', 'member_group.id', 'app_user.group_id').select((eb) => eb.fn.countAll<number>().as('n')).where('member_group.name', '=', TRIAL_GROUP).where('app_user.created_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).where('last_login_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('export_file').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow(),
    db
      .selectFrom('visit_log')
      .select([sql<string>`substr(created_time, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', '=', PAGE_VISIT)
      .where('created_time', '>=', sinceText)
      .groupBy(sql`substr(created_time, 1, 10)`)
      .execute(),
    db
      .selectFrom('visit_log')
      .select([sql<string>`substr(created_time, 1, 10)`.as('day'), (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
      .where('created_time', '>=', sinceText)
      .where('user_id', 'is not', null)
      .groupBy(sql`substr(created_time, 1, 10)`)
      .execute(),
    db
      .selectFrom('visit_log')
      .select([visitedPage(ctx).as('page'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', '=', PAGE_VISIT)
      .where('created_time', '>=', sinceText)
      .groupBy(visitedPage(ctx))
      .orderBy('n', 'desc')
      .orderBy('page')
      .limit(10)
      .execute(),
  ]);
  const byStatus = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
  const visits = new Map(visitsByDay.map((r) => [r.day, Number(r.n)]));
  const active = new Map(loginsByDay.map((r) => [r.day, Number(r.n)]));
  const byDay = Array.from({ length: DAYS }, (_, i) => {
    const day = chinaDay(since + i * DAY_MS);
    return { day, visits: visits.get(day) ?? 0, logins: active.get(day) ?? 0 };
  });
  return {
    asOf: now,
    subscribers: {
      total: statuses.reduce((sum, s) => sum + Number(s.n), 0),
      active: byStatus.active ?? 0,
      pending: byStatus.pending ?? 0,
      disabled: byStatus.disabled ?? 0,
    },
    subscriptions: { active: Number(subscriptions.n) },
    trialApplications: { total: Number(trialTotal.n), last30d: Number(trialRecent.n) },
    last30d: { logins: Number(logins.n), visits: byDay.reduce((sum, d) => sum + d.visits, 0), exports: Number(exports.n) },
    byDay,
    topPages: topPages.filter((p) => p.page).map((p) => ({ page: p.page, visits: Number(p.n) })),
  };
}
