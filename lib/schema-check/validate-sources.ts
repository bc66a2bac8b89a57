// Passes 1 and 2 of the generator over a set of files: parse, shape (meta-schemas), folder layout
// and cross-references. The generator (generate.ts) and the server's crud registry (crud-sources.ts)
// both validate through here, so a schema means the same thing at build time and at run time. Only
// run-time dependencies are imported (no emitters).
import { checkAnalyses } from './checks/analysis';
import { checkCruds } from './checks/crud';
import { checkDatabases } from './checks/database';
import { checkFilterSets } from './checks/filter-set';
import { checkLayout } from './checks/layout';
import { checkRegistries } from './checks/registries';
import { checkUniqueness } from './checks/uniqueness';
import { buildVocabulary } from './checks/vocabulary';
import { deriveRoutes } from './routes';
import { loadJsonFiles, type LoadResult } from './load-files';
import { loadMetaSchemas, type MetaSchemas } from './meta-schemas';
import { buildProject, type Project } from './model';
import type { ProblemSink } from './problems';
import { validateShapes, type ValidFile } from './validate-shape';

export const DEFAULT_SOURCES = ['schemas'];
export const REGISTRY_FOLDER = 'schemas/registry';

/** Runs every cross-reference check; problems land in the sink. */
function checkProject(project: Project, sink: ProblemSink): void {
  const vocabulary = buildVocabulary(project);
  checkRegistries(project, vocabulary, sink);
  checkDatabases(project, vocabulary, sink);
  checkAnalyses(project, vocabulary, sink);
  checkFilterSets(project, vocabulary, sink);
  checkCruds(project.cruds, vocabulary, sink);
  checkUniqueness(project, deriveRoutes(project, vocabulary), sink);
}

export interface ValidatedSources {
  /** How many JSON files were read. */
  readCount: number;
  /** Digest of the files read (see loadJsonFiles). */
  fingerprint: string;
  metas: MetaSchemas;
  /** The files that passed the shape pass, sorted by path. */
  valid: ValidFile[];
  /** null when the registries are missing or duplicated. */
  project: Project | null;
}

/** Passes 1 and 2 over loaded files; problems land in the sink. */
export function validateLoaded(loaded: LoadResult, metas: MetaSchemas, sink: ProblemSink): { valid: ValidFile[]; project: Project | null } {
  const valid = validateShapes(loaded.files, metas, sink);
  checkLayout(valid, sink);
  const project = buildProject(valid, REGISTRY_FOLDER, sink);
  if (project) checkProject(project, sink);
  return { valid, project };
}

/** Passes 1 and 2 over the files under `sources` (relative to root); problems land in the sink. */
export function validateSources(root: string, sources: string[], sink: ProblemSink): ValidatedSources {
  const loaded = loadJsonFiles(root, sources, sink);
  const metas = loadMetaSchemas(root);
  return { readCount: loaded.readCount, fingerprint: loaded.fingerprint, metas, ...validateLoaded(loaded, metas, sink) };
}
