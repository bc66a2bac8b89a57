/**
 * The administrator's token (docs/admin.md §6): localStorage `chis-admin-token`, apart from the
 * subscriber's token, so signing in to one never signs in or out of the other. Read on every call,
 * so a logout in another tab is seen by the next call here.
 */
export const ADMIN_TOKEN_KEY = 'chis-admin-token';

export function readAdminToken(): string {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage blocked: the session cannot survive this page, and the next call will say so (401).
  }
}

export function removeAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Blocked: nothing was stored.
  }
}
