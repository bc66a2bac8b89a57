// Password login with the brute-force rules of the brief: after 3 failures a verification code
// is required, 10 failures lock the account for 30 minutes.
//
// As in the administrator login (admin/identity/admin-login.ts), an attempt is counted *before*
// the password is checked, by one conditional UPDATE, so parallel attempts each see their own
// count: however many arrive at once, at most three passwords are tried without a code and ten in
// all before the lock. An attempt
// refused for a missing or wrong code gives its count back (no password was tried), so the count
// is the number of passwords tried. A name that is no account has a counter of its own
// (`login_attempt`) that follows the same rules, so a known and an unknown account name answer
// alike (captcha, remaining attempts, lock): the answers do not tell which accounts exist. Whether
// an account is pending or disabled is told only to whoever knows its password.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { AppUser } from '../../db/schema';
import { AppError } from '../../http/errors';
import { consumeCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './password';
import { issueSession, revokeAllSessions } from './session-service';

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

function lockedError(until: number): AppError {
  return new AppError(403, 'auth.locked', { lockedUntil: until }, { until: formatChinaTime(until) });
}

function assertUnlocked(lockedUntil: number | null, now: number): void {
  if (lockedUntil !== null && lockedUntil > now) throw lockedError(lockedUntil);
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

/** The failure count of one account name, wherever it is kept. */
interface AttemptCounter {
  lockedUntil(): Promise<number | null>;
  /** Counts one attempt unless the name is locked; the count including it, or null when locked. */
  count(now: number): Promise<number | null>;
  /** Gives back one counted attempt (it tried no password). */
  uncount(): Promise<void>;
  lock(until: number): Promise<void>;
}

function accountCounter(ctx: AppContext, user: AppUser): AttemptCounter {
  return {
    lockedUntil: async () => user.locked_until,
    async count(now) {
      const row = await ctx.db
        .updateTable('app_user')
        .set({ login_failures: sql<number>`login_failures + 1` })
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('login_failures')
        .executeTakeFirst();
      return row ? Number(row.login_failures) : null;
    },
    async uncount() {
      await ctx.db
        .updateTable('app_user')
        .set({ login_failures: sql<number>`login_failures - 1` })
        .where('id', '=', user.id)
        .where('login_failures', '>', 0)
        .execute();
    },
    async lock(until) {
      await ctx.db.updateTable('app_user').set({ login_failures: 0, locked_until: until }).where('id', '=', user.id).execute();
    },
  };
}

function nameCounter(ctx: AppContext, account: string): AttemptCounter {
  return {
    async lockedUntil() {
      const row = await ctx.db.selectFrom('login_attempt').select('locked_until').where('account', '=', account).executeTakeFirst();
      return row?.locked_until ?? null;
    },
    async count(now) {
      const row = await ctx.db
        .insertInto('login_attempt')
        .values({ account, failures: 1, locked_until: null, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('account')
            .doUpdateSet({ failures: sql<number>`login_attempt.failures + 1`, updated_at: now })
            .where((eb) => eb.or([eb('login_attempt.locked_until', 'is', null), eb('login_attempt.locked_until', '<=', now)])),
        )
        .returning('failures')
        .executeTakeFirst();
      return row ? Number(row.failures) : null;
    },
    async uncount() {
      await ctx.db
        .updateTable('login_attempt')
        .set({ failures: sql<number>`failures - 1` })
        .where('account', '=', account)
        .where('failures', '>', 0)
        .execute();
    },
    async lock(until) {
      await ctx.db.updateTable('login_attempt').set({ failures: 0, locked_until: until, updated_at: ctx.now() }).where('account', '=', account).execute();
    },
  };
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
  const counter = user ? accountCounter(ctx, user) : nameCounter(ctx, input.account);
  const now = ctx.now();
  assertUnlocked(await counter.lockedUntil(), now);

  const n = await counter.count(now);
  // Locked by a parallel attempt between the check above and the count.
  if (n === null) throw lockedError((await counter.lockedUntil()) ?? now + LOCK_MS);
  // Ten passwords are tried (or being tried) already: this one is not, whatever code it brings.
  if (n > LOCK_AFTER_FAILURES) {
    const until = now + LOCK_MS;
    await counter.lock(until);
    throw lockedError(until);
  }
  if (n > CAPTCHA_AFTER_FAILURES) {
    const captchaError = !input.captchaId || !input.captcha ? 'auth.captchaRequired' : (await consumeCaptcha(ctx, input.captchaId, input.captcha)) ? null : 'auth.captchaWrong';
    if (captchaError) {
      await counter.uncount();
      throw new AppError(400, captchaError, { captchaRequired: true });
    }
  }
  const matches = await verifyPassword(input.password, user ? user.password_hash : await decoyHash);
  if (!user || !matches) {
    if (n >= LOCK_AFTER_FAILURES) {
      const until = now + LOCK_MS;
      await counter.lock(until);
      throw lockedError(until);
    }
    throw new AppError(400, 'auth.badCredentials', {
      captchaRequired: n >= CAPTCHA_AFTER_FAILURES,
      remainingAttempts: LOCK_AFTER_FAILURES - n,
    });
  }
  // The password is right: this attempt was no failure.
  await counter.uncount();
  assertStatus(user);
  return completeLogin(ctx, user, ip);
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
