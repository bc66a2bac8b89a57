// Prepaid benefit cards, redeemed once by a member (issuing: issue.ts): a card of a batch with a
// plan subscribes the member to that plan with the batch's areas until the batch's end date or for
// `benefit_days` (a batch of the command-line tool grants its own codes and areas). Wrong secrets
// count toward a 30-minute redemption lockout per member, counted before the secret is checked
// (parallel attempts cannot race past it).
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { verifyPassword } from '../auth/password';
import { bumpEntitlements } from '../entitlements/version';

export const CARD_LOCK_AFTER = 5;
export const CARD_LOCK_MS = 30 * 60_000;
const DAY_MS = 24 * 3600_000;

/**
 * Counts this redemption as a failure up front, by one conditional UPDATE, so parallel attempts
 * each see their own count; null when redemption is locked. A redemption that succeeds clears it.
 */
async function countAttempt(ctx: AppContext, userId: number, now: number): Promise<number | null> {
  const row = await ctx.db
    .updateTable('app_user')
    .set({ card_failures: sql<number>`card_failures + 1` })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('card_locked_until', 'is', null), eb('card_locked_until', '<=', now)]))
    .returning('card_failures')
    .executeTakeFirst();
  return row ? Number(row.card_failures) : null;
}

async function lock(ctx: AppContext, userId: number, now: number): Promise<never> {
  await ctx.db.updateTable('app_user').set({ card_failures: 0, card_locked_until: now + CARD_LOCK_MS }).where('id', '=', userId).execute();
  throw new AppError(403, 'cards.locked');
}

export async function redeemCard(ctx: AppContext, userId: number, cardNo: string, secret: string) {
  const now = ctx.now();
  // However many redemptions arrive at once, at most CARD_LOCK_AFTER secrets are checked.
  const attempt = await countAttempt(ctx, userId, now);
  if (attempt === null) throw new AppError(403, 'cards.locked');
  if (attempt > CARD_LOCK_AFTER) return lock(ctx, userId, now);
  const card = await ctx.db
    .selectFrom('card')
    .innerJoin('card_batch', 'card_batch.id', 'card.batch_id')
    .selectAll()
    .where('card.card_no', '=', cardNo)
    .executeTakeFirst();
  // An unknown number counts like a wrong secret, so numbers cannot be probed for free.
  if (!card || !(await verifyPassword(secret, card.secret_hash))) {
    if (attempt >= CARD_LOCK_AFTER) return lock(ctx, userId, now);
    throw new AppError(400, 'cards.wrongSecret', { remainingAttempts: CARD_LOCK_AFTER - attempt });
  }
  // The secret is right: this attempt was no failure.
  await ctx.db.updateTable('app_user').set({ card_failures: sql<number>`card_failures - 1` }).where('id', '=', userId).where('card_failures', '>', 0).execute();
  if (card.redeemed_by !== null) throw new AppError(409, 'cards.redeemed');
  if (card.redeem_before <= now) throw new AppError(400, 'cards.expired');

  const expiresAt = card.expires_at !== null ? Number(card.expires_at) : now + card.benefit_days * DAY_MS;
  await ctx.db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('card')
      .set({ redeemed_by: userId, redeemed_at: now })
      .where('card_no', '=', cardNo)
      .where('redeemed_by', 'is', null)
      .executeTakeFirst();
    // Lost a race with a concurrent redemption of the same card: nothing was granted.
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(409, 'cards.redeemed');
    await tx
      .insertInto('benefit')
      .values({ user_id: userId, codes: card.codes, areas: card.areas, plan_id: card.plan_id, source: `card:${cardNo}`, starts_at: now, expires_at: expiresAt })
      .execute();
    await bumpEntitlements(tx);
    // A right secret ends the run of failures (and a lock parallel attempts set meanwhile).
    await tx.updateTable('app_user').set({ card_failures: 0, card_locked_until: null }).where('id', '=', userId).execute();
  });
  return { cardNo, planId: card.plan_id, codes: JSON.parse(card.codes) as string[], areas: JSON.parse(card.areas) as string[], expiresAt };
}

export async function listBenefits(ctx: AppContext, userId: number) {
  const rows = await ctx.db.selectFrom('benefit').selectAll().where('user_id', '=', userId).orderBy('expires_at', 'desc').execute();
  const now = ctx.now();
  const list = rows.map((row) => ({
    id: row.id,
    source: row.source,
    codes: JSON.parse(row.codes) as string[],
    areas: JSON.parse(row.areas) as string[],
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
    active: row.starts_at <= now && row.expires_at > now,
  }));
  return { list, total: list.length };
}
