// The brute-force rules of spec §5, shared by the subscriber and the administrator login: after 3
// failures an image code is required, 10 failures lock the name for 30 minutes.
//
// An attempt is counted *before* the password is checked, by one conditional UPDATE, so parallel
// attempts each see their own count: however many arrive at once, at most three passwords are tried
// without a code and ten in all before the lock. Once a code is due it is checked before counting;
// an attempt refused for a missing or wrong code is not counted (or gives its count back), so the
// count is the number of passwords tried. A name that is no account has a counter of its own
// (`login_attempt`) that follows the same rules, so a known and an unknown name answer alike
// (code, remaining attempts, lock): the answers do not tell which accounts exist.
//
// This failure count is the one per-name guard: it counts only passwords tried, so anyone may send
// a name any number of refusals (no code, wrong code) without touching the account's owner, who
// signs in with the right password (and a code once one is due) from anywhere. Per-address limits
// (rate-limit.ts) bound what one address sends.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { consumeCaptcha } from './captcha';
import { formatChinaTime } from './china-time';
import { hashPassword, verifyPassword } from './password';
import type { Audience } from './session-service';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 30 * 60_000;

export interface PasswordAttempt {
  password: string;
  captchaId?: string;
  captcha?: string;
}

// Verified against when the account does not exist, so both cases take the same time.
const decoyHash = hashPassword('decoy-password-never-matches');

export function lockedError(until: number): AppError {
  return new AppError(403, 'auth.locked', { lockedUntil: until }, { until: formatChinaTime(until) });
}

export function assertUnlocked(lockedUntil: number | null, now: number): void {
  if (lockedUntil !== null && lockedUntil > now) throw lockedError(lockedUntil);
}

/** The failure count of one account name, wherever it is kept. */
export interface AttemptCounter {
  /** Whose login this is: its image code must be one issued to that audience. */
  audience: Audience;
  /** The failures counted and the lock, as last written (a plain read: parallel attempts may be counting). */
  state(): Promise<{ failures: number; lockedUntil: number | null }>;
  /** Counts one attempt unless the name is locked; the count including it, or null when locked. */
  count(now: number): Promise<number | null>;
  /** Gives back one counted attempt (it tried no password). */
  uncount(): Promise<void>;
  lock(until: number): Promise<void>;
}

/** The counter kept on an account row (members: app_user; administrators: admin). */
export function rowCounter(ctx: AppContext, table: 'app_user' | 'admin', row: { id: number; login_failures: number; locked_until: number | null }): AttemptCounter {
  return {
    audience: table === 'admin' ? 'admin' : 'member',
    state: async () => ({ failures: row.login_failures, lockedUntil: row.locked_until }),
    async count(now) {
      const updated = await ctx.db
        .updateTable(table)
        .set({ login_failures: sql<number>`login_failures + 1` })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('login_failures')
        .executeTakeFirst();
      return updated ? Number(updated.login_failures) : null;
    },
    async uncount() {
      await ctx.db
        .updateTable(table)
        .set({ login_failures: sql<number>`login_failures - 1` })
        .where('id', '=', row.id)
        .where('login_failures', '>', 0)
        .execute();
    },
    async lock(until) {
      await ctx.db.updateTable(table).set({ login_failures: 0, locked_until: until }).where('id', '=', row.id).execute();
    },
  };
}

/** The counter of a name that is no account of `audience` (an administrator's name is kept as `admin:<name>`). */
export function nameCounter(ctx: AppContext, audience: Audience, name: string): AttemptCounter {
  const key = audience === 'admin' ? `admin:${name}` : name;
  return {
    audience,
    async state() {
      const row = await ctx.db.selectFrom('login_attempt').select(['failures', 'locked_until']).where('account', '=', key).executeTakeFirst();
      return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null };
    },
    async count(now) {
      const row = await ctx.db
        .insertInto('login_attempt')
        .values({ account: key, failures: 1, locked_until: null, updated_at: now })
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
      await ctx.db.updateTable('login_attempt').set({ failures: sql<number>`failures - 1` }).where('account', '=', key).where('failures', '>', 0).execute();
    },
    async lock(until) {
      await ctx.db.updateTable('login_attempt').set({ failures: 0, locked_until: until, updated_at: ctx.now() }).where('account', '=', key).execute();
    },
  };
}

/** Null when the attempt brings a valid image code (which it uses up), else the refusal's message. */
async function captchaProblem(ctx: AppContext, audience: Audience, input: PasswordAttempt): Promise<'auth.captchaRequired' | 'auth.captchaWrong' | null> {
  if (!input.captchaId || !input.captcha) return 'auth.captchaRequired';
  return (await consumeCaptcha(ctx, audience, input.captchaId, input.captcha)) ? null : 'auth.captchaWrong';
}

/**
 * Counts the attempt and checks the password against `hash` (null: the name is no account). Returns
 * when it matches; otherwise throws the refusal (bad credentials, code required, locked, busy).
 */
export async function checkPassword(ctx: AppContext, counter: AttemptCounter, input: PasswordAttempt, hash: string | null): Promise<void> {
  const now = ctx.now();
  const state = await counter.state();
  assertUnlocked(state.lockedUntil, now);

  // A code already due is checked before anything is counted.
  let codeChecked = false;
  if (state.failures >= CAPTCHA_AFTER_FAILURES) {
    const problem = await captchaProblem(ctx, counter.audience, input);
    if (problem) throw new AppError(400, problem, { captchaRequired: true });
    codeChecked = true;
  }
  const n = await counter.count(now);
  // Locked by a parallel attempt between the check above and the count.
  if (n === null) throw lockedError((await counter.state()).lockedUntil ?? now + LOCK_MS);
  if (n > CAPTCHA_AFTER_FAILURES && !codeChecked) {
    // Parallel attempts passed the read above together: the count says a code is due after all.
    const problem = await captchaProblem(ctx, counter.audience, input);
    if (problem) {
      await counter.uncount();
      throw new AppError(400, problem, { captchaRequired: true });
    }
  }
  if (n > LOCK_AFTER_FAILURES) {
    // Ten passwords are being tried at this moment: this one is not (nor counted); try again later.
    await counter.uncount();
    throw new AppError(429, 'rate.limited', { retryAfter: 1 }, { seconds: 1 });
  }
  const matches = await verifyPassword(input.password, hash ?? (await decoyHash));
  if (hash === null || !matches) {
    if (n >= LOCK_AFTER_FAILURES) {
      const until = now + LOCK_MS;
      await counter.lock(until);
      throw lockedError(until);
    }
    throw new AppError(400, 'auth.badCredentials', { captchaRequired: n >= CAPTCHA_AFTER_FAILURES, remainingAttempts: LOCK_AFTER_FAILURES - n });
  }
  // The password is right: this attempt was no failure.
  await counter.uncount();
}
