import { redirect, type LoaderFunctionArgs } from 'react-router';

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
