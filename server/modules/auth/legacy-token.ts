// Tokens of the legacy CHIS system (`oldToken`, spec §2): `<payload>.<signature>`, both
// base64url, the payload `{"account": "...", "exp": <epoch seconds>}` and the signature an
// HMAC-SHA256 of the payload part under the shared LEGACY_TOKEN_SECRET. The same format is
// handed back as `oldChisToken` so the web can open the legacy system signed in; ours also carry
// `jti` (a random id) and `sid` (the session it was issued to).
//
// Legacy login exists only with a configured secret (there is no built-in one). A token is
// exchanged for a session once (its hash is kept until it expires), and a token issued to a
// session dies with that session (logout, password change).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { hashToken, randomToken } from './secret-token';

export const LEGACY_TOKEN_TTL_S = 10 * 60;

export interface LegacyClaims {
  account: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** The session the token was issued to (tokens of the legacy system itself have none). */
  sid?: string;
}

function sign(payloadPart: string, secret: string): string {
  return createHmac('sha256', secret).update(payloadPart).digest('base64url');
}

export function createLegacyToken(account: string, expiresAtSeconds: number, secret: string, sessionId?: string): string {
  const claims = { account, exp: expiresAtSeconds, ...(sessionId ? { sid: sessionId, jti: randomToken(12) } : {}) };
  const payloadPart = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payloadPart}.${sign(payloadPart, secret)}`;
}

/** The claims the token vouches for, or null when forged, malformed or expired. */
export function verifyLegacyToken(token: string, secret: string, nowMs: number): LegacyClaims | null {
  const [payloadPart, signature, extra] = token.split('.');
  if (!payloadPart || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payloadPart, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as { account?: unknown; exp?: unknown; sid?: unknown };
    if (typeof payload.account !== 'string' || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
    if (payload.exp * 1000 <= nowMs) return null;
    return { account: payload.account, exp: payload.exp, ...(payload.sid ? { sid: payload.sid } : {}) };
  } catch {
    return null;
  }
}

/** The shared secret, or the refusal every legacy call answers while none is configured. */
export function legacySecret(ctx: AppContext): string {
  if (!ctx.config.legacyTokenSecret) throw new AppError(403, 'auth.legacyDisabled');
  return ctx.config.legacyTokenSecret;
}

/**
 * Checks a token for a legacy login and uses it up: the account it names, or a 401 when it is
 * forged, expired, already used, or issued to a session that has ended.
 */
export async function consumeLegacyToken(ctx: AppContext, token: string): Promise<string> {
  const claims = verifyLegacyToken(token, legacySecret(ctx), ctx.now());
  if (!claims) throw new AppError(401, 'auth.legacyInvalid');
  if (claims.sid) {
    const live = await ctx.db
      .selectFrom('auth_token')
      .innerJoin('app_user', 'app_user.id', 'auth_token.user_id')
      .select('auth_token.session_id')
      .where('auth_token.session_id', '=', claims.sid)
      .where('app_user.username', '=', claims.account)
      .where('auth_token.expires_at', '>', ctx.now())
      .executeTakeFirst();
    if (!live) throw new AppError(401, 'auth.legacyInvalid');
  }
  // One atomic insert decides which of several parallel uses of the same token wins.
  const used = await ctx.db
    .insertInto('legacy_token_use')
    .values({ token_hash: hashToken(token), expires_at: claims.exp * 1000 })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  if (Number(used.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(401, 'auth.legacyInvalid');
  return claims.account;
}
