import type { RouteHandle } from '../router/handle';

// The codes a route declares, by the suffix an element guard names them with.
const SUFFIXES = { view: 'pageCode', export: 'exportCode' } as const;

/**
 * Contracts §11: the permitted nodes of a route are `<route path>/<suffix>` for every code the
 * route declares and the user holds — e.g. `/basic-database/drug-database/drug-library/export`.
 */
export function permittedNodes(route: RouteHandle, codes: readonly string[]): string[] {
  const nodes: string[] = [];
  for (const [suffix, field] of Object.entries(SUFFIXES)) {
    const code = route[field];
    if (code && codes.includes(code)) nodes.push(`${route.pattern}/${suffix}`);
  }
  return nodes;
}
