// The closed code lists the web guard, the server and the member groups share (contracts §4, §6).
import type { Project } from '../../../lib/schema-check/model';
import type { DerivedRoute } from '../../../lib/schema-check/routes';

export interface CodeLists {
  routeIds: string[];
  pageCodes: string[];
  exportCodes: string[];
  sectionCodes: string[];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function deriveCodes(project: Project, routes: DerivedRoute[]): CodeLists {
  const extra = project.sections.schema.extraCodes;
  return {
    routeIds: sorted(routes.map((r) => r.id)),
    pageCodes: sorted([
      ...routes.flatMap((r) => (r.pageCode ? [r.pageCode] : [])),
      ...extra.filter((c) => c.type === 'page').map((c) => c.code),
    ]),
    exportCodes: sorted(routes.flatMap((r) => (r.exportCode ? [r.exportCode] : []))),
    sectionCodes: sorted([...project.sections.schema.sections.map((s) => s.code), ...extra.filter((c) => c.type === 'section').map((c) => c.code)]),
  };
}
