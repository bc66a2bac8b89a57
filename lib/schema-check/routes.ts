// Routes are derived from a schema's area, section and id, never written in it (contracts §2).
// Crud screens have no generated route: the admin app fetches a screen's schema from the API.
import type { Label } from '../../src/generated/schema-types';
import { COMPETITIVE_AREA } from './checks/analysis';
import type { Vocabulary } from './checks/vocabulary';
import type { Project } from './model';

export type RouteKind = 'database' | 'database-detail' | 'analysis';

export interface DerivedRoute {
  id: string;
  path: string;
  kind: RouteKind;
  area: string;
  section: string;
  title: Label;
  pageCode?: string;
  exportCode?: string;
  menuOrder: number;
  menuHidden: boolean;
  /** The menu entry's text when shorter than the title (schema menu.label). */
  menuLabel?: Label;
  /** Absolute path of the schema file the route loads. */
  schemaFile: string;
  /** Project-relative file and pointer that own the id (for duplicate reports). */
  owner: { file: string; pointer: string };
}

const DETAIL_TITLE_SUFFIX: Label = { 'zh-cn': '详情', en: ' detail' };

/** Every route the page schemas define, unsorted (the emitters order them). */
export function deriveRoutes(project: Project, vocabulary: Vocabulary): DerivedRoute[] {
  const routes: DerivedRoute[] = [];
  for (const { file, absPath, schema } of project.databases) {
    const area = vocabulary.sections.get(schema.section)?.area ?? 'basic-database';
    const base = `/${area}/${schema.section}/${schema.id}`;
    const common = { area, section: schema.section, menuOrder: schema.menu.order, schemaFile: absPath };
    routes.push({
      ...common,
      id: schema.id,
      path: base,
      kind: 'database',
      title: schema.title,
      pageCode: schema.permissions.view,
      exportCode: schema.permissions.export,
      menuHidden: schema.menu.hidden ?? false,
      menuLabel: schema.menu.label,
      owner: { file, pointer: '/id' },
    });
    if (schema.detail?.mode === 'page') {
      routes.push({
        ...common,
        id: `${schema.id}-detail`,
        path: `/${area}/${schema.section}/${schema.id}-detail/:id`,
        kind: 'database-detail',
        title: { 'zh-cn': schema.title['zh-cn'] + DETAIL_TITLE_SUFFIX['zh-cn'], en: schema.title.en + DETAIL_TITLE_SUFFIX.en },
        pageCode: schema.detail.permissions?.view,
        menuHidden: true,
        owner: { file, pointer: '/detail' },
      });
    }
  }
  for (const { file, absPath, schema } of project.analyses) {
    const area = vocabulary.sections.get(schema.section)?.area ?? 'market-database';
    routes.push({
      id: schema.id,
      path: area === COMPETITIVE_AREA ? `/${area}/${schema.view}` : `/${area}/${schema.section}/${schema.view}`,
      kind: 'analysis',
      area,
      section: schema.section,
      title: schema.title,
      pageCode: schema.permissions.view,
      exportCode: schema.permissions.export,
      menuOrder: schema.menu.order,
      menuHidden: schema.menu.hidden ?? false,
      menuLabel: schema.menu.label,
      schemaFile: absPath,
      owner: { file, pointer: '/id' },
    });
  }
  return routes;
}

/** Menu order: areas and sections by their registry order, then pages by menu order, then id. */
export function sortRoutes(routes: DerivedRoute[], vocabulary: Vocabulary): DerivedRoute[] {
  const areaOrder = (r: DerivedRoute) => vocabulary.areas.get(r.area)?.order ?? Number.MAX_SAFE_INTEGER;
  const sectionOrder = (r: DerivedRoute) => vocabulary.sections.get(r.section)?.order ?? Number.MAX_SAFE_INTEGER;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...routes].sort(
    (a, b) =>
      areaOrder(a) - areaOrder(b) ||
      compare(a.area, b.area) ||
      sectionOrder(a) - sectionOrder(b) ||
      compare(a.section, b.section) ||
      a.menuOrder - b.menuOrder ||
      compare(a.id, b.id),
  );
}
