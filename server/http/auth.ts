// Authentication preHandlers and the subscriber-side code check. The token travels bare in
// `Authorization` (`Bearer <token>` is accepted too, contracts §7). Members and administrators
// are told apart by the token itself (each audience has its own token table), so the same header
// serves both APIs and a token only ever opens its own.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { refuseLapsed, sessionEntitlements } from '../modules/auth/permission-service';
import { resolveAccessToken, type ActiveSession, type Audience } from '../modules/auth/session-service';
import { authorize } from './authorize';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member session of a subscriber API call. */
    session: ActiveSession | null;
    /** The administrator session of an admin API call. */
    adminSession: ActiveSession | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

async function resolve(ctx: AppContext, request: FastifyRequest, audience: Audience): Promise<ActiveSession | null> {
  const token = bearerToken(request);
  return token ? resolveAccessToken(ctx, token, audience) : null;
}

/** Requires a valid member session; 401 otherwise (the web then clears its token and shows the login). */
export function authenticate(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await resolve(ctx, request, 'member');
    if (!request.session) throw new AppError(401, 'auth.loginRequired');
  };
}

/** Requires a valid administrator session; 401 otherwise. */
export function authenticateAdmin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.adminSession = await resolve(ctx, request, 'admin');
    if (!request.adminSession) throw new AppError(401, 'auth.loginRequired');
  };
}

/** Attaches the member session when there is one; anonymous requests pass. */
export function optionalAuth(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await resolve(ctx, request, 'member');
  };
}

/** Requires the session's member to hold `code` (use after `authenticate`). */
export function requireCode(ctx: AppContext, code: string): preHandlerAsyncHookHandler {
  return async (request) => {
    const entitlements = await sessionEntitlements(ctx, sessionOf(request));
    refuseLapsed(entitlements, code);
    authorize({ grants: entitlements.codes }, code);
  };
}

export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError(401, 'auth.loginRequired');
  return request.session;
}

export function adminSessionOf(request: FastifyRequest): ActiveSession {
  if (!request.adminSession) throw new AppError(401, 'auth.loginRequired');
  return request.adminSession;
}
