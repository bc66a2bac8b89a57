// Things that must have exactly one owner across all files: route ids and paths, filter-set ids,
// permission and section codes, and the warehouse tables whose DDL a database schema defines. The first owner (in
// file order) keeps it; every later one is reported with a pointer back to the first. (Crud screen
// ids and shared crud tables are checked with the stored screens, in crud.ts.)
import type { DerivedRoute } from '../routes';
import { pointer } from '../json-pointer';
import type { Project } from '../model';
import type { ProblemSink } from '../problems';

interface Claim {
  name: string;
  file: string;
  at: string;
}

/** Reports every claim after the first of the same name; returns the reported claims. */
function reportDuplicates(claims: Claim[], what: string, sink: ProblemSink): Set<Claim> {
  const owners = new Map<string, Claim>();
  const reported = new Set<Claim>();
  for (const claim of claims) {
    const owner = owners.get(claim.name);
    if (!owner) owners.set(claim.name, claim);
    else {
      sink.report(claim.file, claim.at, `duplicate ${what} "${claim.name}" (already owned by ${owner.file}:${owner.at})`);
      reported.add(claim);
    }
  }
  return reported;
}

/** Every code with the place that declares it, registries first. */
function codeClaims(project: Project): Claim[] {
  const sectionsFile = project.sections.file;
  const claims: Claim[] = [
    ...project.sections.schema.sections.map((s, i) => ({ name: s.code, file: sectionsFile, at: pointer('sections', i, 'code') })),
    ...project.sections.schema.extraCodes.map((c, i) => ({ name: c.code, file: sectionsFile, at: pointer('extraCodes', i, 'code') })),
  ];
  for (const { file, schema } of project.databases) {
    claims.push({ name: schema.permissions.view, file, at: '/permissions/view' });
    claims.push({ name: schema.permissions.export, file, at: '/permissions/export' });
    if (schema.detail?.permissions) claims.push({ name: schema.detail.permissions.view, file, at: '/detail/permissions/view' });
  }
  for (const { file, schema } of project.analyses) {
    claims.push({ name: schema.permissions.view, file, at: '/permissions/view' });
    claims.push({ name: schema.permissions.export, file, at: '/permissions/export' });
  }
  return claims;
}

export function checkUniqueness(project: Project, routes: DerivedRoute[], sink: ProblemSink): void {
  // A detail route and every path derive from the schema id: once the id is reported as a
  // duplicate, the derived duplicates would only repeat it.
  const pages = routes.filter((r) => r.kind !== 'database-detail');
  const duplicateIds = reportDuplicates(pages.map((r) => ({ name: r.id, file: r.owner.file, at: r.owner.pointer })), 'id', sink);
  const clashing = new Set([...duplicateIds].map((claim) => claim.file));
  const rest = routes.filter((r) => !clashing.has(r.owner.file));
  const allIds = [...pages.filter((r) => !clashing.has(r.owner.file)), ...rest.filter((r) => r.kind === 'database-detail')];
  reportDuplicates(allIds.map((r) => ({ name: r.id, file: r.owner.file, at: r.owner.pointer })), 'id', sink);
  reportDuplicates(rest.map((r) => ({ name: r.path, file: r.owner.file, at: r.owner.pointer })), 'route', sink);
  reportDuplicates(project.filterSets.map((f) => ({ name: f.schema.id, file: f.file, at: '/id' })), 'filter-set id', sink);
  reportDuplicates(codeClaims(project), 'code', sink);
  reportDuplicates(project.databases.map((d) => ({ name: d.schema.source.table, file: d.file, at: '/source/table' })), 'warehouse table', sink);
}
