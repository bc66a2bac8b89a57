// Password login with the brute-force rules of the brief: after 3 failures a verification code
// is required, 10 failures lock the account for 30 minutes.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { AppUser } from '../../db/schema';
import { AppError } from '../../http/errors';
import { consumeCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './password';
import { issueSession } from './session-service';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 30 * 60_000;

export interface LoginInput {
  account: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export interface LoginContent {
  token: string;
  refreshToken: string;
  expiresAt: number;
  lastLoginInfo: { time: string; ip: string | null } | null;
  nickname: string;
  newVersionPopped: boolean;
}

// Verified against when the account does not exist, so both cases take the same time.
const decoyHash = hashPassword('decoy-password-never-matches');

export function formatChinaTime(ms: number): string {
  // YYYY-MM-DD HH:mm:ss in China time, the format the legacy system shows.
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function assertActive(user: AppUser, now: number): void {
  if (user.locked_until !== null && user.locked_until > now) {
    throw new AppError(403, 'auth.locked', { lockedUntil: user.locked_until }, { until: formatChinaTime(user.locked_until) });
  }
  if (user.status === 'pending') throw new AppError(403, 'auth.pending');
  if (user.status !== 'active') throw new AppError(403, 'auth.disabled');
}

async function recordFailure(ctx: AppContext, user: AppUser): Promise<never> {
  const failures = user.login_failures + 1;
  if (failures >= LOCK_AFTER_FAILURES) {
    const lockedUntil = ctx.now() + LOCK_MS;
    await ctx.db.updateTable('app_user').set({ login_failures: 0, locked_until: lockedUntil }).where('id', '=', user.id).execute();
    throw new AppError(403, 'auth.locked', { lockedUntil }, { until: formatChinaTime(lockedUntil) });
  }
  await ctx.db
    .updateTable('app_user')
    .set({ login_failures: sql<number>`login_failures + 1` })
    .where('id', '=', user.id)
    .execute();
  throw new AppError(400, 'auth.badCredentials', {
    captchaRequired: failures >= CAPTCHA_AFTER_FAILURES,
    remainingAttempts: LOCK_AFTER_FAILURES - failures,
  });
}

/** Starts a session for a user whose identity is already proven; records the login. */
export async function completeLogin(ctx: AppContext, user: AppUser, ip: string): Promise<LoginContent> {
  const now = ctx.now();
  await ctx.db
    .updateTable('app_user')
    .set({ login_failures: 0, locked_until: null, last_login_at: now, last_login_ip: ip })
    .where('id', '=', user.id)
    .execute();
  const session = await issueSession(ctx, user.id);
  return {
    ...session,
    lastLoginInfo: user.last_login_at === null ? null : { time: formatChinaTime(user.last_login_at), ip: user.last_login_ip },
    nickname: user.nickname,
    newVersionPopped: user.new_version_popped === 1,
  };
}

export async function loginWithPassword(ctx: AppContext, input: LoginInput, ip: string): Promise<LoginContent> {
  const user = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', input.account).executeTakeFirst();
  if (!user) {
    await verifyPassword(input.password, await decoyHash);
    throw new AppError(400, 'auth.badCredentials', { captchaRequired: false });
  }
  assertActive(user, ctx.now());
  if (user.login_failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captchaId || !input.captcha) {
      throw new AppError(400, 'auth.captchaRequired', { captchaRequired: true });
    }
    if (!(await consumeCaptcha(ctx, input.captchaId, input.captcha))) {
      throw new AppError(400, 'auth.captchaWrong', { captchaRequired: true });
    }
  }
  if (!(await verifyPassword(input.password, user.password_hash))) return recordFailure(ctx, user);
  return completeLogin(ctx, user, ip);
}

export async function changePassword(ctx: AppContext, userId: number, oldPassword: string, newPassword: string): Promise<void> {
  const user = await ctx.db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw new AppError(400, 'auth.oldPasswordWrong');
  if (oldPassword === newPassword) throw new AppError(400, 'auth.samePassword');
  await ctx.db.updateTable('app_user').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', userId).execute();
}
