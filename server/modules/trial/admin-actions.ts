// The trial-application screen's actions (`POST /api/admin/trial-application/<action> {id}`, id =
// the applicant's member id, rules trial-application/approve|reject|resend): approve activates the
// account and gives it a subscription to the trial plan (a benefit row with plan_id, migration
// 0011) and ends the mailed link; reject disables the account and ends the link; resend mails a
// new link (the old one stops working). Only a pending application can be acted on (409 otherwise).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { listenOrigin } from '../../http/origin';
import type { ActionCall } from '../admin/resource/actions';
import { parseKey } from '../admin/resource/values';
import { ensureMemberGroups } from '../auth/member-groups';
import { hashToken, randomToken } from '../auth/secret-token';
import { bumpEntitlements } from '../entitlements/version';
import { CONFIRM_TTL_MS, mailConfirmation } from './trial-service';

/** How long an approved trial lasts. */
export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 3600_000;

function applicantId({ model, body }: ActionCall): number {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return parseKey(model, input.id, 'id') as number;
}

/** The applicant, locked for the change; 404 without an application, 409 once it was decided. */
async function pendingApplicant(tx: Transaction<Database>, id: number) {
  const application = await tx.selectFrom('mail_confirmation').select('user_id').where('user_id', '=', id).executeTakeFirst();
  if (!application) throw new AppError(404, 'trial.noApplication');
  // The conditional update is the lock: of two parallel decisions, one finds the row pending.
  const user = await tx.selectFrom('app_user').select(['id', 'username', 'nickname', 'email', 'status']).where('id', '=', id).executeTakeFirst();
  if (!user || user.status !== 'pending') throw new AppError(409, 'trial.notPending');
  return user;
}

async function decide(call: ActionCall, status: 'active' | 'disabled') {
  const id = applicantId(call);
  const { ctx } = call;
  const now = ctx.now();
  // Read before the transaction: SQLite has one writer, and the plan lookup may write it.
  const { trial } = await ensureMemberGroups(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    await pendingApplicant(tx, id);
    const changed = await tx.updateTable('app_user').set({ status }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError(409, 'trial.notPending');
    await tx.updateTable('mail_confirmation').set({ used_at: now }).where('user_id', '=', id).where('used_at', 'is', null).execute();
    if (status === 'active') {
      const expiresAt = now + TRIAL_DAYS * DAY_MS;
      await tx.insertInto('benefit').values({ user_id: id, codes: '[]', areas: '[]', source: 'trial', plan_id: trial, starts_at: now, expires_at: expiresAt }).execute();
      await bumpEntitlements(tx);
      return { id, status, expiresAt };
    }
    return { id, status };
  });
}

export const approveTrial = (call: ActionCall) => decide(call, 'active');
export const rejectTrial = (call: ActionCall) => decide(call, 'disabled');

export async function resendTrialMail(call: ActionCall) {
  const id = applicantId(call);
  const { ctx } = call;
  const token = randomToken();
  const user = await ctx.db.transaction().execute(async (tx) => {
    const applicant = await pendingApplicant(tx, id);
    await tx
      .updateTable('mail_confirmation')
      .set({ token_hash: hashToken(token), expires_at: ctx.now() + CONFIRM_TTL_MS, used_at: null })
      .where('user_id', '=', id)
      .execute();
    return applicant;
  });
  const origin = ctx.config.publicOrigin?.replace(/\/+$/, '') ?? listenOrigin(ctx.config.host, ctx.config.port);
  await mailConfirmation(ctx, { token, name: user.nickname, account: user.username, email: user.email ?? '' }, origin);
  return { id, email: user.email };
}
