// The generator's programmatic API: validate every schema file, check cross-references, and
// produce the contents of src/generated/ in memory. The CLI and the tests both call this.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildVocabulary } from '../../lib/schema-check/checks/vocabulary';
import { deriveCodes, type CodeLists } from './derive/codes';
import { deriveMenu, type MenuAreaData } from './derive/menu';
import { derivePermissionTree, type PermissionNodeData } from './derive/permission-tree';
import { deriveRoutes, sortRoutes, type DerivedRoute } from '../../lib/schema-check/routes';
import { deriveTables, type BasicTable } from './derive/tables';
import { deriveAnalysisWhitelist, deriveDatabaseWhitelist, type AnalysisWhitelistEntry, type DatabaseWhitelistEntry } from './derive/whitelist';
import { emitCodes } from './emit/codes';
import { emitMenu } from './emit/menu';
import { emitPermissionTree } from './emit/permission-tree';
import { emitRoutes } from './emit/routes';
import { emitSchemaTypes } from './emit/schema-types';
import { emitTables } from './emit/tables';
import { emitWhitelist } from './emit/whitelist';
import type { Project } from '../../lib/schema-check/model';
import { ProblemSink, sortProblems, type Problem } from '../../lib/schema-check/problems';
import { DEFAULT_SOURCES, validateSources } from '../../lib/schema-check/validate-sources';

export const GENERATED_DIR = path.join('src', 'generated');
export { DEFAULT_SOURCES };

export interface GenerateOptions {
  /** Project root (the folder holding schemas/ and src/). */
  root: string;
  /** Folders or files to read, relative to root; default ["schemas"]. */
  sources?: string[];
  /** Further folders or files read on top of sources (`--extra-dir`). */
  extra?: string[];
}

/** The derived data behind the generated files, for tests and tooling. */
export interface Manifest {
  routes: DerivedRoute[];
  codes: CodeLists;
  menu: MenuAreaData[];
  permissionTree: PermissionNodeData[];
  databaseWhitelist: Record<string, DatabaseWhitelistEntry>;
  analysisPages: Record<string, AnalysisWhitelistEntry>;
  basicTables: BasicTable[];
}

export interface GenerateResult {
  /** Sorted; empty when everything is valid. */
  problems: Problem[];
  /** How many JSON files were read and validated. */
  validatedCount: number;
  /** File name in src/generated → content. Built from the files without problems. */
  files: Map<string, string>;
  /** null when the registries themselves are missing or invalid. */
  manifest: Manifest | null;
}

/** The project without the files that have problems, so the output is built from sound input only. */
function withoutProblemFiles(project: Project, sink: ProblemSink): Project {
  const clean = <T extends { file: string }>(entries: T[]) => entries.filter((e) => sink.countFor(e.file) === 0);
  return { ...project, databases: clean(project.databases), analyses: clean(project.analyses), filterSets: clean(project.filterSets), cruds: clean(project.cruds) };
}

function registriesSound(project: Project, sink: ProblemSink): boolean {
  return [project.sections, project.columnTypes, project.widgets, project.market].every((r) => sink.countFor(r.file) === 0);
}

function deriveManifest(project: Project): Manifest {
  const vocabulary = buildVocabulary(project);
  const routes = sortRoutes(deriveRoutes(project, vocabulary), vocabulary);
  return {
    routes,
    codes: deriveCodes(project, routes),
    menu: deriveMenu(project, routes),
    permissionTree: derivePermissionTree(project, routes),
    databaseWhitelist: deriveDatabaseWhitelist(project),
    analysisPages: deriveAnalysisWhitelist(project),
    basicTables: deriveTables(project),
  };
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { root } = options;
  const sink = new ProblemSink();
  const { readCount, metas, project } = validateSources(root, [...(options.sources ?? DEFAULT_SOURCES), ...(options.extra ?? [])], sink);

  const files = new Map<string, string>();
  files.set('schema-types.ts', await emitSchemaTypes(metas.documents));
  let manifest: Manifest | null = null;
  if (project && registriesSound(project, sink)) {
    const sound = withoutProblemFiles(project, sink);
    manifest = deriveManifest(sound);
    files.set('codes.ts', emitCodes(manifest.codes));
    files.set('routes.ts', emitRoutes(manifest.routes, root));
    files.set('menu.ts', emitMenu(manifest.menu));
    files.set('permission-tree.ts', emitPermissionTree(manifest.permissionTree));
    files.set('whitelist.ts', emitWhitelist(manifest.databaseWhitelist, manifest.analysisPages));
    files.set('tables.ts', emitTables(manifest.basicTables));
  }
  return { problems: sortProblems(sink.problems), validatedCount: readCount, files, manifest };
}

/**
 * Writes the files whose content changed (untouched files keep their mtime, so dev servers stay
 * calm) and deletes the files the generator no longer emits (src/generated is the generator's own).
 */
export function writeGenerated(root: string, files: Map<string, string>): string[] {
  const dir = path.join(root, GENERATED_DIR);
  mkdirSync(dir, { recursive: true });
  const changed = staleFiles(root, files);
  for (const name of changed) {
    const content = files.get(name);
    if (content === undefined) rmSync(path.join(dir, name));
    else writeFileSync(path.join(dir, name), content);
  }
  return changed;
}

/** Names of the generated files whose content on disk differs from `files`, that are missing, or that are no longer emitted. */
export function staleFiles(root: string, files: Map<string, string>): string[] {
  const dir = path.join(root, GENERATED_DIR);
  const changed = [...files]
    .filter(([name, content]) => {
      const file = path.join(dir, name);
      return !existsSync(file) || readFileSync(file, 'utf8') !== content;
    })
    .map(([name]) => name);
  const obsolete = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ts') && !files.has(name)) : [];
  return [...changed, ...obsolete].sort();
}
