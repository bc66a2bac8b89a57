// The permission tree member groups are granted from: sections (type 0) → pages (type 1) →
// export codes (type 2). Extra sections from the registry come first, then the schema sections
// in menu order; a detail page sits beside its list page.
import type { Label } from '../../../src/generated/schema-types';
import type { Project } from '../../../lib/schema-check/model';
import type { DerivedRoute } from '../../../lib/schema-check/routes';

export interface PermissionNodeData {
  code: string;
  title: Label;
  type: 0 | 1 | 2;
  children: PermissionNodeData[];
}

const EXPORT_TITLE: Label = { 'zh-cn': '导出', en: 'Export' };

/** `sortedRoutes` must already be in menu order. */
export function derivePermissionTree(project: Project, sortedRoutes: DerivedRoute[]): PermissionNodeData[] {
  const registry = project.sections.schema;
  const extra: PermissionNodeData[] = registry.extraCodes
    .filter((c) => c.type === 'section')
    .map((section) => ({
      code: section.code,
      title: section.title,
      type: 0,
      children: registry.extraCodes
        .filter((c) => c.type === 'page' && c.parent === section.code)
        .map((page) => ({ code: page.code, title: page.title, type: 1, children: [] })),
    }));
  const areaOrder = new Map(registry.areas.map((a) => [a.id, a.order]));
  const sections = [...registry.sections].sort(
    (a, b) => (areaOrder.get(a.area) ?? 0) - (areaOrder.get(b.area) ?? 0) || a.order - b.order || (a.id < b.id ? -1 : 1),
  );
  const fromSchemas: PermissionNodeData[] = sections.map((section) => ({
    code: section.code,
    title: section.title,
    type: 0,
    children: sortedRoutes
      .filter((r) => r.section === section.id && r.pageCode)
      .map((r) => ({
        code: r.pageCode as string,
        title: r.title,
        type: 1,
        children: r.exportCode ? [{ code: r.exportCode, title: EXPORT_TITLE, type: 2, children: [] }] : [],
      })),
  }));
  return [...extra, ...fromSchemas];
}
