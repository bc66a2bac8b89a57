// The admin back-end's paths (docs/admin.md §6). Written out here rather than imported from the
// router and the guard, which are in the first download (see host.ts).
export const ADMIN_PREFIX = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_PROFILE_PATH = '/admin/profile';
/** The module screen: the marketplace (its own view) and the installed modules. */
export const ADMIN_MODULE_PATH = '/admin/module';

/** The marketplace opened on one module's detail. */
export function marketplacePath(uid: string): string {
  return `${ADMIN_MODULE_PATH}?uid=${encodeURIComponent(uid)}`;
}
const ADMIN_LOADING_PREFIX = '/admin/loading';

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** Spec §2: the loading page with `to` = the path and query as one encoded segment. */
export function adminLoadingPath(pathname: string, search: string): string {
  return `${ADMIN_LOADING_PREFIX}/${encodeURIComponent(pathname + search)}`;
}

/** The query parameter of /admin/login that names where to go once signed in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The admin page a `to` (the loading page's segment, the login's redirect) may lead to: an admin
 * path of this site other than the login and loading pages themselves; anything else (another
 * site, a subscriber page, a loop) is dropped.
 */
export function safeAdminTarget(to: string | null | undefined): string | undefined {
  if (!to) return undefined;
  let target = to;
  // The router hands the loading page's segment over decoded; a link that encoded it twice still
  // starts with %2F.
  if (/^%2F/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return undefined;
    }
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  const pathname = target.split(/[?#]/)[0];
  if (!isAdminPath(pathname)) return undefined;
  if (pathname === ADMIN_LOGIN_PATH || pathname === ADMIN_LOADING_PREFIX || pathname.startsWith(`${ADMIN_LOADING_PREFIX}/`)) return undefined;
  return target;
}

/** /admin/login, remembering the page to return to (none for the dashboard, where a login leads anyway). */
export function adminLoginPath(target?: string): string {
  const safe = safeAdminTarget(target);
  return safe && safe !== ADMIN_DASHBOARD_PATH ? `${ADMIN_LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : ADMIN_LOGIN_PATH;
}

/** The loading page that restores the session and then opens `target` (the dashboard without one). */
export function adminBootPath(target?: string): string {
  const safe = safeAdminTarget(target);
  if (!safe) return ADMIN_LOADING_PREFIX;
  const [pathname, search = ''] = splitSearch(safe);
  return adminLoadingPath(pathname, search);
}

function splitSearch(target: string): [string, string] {
  const index = target.search(/[?#]/);
  return index === -1 ? [target, ''] : [target.slice(0, index), target.slice(index)];
}
