import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { decideNavigation, resetOnAdminLogin, type SessionPort } from '../guard/decide';
import { isAdminPath } from '../guard/paths';
import { leafHandle } from './handle';

/** Where the guard last turned a navigation away from its path (for routePush's message). */
let lastInterception: { from: string; to: string } | undefined;

export function takeInterception(pathname: string): boolean {
  const intercepted = lastInterception?.from === pathname;
  lastInterception = undefined;
  return intercepted;
}

/** The root loader: runs the guard of spec §2 against the route the URL leads to. */
export function createGuardLoader(table: () => RouteObject[], session: SessionPort) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    resetOnAdminLogin(url, session);
    // The admin back-end keeps its own session and checks (src/app/admin): the subscriber's guard
    // neither loads the subscriber's permissions for it nor turns it away.
    if (isAdminPath(url.pathname)) return null;
    const matches = matchRoutes(table(), url.pathname) ?? [];
    const handle = leafHandle(matches.map((match) => ({ handle: match.route.handle })));
    // Redirect routes (/, unknown paths) answer before any guard, as the spec orders.
    if (!handle || handle.redirect) return null;
    const target = await decideNavigation(url, handle.pageCode, session);
    if (target === undefined) return null;
    const targetPath = new URL(target, url).pathname;
    if (targetPath !== url.pathname) lastInterception = { from: url.pathname, to: targetPath };
    throw redirect(target);
  };
}
