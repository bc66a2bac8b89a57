// The member centre's overview: balance (cents) and points as their ledgers say, the subscriptions
// that have not ended (plan, expiry, grace), and a 7-day series of both. Every value of a ledger row carries the
// balance after it, so the balance at a day's end is the last row's `after` up to then (0 before
// any row) and always equals the sum of the ledger.
import type { AppContext } from '../../context';
import { anyDb } from '../admin/resource/sql';
import { subscriptionsOf } from './subscriptions';

const DAY_MS = 24 * 3600_000;
const CHINA_OFFSET_MS = 8 * 3600_000;
export const CHART_DAYS = 7;

const LEDGERS = { money: 'user_money_log', score: 'user_score_log' } as const;
type Ledger = keyof typeof LEDGERS;

export interface DayPoint {
  /** YYYY-MM-DD, China time. */
  day: string;
  money: number;
  score: number;
}

/** The start (epoch ms) of the China day holding `ms`. */
function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

function dayText(start: number): string {
  return new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The member's value at the end of each of `ends` (ascending), from their ledger. */
async function valuesAt(ctx: AppContext, ledger: Ledger, userId: number, ends: number[]): Promise<number[]> {
  const db = anyDb(ctx);
  const first = ends[0] - DAY_MS;
  const table = LEDGERS[ledger];
  const [opening, rows] = await Promise.all([
    db.selectFrom(table).select('after').where('user_id', '=', userId).where('created_at', '<', first).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom(table).select(['after', 'created_at']).where('user_id', '=', userId).where('created_at', '>=', first).orderBy('created_at').orderBy('id').execute(),
  ]);
  let value = Number(opening?.after ?? 0);
  let at = 0;
  return ends.map((end) => {
    for (; at < rows.length && Number(rows[at].created_at) < end; at++) value = Number(rows[at].after);
    return value;
  });
}

/** The last 7 China days (today included), oldest first, each with the balance and points at its end (now for today). */
export async function dailySeries(ctx: AppContext, userId: number): Promise<DayPoint[]> {
  const now = ctx.now();
  const today = chinaDayStart(now);
  const starts = Array.from({ length: CHART_DAYS }, (_, i) => today - (CHART_DAYS - 1 - i) * DAY_MS);
  const ends = starts.map((start) => Math.min(start + DAY_MS, now + 1));
  const [money, score] = await Promise.all([valuesAt(ctx, 'money', userId, ends), valuesAt(ctx, 'score', userId, ends)]);
  return starts.map((start, i) => ({ day: dayText(start), money: money[i], score: score[i] }));
}

export async function overview(ctx: AppContext, userId: number) {
  const [series, subscriptions] = await Promise.all([dailySeries(ctx, userId), subscriptionsOf(ctx, userId, true)]);
  const last = series[series.length - 1];
  return { money: last.money, score: last.score, subscriptions, series };
}
