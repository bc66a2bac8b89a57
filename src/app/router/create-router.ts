import { createBrowserRouter, type RouteObject } from 'react-router';
import type { SessionPort } from '../guard/decide';
import { createSessionPort } from '../guard/session-port';
import { createGuardLoader } from './guard-loader';
import { buildRouteTable } from './route-table';

/** The route tree with the guard bound to a session (the app's, or a test's). */
export function buildAppRoutes(session: SessionPort = createSessionPort()): RouteObject[] {
  let table: RouteObject[] = [];
  table = buildRouteTable(createGuardLoader(() => table, session));
  return table;
}

export function createAppRouter() {
  return createBrowserRouter(buildAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
