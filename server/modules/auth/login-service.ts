// Password login of members; the brute-force rules (counted before checking, image code from the
// 3rd failure, lock at the 10th) are shared with the administrator login in login-attempts.ts.
// Whether an account is pending or disabled is told only to whoever knows its password.
import type { AppContext } from '../../context';
import type { AppUser } from '../../db/schema';
import { AppError } from '../../http/errors';
import { formatChinaTime } from './china-time';
import { assertUnlocked, checkPassword, nameCounter, rowCounter } from './login-attempts';
import { hashPassword, verifyPassword } from './password';
import { issueSession, revokeAllSessions } from './session-service';

export { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS } from './login-attempts';

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


/** Refuses a locked, pending or disabled account (logins that prove the identity another way). */
export function assertActive(user: AppUser, now: number): void {
  assertUnlocked(user.locked_until, now);
  assertStatus(user);
}

function assertStatus(user: AppUser): void {
  if (user.status === 'pending') throw new AppError(403, 'auth.pending');
  if (user.status !== 'active') throw new AppError(403, 'auth.disabled');
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
  const counter = user ? rowCounter(ctx, 'app_user', user) : nameCounter(ctx, 'member', input.account);
  await checkPassword(ctx, counter, input, user?.password_hash ?? null);
  assertStatus(user!);
  return completeLogin(ctx, user!, ip);
}

/**
 * Changes a member's password after checking the old one; every other session of the member (and
 * its refresh token, and any legacy token issued to it) ends, the calling session goes on.
 */
export async function changePassword(ctx: AppContext, userId: number, sessionId: string, oldPassword: string, newPassword: string): Promise<void> {
  const user = await ctx.db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw new AppError(400, 'auth.oldPasswordWrong');
  if (oldPassword === newPassword) throw new AppError(400, 'auth.samePassword');
  await ctx.db.updateTable('app_user').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', userId).execute();
  await revokeAllSessions(ctx, userId, 'member', sessionId);
}
