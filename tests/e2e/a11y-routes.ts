// Every page the accessibility walk visits, derived from what the app itself routes: the route table
// (static pages, the generated schema routes, the admin routes) and the crud schema files behind
// /admin/<id> and /user/<id>. A new schema page, static page or crud screen is walked without
// editing the test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { buildRouteTable } from '../../src/app/router/route-table';
import type { RouteHandle } from '../../src/app/router/handle';
import { routes as generatedRoutes, type DatabaseRouteEntry, type RouteEntry } from '../../src/generated/routes';

const SCHEMAS = resolve(import.meta.dirname, '../../schemas');

export interface RoutePattern {
  /** The route as the table declares it, e.g. `/basic-database/drug-database/drug-library-detail/:id`. */
  pattern: string;
  kind?: string;
}

function joinPath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

function collect(routes: RouteObject[], parent: string, out: RoutePattern[]): void {
  for (const route of routes) {
    const path = route.index ? parent : route.path === undefined ? parent : joinPath(parent, route.path);
    const handle = route.handle as RouteHandle | undefined;
    // Redirect routes and the catch-all never render a page of their own.
    if (handle && !handle.redirect && !path.endsWith('*')) out.push({ pattern: path, kind: handle.kind });
    if (route.children) collect(route.children, path, out);
  }
}

/** Every rendering route of the route table, in table order. */
export function routePatterns(): RoutePattern[] {
  const out: RoutePattern[] = [];
  collect(buildRouteTable(async () => null), '', out);
  return out;
}

/** The ids of the crud screens of one scope (schemas/admin, schemas/member). */
export function crudScreenIds(scope: 'admin' | 'member'): string[] {
  const dir = join(SCHEMAS, scope);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { kind?: string; id: string; scope?: string })
    .filter((doc) => doc.kind === 'crud' && doc.scope === scope)
    .map((doc) => doc.id)
    .sort();
}

/** The list route a detail route belongs to: `…/x-detail/:id` → the database route at `…/x`. */
const isDatabase = (route: RouteEntry): route is DatabaseRouteEntry => route.kind === 'database';

export function listRouteOfDetail(pattern: string): DatabaseRouteEntry {
  const listPath = pattern.replace(/-detail\/:id$/, '');
  const entry = generatedRoutes.filter(isDatabase).find((route) => route.path === listPath);
  if (!entry) throw new Error(`${pattern}: no database route at ${listPath} to take a record id from`);
  return entry;
}

/** The first database route whose records open in a drawer (the drawer is walked once, open). */
export async function drawerDatabase(): Promise<DatabaseRouteEntry> {
  for (const entry of generatedRoutes.filter(isDatabase)) {
    const schema = (await entry.load()).default as { detail?: { mode?: string } };
    if (schema.detail?.mode === 'drawer') return entry;
  }
  throw new Error('no database opens its records in a drawer');
}
