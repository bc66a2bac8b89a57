import {
  ADMIN_LOGIN_PATH,
  HOME_PATH,
  isAdminPath,
  isPublicPath,
  LOGIN_PATH,
  NO_PERMISSION_PATH,
  OLD_TOKEN_PARAM,
} from './paths';

/** What the guard needs from the session; the app binds it to jotai and the API (session-port.ts). */
export interface SessionPort {
  token(): string;
  permissionsLoaded(): boolean;
  /** Fetches the permission list and stores it; rejects when the server refuses. */
  loadPermissions(): Promise<void>;
  /** Logs in with a legacy-system token; rejects when the token is refused. */
  loginWithOldToken(oldToken: string): Promise<void>;
  /** Drops the token and the stored login (spec §4). */
  endSession(): void;
  resetPermissions(): void;
  holds(code: string): boolean;
}

/**
 * Spec §4: permissions load once per session and reset on visiting the admin login route. Runs
 * for every navigation, before anything else: admin paths are otherwise left to the admin app.
 */
export function resetOnAdminLogin(url: URL, session: SessionPort): void {
  if (url.pathname === ADMIN_LOGIN_PATH) session.resetPermissions();
}

/** `undefined`: let the navigation through; a string: go there instead. */
export type GuardResult = string | undefined;

/**
 * The navigation guard of spec §2, in the order the spec gives it. `pageCode` is the code the
 * target route declares, if any.
 */
export async function decideNavigation(url: URL, pageCode: string | undefined, session: SessionPort): Promise<GuardResult> {
  const { pathname } = url;

  const oldToken = url.searchParams.get(OLD_TOKEN_PARAM);
  if (oldToken !== null) {
    // A refused legacy token is not an error page: the visitor simply continues unauthenticated.
    await session.loginWithOldToken(oldToken).catch(() => undefined);
    const rest = new URLSearchParams(url.searchParams);
    rest.delete(OLD_TOKEN_PARAM);
    const query = rest.toString();
    return `${pathname}${query ? `?${query}` : ''}${url.hash}`;
  }

  const open = isPublicPath(pathname) || isAdminPath(pathname);
  if (!session.token()) return open ? undefined : LOGIN_PATH;

  if (!session.permissionsLoaded()) {
    try {
      await session.loadPermissions();
    } catch {
      session.endSession();
      return pathname === HOME_PATH ? undefined : HOME_PATH;
    }
  }

  if (!open && pageCode && !session.holds(pageCode)) return NO_PERMISSION_PATH;
  return undefined;
}
