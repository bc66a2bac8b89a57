/** Spec §2: the paths a visitor may open without logging in. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/home',
  '/account-apply',
  '/service-and-support',
  '/email-register-confirm',
  '/email-send-success',
  '/official-account-login-confirm',
  '/no-permission',
  '/demo',
  '/401',
  '/404',
];

/** Spec §2: where a visitor without a token is sent. */
export const LOGIN_PATH = '/home?type=login';
export const HOME_PATH = '/home';
export const NO_PERMISSION_PATH = '/no-permission';
/** Visiting the administrator login resets the loaded permissions (spec §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';
/** The admin back-end keeps its own session (admin info); the subscriber guard leaves it alone. */
export const ADMIN_PREFIX = '/admin';
/** The query parameter that carries a legacy-system token (spec §2). */
export const OLD_TOKEN_PARAM = 'oldToken';

/** Spec §2: never recorded as the previous page of a page visit. */
export const UNTRACKED_PREVIOUS_PATHS: readonly string[] = ['/', '/401', '/404', '/no-permission'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}
