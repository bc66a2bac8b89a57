/**
 * The administrator's tokens (docs/admin.md §6): localStorage `chis-admin-token` and
 * `chis-admin-refresh-token`, apart from the subscriber's, so signing in to one never signs in or
 * out of the other. Read on every call, so a logout or a renewal in another tab is seen by the next
 * call here.
 */
export const ADMIN_TOKEN_KEY = 'chis-admin-token';
export const ADMIN_REFRESH_TOKEN_KEY = 'chis-admin-refresh-token';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session cannot survive this page, and the next call will say so (401).
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was stored.
  }
}

export function readAdminToken(): string {
  return read(ADMIN_TOKEN_KEY);
}

export function readAdminRefreshToken(): string {
  return read(ADMIN_REFRESH_TOKEN_KEY);
}

/** A login or a renewal: the access token and the refresh token issued with it. */
export function writeAdminSession(session: { token: string; refreshToken?: string }): void {
  write(ADMIN_TOKEN_KEY, session.token);
  if (session.refreshToken) write(ADMIN_REFRESH_TOKEN_KEY, session.refreshToken);
  else remove(ADMIN_REFRESH_TOKEN_KEY);
}

export function removeAdminToken(): void {
  remove(ADMIN_TOKEN_KEY);
  remove(ADMIN_REFRESH_TOKEN_KEY);
}
