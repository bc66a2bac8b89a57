// The admin app's one entry: the router loads this module (and nothing else of src/app/admin)
// when an admin path is opened, connects it to the first download, and asks it for the route modules
// (each screen its own chunk).
import type { ComponentType } from 'react';
import { connectHost, type AdminHost } from './host';

const screens = {
  login: () => import('./login'),
  loading: () => import('./loading'),
  layout: () => import('./layout/AdminLayout'),
  dashboard: () => import('./dashboard'),
  profile: () => import('./profile'),
  crud: () => import('./crud'),
  config: () => import('./config'),
  marketplace: () => import('./marketplace'),
  designer: () => import('./designer'),
  notFound: () => import('./errors/NotFound'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminScreen = keyof typeof screens;

export function connect(host: AdminHost): void {
  connectHost(host);
}

/**
 * A route's component and error boundary: a screen that fails to render shows the admin problem
 * page (or, when a chunk is missing after a deploy, the update prompt).
 */
export async function route(screen: AdminScreen): Promise<{ Component: ComponentType; ErrorBoundary: ComponentType }> {
  const [module, errors] = await Promise.all([screens[screen](), import('./errors/AdminRouteError')]);
  return { Component: module.default, ErrorBoundary: errors.default };
}
