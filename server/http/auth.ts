// Authentication and authorisation preHandlers. The token travels bare in `Authorization`
// (`Bearer <token>` is accepted too, contracts §7).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { codesOf } from '../modules/auth/permission-service';
import { resolveAccessToken, type ActiveSession } from '../modules/auth/session-service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

async function resolve(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession | null> {
  const token = bearerToken(request);
  return token ? resolveAccessToken(ctx, token) : null;
}

/** Requires a valid session; 401 otherwise (the web then clears its token and shows the login). */
export function authenticate(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await resolve(ctx, request);
    if (!request.session) throw new AppError(401, 'auth.loginRequired');
  };
}

/** Attaches the session when there is one; anonymous requests pass. */
export function optionalAuth(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await resolve(ctx, request);
  };
}

/** Requires the session's user to hold `code` (use after `authenticate`). */
export function requireCode(ctx: AppContext, code: string): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.session) throw new AppError(401, 'auth.loginRequired');
    const codes = await codesOf(ctx, request.session.userId);
    if (!codes.has(code)) throw new AppError(403, 'auth.codeRequired', null, { code });
  };
}

export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError(401, 'auth.loginRequired');
  return request.session;
}

/** Requires the session's user to be an administrator (use after `authenticate`). */
export function requireAdmin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const { userId } = sessionOf(request);
    const user = await ctx.db.selectFrom('app_user').select('is_admin').where('id', '=', userId).executeTakeFirst();
    if (user?.is_admin !== 1) throw new AppError(403, 'auth.adminRequired');
  };
}
