import type { UIMatch } from 'react-router';

/** What each route declares for the guard, the element permission guard and tracking. */
export interface RouteHandle {
  /** The route pattern, e.g. `/basic-database/drug-database/drug-library`. */
  pattern: string;
  /** Generated routes: the schema id (contracts §2). */
  routeId?: string;
  /** Generated routes: database, database-detail, analysis or crud. */
  kind?: string;
  pageCode?: string;
  exportCode?: string;
  /** A route that only redirects: the guard leaves it to its own loader. */
  redirect?: boolean;
  /** The visitor's landing (/home and its aliases): drawn without antd until someone signs in. */
  landing?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).pattern === 'string';
}

/** The deepest matched route's handle: the page on screen. */
export function leafHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
