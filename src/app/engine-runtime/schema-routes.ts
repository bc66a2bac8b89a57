// What the engine asks about other pages, answered from the generated route table (contracts §6):
// their schemas, their detail routes and the name tracking records them under.
import type { DatabasePageSchema } from '../../engine';
import { menu } from '../../generated/menu';
import { routes, type RouteEntry } from '../../generated/routes';

function routeOf(id: string): RouteEntry | undefined {
  return routes.find((route) => route.id === id);
}

/** A basic database's schema through its route's loader (the JSON chunk the route itself loads). */
export async function loadDatabaseSchema(databaseId: string): Promise<DatabasePageSchema> {
  const route = routeOf(databaseId);
  if (route?.kind !== 'database') throw new Error(`no database page "${databaseId}"`);
  return (await route.load()).default;
}

/** The `<id>-detail/:id` route of a database with a detail page, else null (the drawer shows the record). */
export function detailHref(databaseId: string, rowId: string): string | null {
  const route = routeOf(`${databaseId}-detail`);
  if (route?.kind !== 'database-detail') return null;
  return route.path.replace(':id', encodeURIComponent(rowId));
}

/**
 * The name a page's query and export records carry (moduleName): its title in zh-cn, as its page-visit
 * records have it, so reports group one page under one name whatever the interface language.
 */
export function trackedModuleName(pageId: string): string {
  return routeOf(pageId)?.title['zh-cn'] ?? pageId;
}

/** The section code of a page (its menu group's registry code), e.g. drug-sale-market-overview → RETAIL_MARKET. */
export function sectionCodeOf(pageId: string): string | undefined {
  const section = routeOf(pageId)?.section;
  return menu.flatMap((area) => area.sections).find((s) => s.id === section)?.code;
}
