import { routes } from '../../../generated/routes';

export interface DatabaseLink {
  id: string;
  path: string;
  title: (typeof routes)[number]['title'];
}

/** The database list pages of the given sections that the user may open, in menu order. */
export function databasePagesOf(sections: readonly string[], codes: readonly string[]): DatabaseLink[] {
  const held = new Set(codes);
  return routes
    .filter((route) => route.kind === 'database' && sections.includes(route.section) && held.has(route.pageCode))
    .sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section) || a.menuOrder - b.menuOrder)
    .map((route) => ({ id: route.id, path: route.path, title: route.title }));
}

/** One database page by id, if the user may open it. */
export function databasePage(id: string, codes: readonly string[]): DatabaseLink | undefined {
  const route = routes.find((candidate) => candidate.id === id && candidate.kind === 'database');
  return route?.pageCode && codes.includes(route.pageCode) ? { id: route.id, path: route.path, title: route.title } : undefined;
}
