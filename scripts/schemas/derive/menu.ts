// The side menu: areas → sections → page items, in registry and menu order. Only pages with a menu
// entry appear (no detail pages), and only sections and areas that have items.
import type { Label } from '../../../src/generated/schema-types';
import type { Project } from '../../../lib/schema-check/model';
import type { DerivedRoute } from '../../../lib/schema-check/routes';

export interface MenuItemData {
  routeId: string;
  path: string;
  title: Label;
  pageCode: string;
}

export interface MenuSectionData {
  id: string;
  code: string;
  title: Label;
  icon: string;
  items: MenuItemData[];
}

export interface MenuAreaData {
  id: string;
  title: Label;
  icon: string;
  sections: MenuSectionData[];
}

/** `sortedRoutes` must already be in menu order. */
export function deriveMenu(project: Project, sortedRoutes: DerivedRoute[]): MenuAreaData[] {
  const registry = project.sections.schema;
  const byOrder = <T extends { order: number; id: string }>(items: T[]) =>
    [...items].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const areas: MenuAreaData[] = [];
  for (const area of byOrder(registry.areas)) {
    const sections: MenuSectionData[] = [];
    for (const section of byOrder(registry.sections.filter((s) => s.area === area.id))) {
      const items = sortedRoutes
        .filter((r) => r.section === section.id && !r.menuHidden && r.pageCode)
        .map((r) => ({ routeId: r.id, path: r.path, title: r.menuLabel ?? r.title, pageCode: r.pageCode as string }));
      if (items.length) sections.push({ id: section.id, code: section.code, title: section.title, icon: section.icon, items });
    }
    if (sections.length) areas.push({ id: area.id, title: area.title, icon: area.icon, sections });
  }
  return areas;
}
