// Rate limits kept in the app database, so every replica behind a load balancer counts the same
// attempts (a per-process counter would give each replica its own allowance). Each bucket
// (`<rule>:<key>`, the key an address or an account) is a fixed-window counter moved by one
// atomic upsert: parallel requests each get their own count, and a request over the limit is
// refused before any work is done. A rule may give a success its hit back, so that only failed
// attempts (and those still running) use up the allowance.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { AppError } from './errors';

export interface RateRule {
  /** Names the bucket family, e.g. `login-ip`. */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RatePolicy {
  /** Each rule with the bucket key of a request (null: the rule does not apply to it). */
  rules: { rule: RateRule; key(request: FastifyRequest): string | null }[];
  /** A successful answer (2xx) gives its hits back: the limit counts failures. */
  refundOnSuccess?: boolean;
  /**
   * Counted before the body is validated, so a body the schema refuses uses up the allowance too
   * (a flood of malformed logins is refused like any other). Its keys cannot use the session.
   */
  beforeValidation?: boolean;
}

interface Charge {
  bucket: string;
  resetAt: number;
  cost: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Hits this request took that a success gives back (see RatePolicy.refundOnSuccess). */
    rateCharges: Charge[] | null;
  }
}

const MINUTE = 60_000;

/** Every limit of the server in one place (per window; "failures" = successes are given back). */
export const RATE_RULES = {
  /**
   * Password logins (subscribers and administrators alike): failures per address, malformed bodies
   * included. Per account name there is no bucket: the account's own failure count
   * (auth/login-attempts.ts) counts only the passwords tried, where a bucket of every refusal let
   * anyone lock any name out.
   */
  loginPerIp: { name: 'login-ip', limit: 50, windowMs: 15 * MINUTE },
  adminLoginPerIp: { name: 'admin-login-ip', limit: 50, windowMs: 15 * MINUTE },
  /** Rows an address without a session may add to the administrator operation log (failed logins). */
  adminLogAnonymousPerIp: { name: 'admin-log-anon-ip', limit: 20, windowMs: 15 * MINUTE },
  /** Legacy-token logins: failures per address. */
  legacyLoginPerIp: { name: 'legacy-login-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Card redemptions: failures per address and per member (the 5-failure lock comes first). */
  cardPerIp: { name: 'card-ip', limit: 20, windowMs: 15 * MINUTE },
  cardPerMember: { name: 'card-member', limit: 10, windowMs: 15 * MINUTE },
  /** Password changes: wrong old passwords per member and per address. */
  passwordPerMember: { name: 'password-member', limit: 5, windowMs: 15 * MINUTE },
  passwordPerIp: { name: 'password-ip', limit: 20, windowMs: 15 * MINUTE },
  /** An administrator's own password change: wrong old passwords per administrator. */
  adminPasswordPerAdmin: { name: 'admin-password', limit: 5, windowMs: 15 * MINUTE },
  /** Trial applications (each mails someone): per address and per mailbox. */
  trialPerIp: { name: 'trial-ip', limit: 5, windowMs: 60 * MINUTE },
  trialPerEmail: { name: 'trial-email', limit: 3, windowMs: 24 * 60 * MINUTE },
  /** Mail confirmations tried per address. */
  confirmPerIp: { name: 'confirm-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Image codes and QR tickets made per address (each is a row in the app database). */
  captchaPerIp: { name: 'captcha-ip', limit: 60, windowMs: 10 * MINUTE },
  adminCaptchaPerIp: { name: 'admin-captcha-ip', limit: 60, windowMs: 10 * MINUTE },
  qrTicketPerIp: { name: 'qr-ticket-ip', limit: 30, windowMs: 10 * MINUTE },
  /** Anonymous tracking uploads: batches and stored bytes per address. */
  trackingPerIp: { name: 'tracking-ip', limit: 120, windowMs: MINUTE },
  trackingBytesPerIp: { name: 'tracking-bytes-ip', limit: 2_000_000, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

/** How often (in hits of this process) the expired buckets are removed. */
const PURGE_EVERY = 500;
let hitsSincePurge = 0;

/** A bucket name of bounded length: long keys (mail addresses) are hashed. */
function bucketOf(rule: RateRule, key: string): string {
  const safe = key.length <= 100 && /^[\w.:@+-]*$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
  return `${rule.name}:${safe}`;
}

/** The address a limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber line holds a whole /64). */
export function addressKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Adds `cost` to the bucket of `key` under `rule` in one atomic statement and returns the count
 * of the window, this hit included. A window that has ended starts over.
 */
export async function hit(ctx: AppContext, rule: RateRule, key: string, cost = 1): Promise<{ hits: number; resetAt: number; bucket: string }> {
  const now = ctx.now();
  const bucket = bucketOf(rule, key);
  if (++hitsSincePurge >= PURGE_EVERY) {
    hitsSincePurge = 0;
    await purgeRateLimits(ctx);
  }
  const row = await ctx.db
    .insertInto('rate_limit')
    .values({ bucket, hits: cost, reset_at: now + rule.windowMs })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limit.reset_at <= ${now} THEN CAST(${cost} AS INTEGER) ELSE rate_limit.hits + CAST(${cost} AS INTEGER) END`,
        reset_at: sql<number>`CASE WHEN rate_limit.reset_at <= ${now} THEN CAST(${now + rule.windowMs} AS BIGINT) ELSE rate_limit.reset_at END`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: Number(row.reset_at), bucket };
}

/** Gives hits back to the window they were taken from (a later window is left alone). */
export async function refund(ctx: AppContext, charge: Charge): Promise<void> {
  await ctx.db
    .updateTable('rate_limit')
    .set({ hits: sql<number>`hits - CAST(${charge.cost} AS INTEGER)` })
    .where('bucket', '=', charge.bucket)
    .where('reset_at', '=', charge.resetAt)
    .where('hits', '>=', charge.cost)
    .execute();
}

function refused(reply: FastifyReply | null, resetAt: number, now: number): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  reply?.header('Retry-After', String(seconds));
  // Past a minute and a half the wait reads in minutes (86,373 s tells a person nothing).
  return seconds > 90
    ? new AppError(429, 'rate.limitedMinutes', { retryAfter: seconds }, { minutes: Math.ceil(seconds / 60) })
    : new AppError(429, 'rate.limited', { retryAfter: seconds }, { seconds });
}

/**
 * Counts `cost` against `rule` for `key` and throws the 429 when the window is over its limit.
 * For checks made inside a handler (the size of what is stored is known only there).
 */
export async function consume(ctx: AppContext, rule: RateRule, key: string, cost = 1, reply: FastifyReply | null = null): Promise<void> {
  const { hits, resetAt } = await hit(ctx, rule, key, cost);
  if (hits > rule.limit) throw refused(reply, resetAt, ctx.now());
}

/**
 * Runs `check` as one attempt counted against `rule` for `key`: refused with the 429 over the limit,
 * the hit given back when `check` succeeds (the limit counts failures).
 */
export async function countedAttempt<T>(ctx: AppContext, rule: RateRule, key: string, check: () => Promise<T>): Promise<T> {
  const charge = await hit(ctx, rule, key);
  if (charge.hits > rule.limit) throw refused(null, charge.resetAt, ctx.now());
  const result = await check();
  await refund(ctx, { bucket: charge.bucket, resetAt: charge.resetAt, cost: 1 });
  return result;
}

/**
 * A preHandler enforcing `policy`: every rule's bucket is counted before the route does any work;
 * the first one over its limit answers 429 with Retry-After. Put it after `authenticate` when a
 * key needs the session.
 */
export function rateLimit(ctx: AppContext, policy: RatePolicy): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const { rule, key } of policy.rules) {
      const value = key(request);
      if (value === null || value === '') continue;
      const { hits, resetAt, bucket } = await hit(ctx, rule, value);
      if (policy.refundOnSuccess) (request.rateCharges ??= []).push({ bucket, resetAt, cost: 1 });
      if (hits > rule.limit) throw refused(reply, resetAt, ctx.now());
    }
  };
}

export async function purgeRateLimits(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.deleteFrom('rate_limit').where('reset_at', '<=', now).execute();
  await ctx.db
    .deleteFrom('login_attempt')
    .where('updated_at', '<=', now - 24 * 60 * MINUTE)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
  await ctx.db.deleteFrom('legacy_token_use').where('expires_at', '<=', now).execute();
}

/** The request's address as a limit key. */
export const byAddress = (request: FastifyRequest): string => addressKey(request.ip);

/** The field of a validated JSON body as a limit key (account names, mail addresses). */
export const byBodyField =
  (field: string, normalise: (value: string) => string = (value) => value) =>
  (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
    return typeof value === 'string' ? normalise(value) : null;
  };

/** The signed-in member as a limit key (the limiter runs after the route's `authenticate`). */
export const byMember = (request: FastifyRequest): string | null => (request.session ? `u${request.session.userId}` : null);

const R = RATE_RULES;

/** The limits a route names in its config (`config: { rateLimit: '<policy>' }`). */
export const RATE_POLICIES = {
  login: { refundOnSuccess: true, beforeValidation: true, rules: [{ rule: R.loginPerIp, key: byAddress }] },
  adminLogin: { refundOnSuccess: true, beforeValidation: true, rules: [{ rule: R.adminLoginPerIp, key: byAddress }] },
  legacyLogin: { refundOnSuccess: true, rules: [{ rule: R.legacyLoginPerIp, key: byAddress }] },
  captcha: { rules: [{ rule: R.captchaPerIp, key: byAddress }] },
  adminCaptcha: { rules: [{ rule: R.adminCaptchaPerIp, key: byAddress }] },
  cardRedeem: { refundOnSuccess: true, rules: [{ rule: R.cardPerIp, key: byAddress }, { rule: R.cardPerMember, key: byMember }] },
  changePassword: { refundOnSuccess: true, rules: [{ rule: R.passwordPerIp, key: byAddress }, { rule: R.passwordPerMember, key: byMember }] },
  trialApply: { rules: [{ rule: R.trialPerIp, key: byAddress }, { rule: R.trialPerEmail, key: byBodyField('email', (email) => email.toLowerCase()) }] },
  mailConfirm: { refundOnSuccess: true, rules: [{ rule: R.confirmPerIp, key: byAddress }] },
  qrTicket: { rules: [{ rule: R.qrTicketPerIp, key: byAddress }] },
  tracking: { rules: [{ rule: R.trackingPerIp, key: byAddress }] },
} satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof RATE_POLICIES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit policy of the route (RATE_POLICIES); enforced after the route's own preHandlers. */
    rateLimit?: RatePolicyName;
  }
}

/**
 * Enforces each route's `config.rateLimit`: the limiter is appended to the route's preHandlers (so
 * a key may use the session `authenticate` found), or to its preValidation hooks for a policy
 * counted before validation; a success gives back what a policy refunds.
 */
export function registerRateLimits(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('rateCharges', null);
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    if (!Object.hasOwn(RATE_POLICIES, name)) throw new Error(`route ${route.method} ${route.url}: unknown rate-limit policy ${name}`);
    const policy: RatePolicy = RATE_POLICIES[name];
    const limiter = rateLimit(ctx, policy);
    const stage = policy.beforeValidation ? 'preValidation' : 'preHandler';
    const own = route[stage] ? (Array.isArray(route[stage]) ? route[stage] : [route[stage]]) : [];
    route[stage] = [...own, limiter];
  });
  app.addHook('onSend', async (request, reply) => {
    const charges = request.rateCharges;
    if (!charges || reply.statusCode >= 400) return;
    request.rateCharges = null;
    for (const charge of charges) await refund(ctx, charge);
  });
}
