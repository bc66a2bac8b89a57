// Tokens of the legacy CHIS system (`oldToken`, spec §2): `<payload>.<signature>`, both
// base64url, the payload `{"account": "...", "exp": <epoch seconds>}` and the signature an
// HMAC-SHA256 of the payload part under the shared LEGACY_TOKEN_SECRET. The same format is
// handed back as `oldChisToken` so the web can open the legacy system signed in.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LEGACY_TOKEN_TTL_S = 10 * 60;

function sign(payloadPart: string, secret: string): string {
  return createHmac('sha256', secret).update(payloadPart).digest('base64url');
}

export function createLegacyToken(account: string, expiresAtSeconds: number, secret: string): string {
  const payloadPart = Buffer.from(JSON.stringify({ account, exp: expiresAtSeconds })).toString('base64url');
  return `${payloadPart}.${sign(payloadPart, secret)}`;
}

/** The account the token vouches for, or null when forged, malformed or expired. */
export function verifyLegacyToken(token: string, secret: string, nowMs: number): string | null {
  const [payloadPart, signature, extra] = token.split('.');
  if (!payloadPart || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payloadPart, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as { account?: unknown; exp?: unknown };
    if (typeof payload.account !== 'string' || typeof payload.exp !== 'number') return null;
    return payload.exp * 1000 > nowMs ? payload.account : null;
  } catch {
    return null;
  }
}
