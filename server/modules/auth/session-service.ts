// Sessions: an access token (short-lived) and a refresh token (long-lived) issued together under
// one session id, both stored only as hashes.
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { hashToken, randomToken } from './secret-token';

export const ACCESS_TTL_MS = 24 * 3600_000;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

export interface IssuedSession {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

export interface ActiveSession {
  userId: number;
  sessionId: string;
}

export async function issueSession(ctx: AppContext, userId: number): Promise<IssuedSession> {
  const now = ctx.now();
  const sessionId = randomToken(16);
  const token = randomToken();
  const refreshToken = randomToken();
  await ctx.db
    .insertInto('auth_token')
    .values([
      { token_hash: hashToken(token), user_id: userId, kind: 'access', session_id: sessionId, expires_at: now + ACCESS_TTL_MS, created_at: now },
      { token_hash: hashToken(refreshToken), user_id: userId, kind: 'refresh', session_id: sessionId, expires_at: now + REFRESH_TTL_MS, created_at: now },
    ])
    .execute();
  return { token, refreshToken, expiresAt: now + ACCESS_TTL_MS };
}

async function findToken(ctx: AppContext, token: string, kind: 'access' | 'refresh'): Promise<ActiveSession | null> {
  const row = await ctx.db
    .selectFrom('auth_token')
    .innerJoin('app_user', 'app_user.id', 'auth_token.user_id')
    .select(['auth_token.user_id', 'auth_token.session_id', 'auth_token.expires_at'])
    .where('auth_token.token_hash', '=', hashToken(token))
    .where('auth_token.kind', '=', kind)
    .where('app_user.status', '=', 'active')
    .executeTakeFirst();
  if (!row || row.expires_at <= ctx.now()) return null;
  return { userId: row.user_id, sessionId: row.session_id };
}

export function resolveAccessToken(ctx: AppContext, token: string): Promise<ActiveSession | null> {
  return findToken(ctx, token, 'access');
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.deleteFrom('auth_token').where('session_id', '=', sessionId).execute();
}

/** Exchanges a refresh token for a new session; the old session (both tokens) ends. */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<IssuedSession> {
  const session = await findToken(ctx, refreshToken, 'refresh');
  if (!session) throw new AppError(401, 'auth.refreshInvalid');
  const removed = await ctx.db
    .deleteFrom('auth_token')
    .where('session_id', '=', session.sessionId)
    .executeTakeFirst();
  // A concurrent refresh of the same token already consumed it.
  if (Number(removed.numDeletedRows) === 0) throw new AppError(401, 'auth.refreshInvalid');
  return issueSession(ctx, session.userId);
}

/** Removes expired rows; called at every startup so the table does not grow without bound. */
export async function purgeExpiredTokens(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('auth_token').where('expires_at', '<=', ctx.now()).execute();
}
