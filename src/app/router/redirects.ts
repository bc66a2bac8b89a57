import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_PREFIX } from '../guard/paths';
import { adminBootstrapped } from './admin-bootstrap';

/** Spec §2: `/` → `/home`. */
export const rootRedirect = () => redirect('/home');

/**
 * `/user-center` is the user centre's index: one page, so one tab (the tab bar keys tabs by path;
 * both paths rendering it opened two).
 */
export const userCenterRedirect = ({ request }: LoaderFunctionArgs) => redirect(`/user-center/index${new URL(request.url).search}`);

/**
 * Spec §2: any other path under /admin → `/admin/loading/{to}`, `to` being the original path and
 * query as one encoded segment; the loading page opens the admin session, then goes to `to`.
 */
export function adminLoadingPath(pathname: string, search: string): string {
  return `/admin/loading/${encodeURIComponent(pathname + search)}`;
}

export const adminRedirect = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  return redirect(adminLoadingPath(url.pathname, url.search));
};

/**
 * Spec §2: any unknown path → `/404`, except that *any* path starting with /admin (`/admindashboard`
 * too, which no admin route matches) goes to the admin loading page, which opens the dashboard for
 * a target that is no admin screen.
 */
export const notFoundRedirect = (args: LoaderFunctionArgs) =>
  new URL(args.request.url).pathname.startsWith(ADMIN_PREFIX) ? adminRedirect(args) : redirect('/404');

/**
 * The admin screens' gate: before the admin session is restored in this page (a fresh load, a
 * link) an /admin path goes to the loading page first; afterwards the screens render.
 */
export const adminGate = (args: LoaderFunctionArgs) => (adminBootstrapped() ? null : adminRedirect(args));
