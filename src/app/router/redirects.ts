import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminBootstrapped } from './admin-bootstrap';

/** Spec §2: `/` → `/home`. */
export const rootRedirect = () => redirect('/home');

/** Spec §2: any unknown path → `/404`. */
export const notFoundRedirect = () => redirect('/404');

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
 * The admin screens' gate: before the admin session is restored in this page (a fresh load, a
 * link) an /admin path goes to the loading page first; afterwards the screens render.
 */
export const adminGate = (args: LoaderFunctionArgs) => (adminBootstrapped() ? null : adminRedirect(args));
