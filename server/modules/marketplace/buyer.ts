// The marketplace's buyer account: a member signs in with username and password (the members'
// brute-force rules apply) and gets a token of the marketplace's own audience — signed with the
// marketplace key under its own prefix, so it opens no member or admin route, and a member token
// opens no marketplace route. The token names the member; every request re-reads the account, so a
// disabled member's token stops working at once.
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/auth';
import { AppError } from '../../http/errors';
import { signBytes, verifyBytes } from '../../../lib/module-package/signing';
import { assertActive, type LoginInput } from '../auth/login-service';
import { checkPassword, nameCounter, rowCounter } from '../auth/login-attempts';

export const BUYER_TOKEN_TTL_MS = 2 * 3600_000;
const PREFIX = 'mkt1';
const DOMAIN = 'chis-marketplace-token/1\0';

export interface Buyer {
  userId: number;
  username: string;
}

interface Claims {
  aud: 'marketplace';
  sub: number;
  exp: number;
}

const message = (payload: string) => Buffer.from(DOMAIN + payload);

export function issueBuyerToken(key: KeyObject, userId: number, now: number): { token: string; expiresAt: number } {
  const claims: Claims = { aud: 'marketplace', sub: userId, exp: now + BUYER_TOKEN_TTL_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = Buffer.from(signBytes(key, message(payload)), 'base64').toString('base64url');
  return { token: `${PREFIX}.${payload}.${signature}`, expiresAt: claims.exp };
}

function claimsOf(publicKey: KeyObject, token: string, now: number): Claims | null {
  const [prefix, payload, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  if (!verifyBytes(publicKey, message(payload), Buffer.from(signature, 'base64url').toString('base64'))) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  return claims.aud === 'marketplace' && Number.isSafeInteger(claims.sub) && claims.exp > now ? claims : null;
}

export async function buyerLogin(ctx: AppContext, key: KeyObject, input: LoginInput) {
  const user = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', input.account).executeTakeFirst();
  const counter = user ? rowCounter(ctx, 'app_user', user) : nameCounter(ctx, 'member', input.account);
  await checkPassword(ctx, counter, input, user?.password_hash ?? null);
  assertActive(user!, ctx.now());
  await ctx.db.updateTable('app_user').set({ login_failures: 0, locked_until: null }).where('id', '=', user!.id).execute();
  return { ...issueBuyerToken(key, user!.id, ctx.now()), username: user!.username, nickname: user!.nickname };
}

/** The buyer of a marketplace request; 401 without a valid marketplace token of an active member. */
export async function buyerOf(ctx: AppContext, key: KeyObject, request: FastifyRequest): Promise<Buyer> {
  const token = bearerToken(request);
  const claims = token ? claimsOf(createPublicKey(key), token, ctx.now()) : null;
  const user = claims && (await ctx.db.selectFrom('app_user').selectAll().where('id', '=', claims.sub).executeTakeFirst());
  if (!user || user.status !== 'active') throw new AppError(401, 'auth.loginRequired');
  return { userId: user.id, username: user.username };
}
