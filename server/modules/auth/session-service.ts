// Sessions: an access token (short-lived) and a refresh token (long-lived) issued together under
// one session id, both stored only as hashes. Each audience keeps its tokens in its own table
// (members: auth_token → app_user; administrators: admin_token → admin), so a token of one
// audience is simply unknown to the other: an admin token never opens a subscriber route, and a
// subscriber token never opens an admin route.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { entitlementsOf } from '../entitlements/cache';
import { hashToken, randomToken } from './secret-token';

export const ACCESS_TTL_MS = 24 * 3600_000;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

export type Audience = 'member' | 'admin';

const TOKEN_TABLE = { member: 'auth_token', admin: 'admin_token' } as const;

export interface IssuedSession {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

export interface ActiveSession {
  userId: number;
  sessionId: string;
  /** The entitlement version read with the token (members): the key of the cached entitlements. */
  entitlementVersion?: number;
}

/** Why a session was ended while its tokens still exist; its next request is told with this key. */
const ENDED_MESSAGE: Record<string, 'auth.sessionEndedSeats' | 'auth.sessionRevoked'> = { seats: 'auth.sessionEndedSeats', revoked: 'auth.sessionRevoked' };

export async function issueSession(ctx: AppContext, userId: number, audience: Audience = 'member'): Promise<IssuedSession> {
  const now = ctx.now();
  const sessionId = randomToken(16);
  const token = randomToken();
  const refreshToken = randomToken();
  await ctx.db
    .insertInto(TOKEN_TABLE[audience])
    .values([
      { token_hash: hashToken(token), user_id: userId, kind: 'access', session_id: sessionId, expires_at: now + ACCESS_TTL_MS, created_at: now },
      { token_hash: hashToken(refreshToken), user_id: userId, kind: 'refresh', session_id: sessionId, expires_at: now + REFRESH_TTL_MS, created_at: now },
    ])
    .execute();
  if (audience === 'member') await enforceSeats(ctx, userId, sessionId);
  return { token, refreshToken, expiresAt: now + ACCESS_TTL_MS };
}

/**
 * Seat policy (issue 23): a member holds at most their plan's seats of concurrent sessions; a new
 * login ends the oldest ones. Their tokens stay, marked, so their next request hears why (401).
 */
async function enforceSeats(ctx: AppContext, userId: number, newSession: string): Promise<void> {
  const { seats } = (await entitlementsOf(ctx, userId)).limits;
  if (seats === null) return;
  const others = await ctx.db
    .selectFrom('auth_token')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'refresh')
    .where('ended_reason', 'is', null)
    .where('session_id', '<>', newSession)
    .where('expires_at', '>', ctx.now())
    .orderBy('created_at', 'desc')
    .orderBy('session_id')
    .execute();
  const ended = others.slice(Math.max(0, seats - 1)).map((row) => row.session_id);
  if (ended.length > 0) await endSessions(ctx, ended, 'seats');
}

/** Ends member sessions, telling their next request why. */
export async function endSessions(ctx: AppContext, sessionIds: string[], reason: keyof typeof ENDED_MESSAGE): Promise<void> {
  await ctx.db.updateTable('auth_token').set({ ended_reason: reason }).where('session_id', 'in', sessionIds).execute();
}

/** The session of a token of `audience` whose account is still enabled, or null. */
async function findToken(ctx: AppContext, token: string, kind: 'access' | 'refresh', audience: Audience): Promise<ActiveSession | null> {
  const hash = hashToken(token);
  const row =
    audience === 'member'
      ? await ctx.db
          .selectFrom('auth_token')
          .innerJoin('app_user', 'app_user.id', 'auth_token.user_id')
          // The entitlement version rides along with the token: no extra round trip per request.
          .innerJoin('entitlement_version', (join) => join.on('entitlement_version.id', '=', 1))
          .select(['auth_token.user_id', 'auth_token.session_id', 'auth_token.expires_at', 'auth_token.ended_reason', 'entitlement_version.version'])
          .where('auth_token.token_hash', '=', hash)
          .where('auth_token.kind', '=', kind)
          .where('app_user.status', '=', 'active')
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('admin_token')
          .innerJoin('admin', 'admin.id', 'admin_token.user_id')
          .select(['admin_token.user_id', 'admin_token.session_id', 'admin_token.expires_at', 'admin_token.ended_reason', sql<number | null>`NULL`.as('version')])
          .where('admin_token.token_hash', '=', hash)
          .where('admin_token.kind', '=', kind)
          .where('admin.status', '=', 1)
          .executeTakeFirst();
  if (!row || row.expires_at <= ctx.now()) return null;
  if (row.ended_reason) throw new AppError(401, ENDED_MESSAGE[row.ended_reason] ?? 'auth.sessionRevoked');
  return { userId: row.user_id, sessionId: row.session_id, entitlementVersion: row.version === null ? undefined : Number(row.version) };
}

export function resolveAccessToken(ctx: AppContext, token: string, audience: Audience = 'member'): Promise<ActiveSession | null> {
  return findToken(ctx, token, 'access', audience);
}

export async function revokeSession(ctx: AppContext, sessionId: string, audience: Audience = 'member'): Promise<void> {
  await ctx.db.deleteFrom(TOKEN_TABLE[audience]).where('session_id', '=', sessionId).execute();
}

/** Ends every session of an account (a password change, a disabled administrator). */
export async function revokeAllSessions(ctx: AppContext, userId: number, audience: Audience, except?: string): Promise<void> {
  let query = ctx.db.deleteFrom(TOKEN_TABLE[audience]).where('user_id', '=', userId);
  if (except) query = query.where('session_id', '<>', except);
  await query.execute();
}

/** Exchanges a refresh token for a new session; the old session (both tokens) ends. */
export async function refreshSession(ctx: AppContext, refreshToken: string, audience: Audience = 'member'): Promise<IssuedSession> {
  const session = await findToken(ctx, refreshToken, 'refresh', audience);
  if (!session) throw new AppError(401, 'auth.refreshInvalid');
  const removed = await ctx.db.deleteFrom(TOKEN_TABLE[audience]).where('session_id', '=', session.sessionId).executeTakeFirst();
  // A concurrent refresh of the same token already consumed it.
  if (Number(removed.numDeletedRows) === 0) throw new AppError(401, 'auth.refreshInvalid');
  return issueSession(ctx, session.userId, audience);
}

/** Removes expired rows; called at every startup so the tables do not grow without bound. */
export async function purgeExpiredTokens(ctx: AppContext): Promise<void> {
  for (const table of Object.values(TOKEN_TABLE)) await ctx.db.deleteFrom(table).where('expires_at', '<=', ctx.now()).execute();
}
