// The dashboard's figures, all counted in the app database (no demo numbers): subscribers by
// status, members with an active benefit, trial applications, and the last 30 days of sign-ins,
// page visits and exports from the accounts, the tracking records and the export registry.
//
// A page visit is one page record of a signed-in subscriber (PAGE_ACCESS_PATH without an
// eventCode: clicks, stays and scrolls share the type but are events, not visits). Days are China
// days (UTC+8) of the moment the server received the record, so every bucket uses one clock: a
// record's createdTime is the browser's wall clock, whose zone the record does not say.
import { sql, type RawBuilder } from 'kysely';
import type { Label } from '../../../src/generated/schema-types';
import type { AppContext } from '../../context';
import { pageTitle } from './page-titles';
import { formatChinaTime } from '../auth/china-time';
import { checkLedger } from '../ledger/consistency';

const DAY_MS = 24 * 3600_000;
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAYS = 30;
const PAGE_VISIT = 'PAGE_ACCESS_PATH';

function jsonField(ctx: AppContext, field: string): RawBuilder<string | null> {
  return ctx.dialect === 'postgres' ? sql`(payload::json ->> ${sql.lit(field)})` : sql`json_extract(payload, ${sql.lit(`$.${field}`)})`;
}

const chinaDay = (ms: number): string => formatChinaTime(ms).slice(0, 10);

/** Subscribers' page visits received since `since` (the window's first China midnight). */
function pageVisits(ctx: AppContext, since: number) {
  return ctx.db
    .selectFrom('visit_log')
    .where('type', '=', PAGE_VISIT)
    .where(jsonField(ctx, 'eventCode'), 'is', null)
    .where('user_id', 'is not', null)
    .where('received_at', '>=', since);
}

export async function dashboardFigures(ctx: AppContext) {
  const now = ctx.now();
  const todayStart = Date.parse(`${chinaDay(now)}T00:00:00Z`) - CHINA_OFFSET_MS;
  const since = todayStart - (DAYS - 1) * DAY_MS;
  const { db } = ctx;
  // The day of the window a received record falls on, 0 = the first; literals, so PostgreSQL sees
  // the grouped expression and the selected one as the same.
  const dayIndex = sql<number>`cast((received_at - ${sql.lit(since)}) / ${sql.lit(DAY_MS)} as integer)`;
  const page = jsonField(ctx, 'moduleName');
  // Applicants are the accounts the trial form made (each has a mail confirmation); the seeded
  // demo trial account is in the trial group without having applied.
  const applicants = db.selectFrom('app_user').where((eb) => eb.exists(eb.selectFrom('mail_confirmation').select('user_id').whereRef('mail_confirmation.user_id', '=', 'app_user.id')));

  const [statuses, subscriptions, trialTotal, trialRecent, signedIn, exports, visitsByDay, membersByDay, topPages, ledger] = await Promise.all([
    db.selectFrom('app_user').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
    db.selectFrom('benefit').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('starts_at', '<=', now).where('expires_at', '>', now).executeTakeFirstOrThrow(),
    applicants.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    applicants.select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).where('last_login_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('export_file').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow(),
    pageVisits(ctx, since).select([dayIndex.as('day'), (eb) => eb.fn.countAll<number>().as('n')]).groupBy(dayIndex).execute(),
    pageVisits(ctx, since).select([dayIndex.as('day'), (eb) => eb.fn.count<number>('user_id').distinct().as('n')]).groupBy(dayIndex).execute(),
    pageVisits(ctx, since).select([page.as('page'), (eb) => eb.fn.countAll<number>().as('n')]).groupBy(page).orderBy('n', 'desc').orderBy('page').limit(10).execute(),
    checkLedger(ctx),
  ]);
  const byStatus = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
  const visits = new Map(visitsByDay.map((r) => [Number(r.day), Number(r.n)]));
  const members = new Map(membersByDay.map((r) => [Number(r.day), Number(r.n)]));
  const byDay = Array.from({ length: DAYS }, (_, i) => ({ day: chinaDay(since + i * DAY_MS), visits: visits.get(i) ?? 0, members: members.get(i) ?? 0 }));
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
    last30d: { logins: Number(signedIn.n), visits: byDay.reduce((sum, d) => sum + d.visits, 0), exports: Number(exports.n) },
    byDay,
    topPages: mergeTopPages(topPages),
    // Balances (cents) and points held by members, and whether each equals the sum of its ledger.
    ledger: { money: ledger.totals.money, score: ledger.totals.score, consistent: ledger.consistent, mismatches: ledger.mismatches.length },
  };
}

/** The most visited pages by their title in both languages: one page recorded in zh-cn and in en counts once. */
function mergeTopPages(rows: { page: unknown; n: unknown }[]): { page: string; title: Label; visits: number }[] {
  const pages = new Map<string, { page: string; title: Label; visits: number }>();
  for (const row of rows) {
    if (typeof row.page !== 'string' || row.page === '') continue;
    const title = pageTitle(row.page);
    const entry = pages.get(title['zh-cn']) ?? { page: title['zh-cn'], title, visits: 0 };
    entry.visits += Number(row.n);
    pages.set(title['zh-cn'], entry);
  }
  return [...pages.values()].sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page));
}
