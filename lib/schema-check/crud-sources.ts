// One validation path for crud screens, whether they come from files under schemas/ or from rows
// of the app database's crud_schema table (docs/admin.md §4). It runs exactly the generator's code:
// the files go through validateSources (parse, shape, layout, registries, every cross-check); the
// stored documents through the same validateShapes and then the same crud checks over files ∪
// stored, files first, so a stored document never takes an id or a column definition from a file.
//
// The server's run-time registry calls this at start and whenever the registry version changes, so
// it is cheap to repeat: the meta-schemas are compiled once per content (meta-schemas.ts), the
// files are parsed once per text (load-files.ts), and their validation is kept while no file changes.
import type { CrudSchema } from '../../src/generated/schema-types';
import { checkCruds, type CrudEntry } from './checks/crud';
import { buildVocabulary } from './checks/vocabulary';
import { loadJsonFiles, type LoadedFile } from './load-files';
import { loadMetaSchemas, type MetaSchemas } from './meta-schemas';
import type { Project } from './model';
import { ProblemSink, sortProblems, type Problem } from './problems';
import { validateShapes } from './validate-shape';
import { DEFAULT_SOURCES, validateLoaded } from './validate-sources';

/** How a stored document is named in problem lines: `db:crud_schema/<id>`. */
export const STORED_PREFIX = 'db:crud_schema/';

/** Kinds whose problems do not concern the crud registry (they stop the build, not the server). */
const UNRELATED_KINDS = new Set(['database', 'analysis', 'filter-set']);

interface FileBase {
  fingerprint: string;
  metas: MetaSchemas;
  project: Project | null;
  /** Problems of the registries, the crud files and any file whose kind is unknown. */
  problems: Problem[];
  /** The crud files that passed the shape pass, in path order. */
  cruds: CrudEntry[];
  /** The crud files without problems. */
  soundCruds: CrudEntry[];
}

const bases = new Map<string, FileBase>();

/** The generator's validation of the files under schemas/, reused while no file and no meta-schema changed. */
function fileBase(root: string): FileBase {
  const loadSink = new ProblemSink();
  const loaded = loadJsonFiles(root, DEFAULT_SOURCES, loadSink);
  const metas = loadMetaSchemas(root);
  const cached = bases.get(root);
  if (cached && cached.fingerprint === loaded.fingerprint && cached.metas === metas) return cached;

  const sink = new ProblemSink();
  sink.problems.push(...loadSink.problems);
  const { valid, project } = validateLoaded(loaded, metas, sink);
  const unrelated = new Set(valid.filter((f) => UNRELATED_KINDS.has(f.kind)).map((f) => f.file));
  const cruds = project?.cruds.map(({ file, schema }) => ({ file, schema })) ?? [];
  const base: FileBase = {
    fingerprint: loaded.fingerprint,
    metas,
    project,
    problems: sink.problems.filter((p) => !unrelated.has(p.file)),
    cruds,
    soundCruds: cruds.filter((c) => sink.countFor(c.file) === 0),
  };
  bases.set(root, base);
  return base;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A check of the caller's on each stored document that passed the shape pass (the server's table policy). */
export type StoredCheck = (schema: CrudSchema, report: (pointer: string, message: string) => void) => void;

/** The tables of the crud files, link tables included: a stored document never takes one of them over. */
function fileTables(cruds: CrudEntry[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const { file, schema } of cruds) {
    for (const table of [schema.table, ...schema.fields.flatMap((f) => (f.links ? [f.links.table] : []))]) if (!tables.has(table)) tables.set(table, file);
  }
  return tables;
}

/** The tables a stored document names, with their pointers: its own and its fields' link tables. */
export function storedTables(schema: CrudSchema): { pointer: string; table: string }[] {
  const links = schema.fields.flatMap((f, index) => (f.links ? [{ pointer: `/fields/${index}/links/table`, table: f.links.table }] : []));
  return [{ pointer: '/table', table: schema.table }, ...links];
}

/** Pass 1 for the stored documents: kind crud, the crud meta-schema, the row's id, and the tables it may use. */
function storedEntries(stored: { id: string; data: unknown }[], base: FileBase, sink: ProblemSink, checkStored: StoredCheck | undefined): CrudEntry[] {
  const { metas } = base;
  const taken = fileTables(base.cruds);
  const candidates: LoadedFile[] = [];
  for (const { id, data } of stored) {
    const file = STORED_PREFIX + id;
    if (isObject(data) && data.kind !== undefined && data.kind !== 'crud') {
      sink.report(file, '/kind', `${JSON.stringify(data.kind)} is not allowed in crud_schema (allowed: crud)`);
    } else candidates.push({ file, absPath: '', data, stored: true });
  }
  const entries: CrudEntry[] = [];
  for (const valid of validateShapes(candidates, metas, sink)) {
    const rowId = valid.file.slice(STORED_PREFIX.length);
    if (valid.data.id !== rowId) {
      sink.report(valid.file, '/id', `must be "${rowId}" (the id of its crud_schema row)`);
      continue;
    }
    const schema = valid.data as unknown as CrudSchema;
    const before = sink.countFor(valid.file);
    checkStored?.(schema, (pointer, message) => sink.report(valid.file, pointer, message));
    for (const { pointer, table } of sink.countFor(valid.file) === before ? storedTables(schema) : []) {
      const owner = taken.get(table);
      if (owner) sink.report(valid.file, pointer, `table "${table}" belongs to ${owner}; a stored screen keeps to tables of its own`);
    }
    if (sink.countFor(valid.file) === before) entries.push({ file: valid.file, schema });
  }
  return entries;
}

/**
 * Validates the crud documents stored in the app database together with the files under
 * `<root>/schemas`. Problems are sorted `file:/pointer: message` records (stored documents read as
 * `db:crud_schema/<id>`); `screens` are the crud screens without problems, files first. A stored
 * document is left out when it has problems of its own (a table of a file's screen, or what
 * `checkStored` reports, among them) or points at a screen that was left out.
 * The returned schemas are shared with later calls: do not modify them.
 */
export function checkCrudDocuments(
  root: string,
  stored: { id: string; data: unknown }[],
  options: { checkStored?: StoredCheck } = {},
): { problems: Problem[]; screens: { file: string; schema: CrudSchema }[] } {
  const base = fileBase(root);
  const sink = new ProblemSink();
  const entries = storedEntries(stored, base, sink, options.checkStored);
  if (!base.project) {
    for (const entry of entries) sink.report(entry.file, '', 'not checked: the registries under schemas/registry have problems');
    return { problems: sortProblems([...base.problems, ...sink.problems]), screens: [...base.soundCruds] };
  }
  const vocabulary = buildVocabulary(base.project);
  // A stored screen with problems is left out, and the others are checked again without it, until
  // what is left holds together (a remote pointing at a left-out screen is then reported).
  let accepted = entries;
  for (;;) {
    const round = new ProblemSink();
    checkCruds([...base.cruds, ...accepted], vocabulary, round);
    const failed = new Set<string>();
    for (const problem of round.problems) {
      if (!problem.file.startsWith(STORED_PREFIX)) continue;
      failed.add(problem.file);
      sink.report(problem.file, problem.pointer, problem.message);
    }
    if (failed.size === 0) break;
    accepted = accepted.filter((entry) => !failed.has(entry.file));
  }
  return { problems: sortProblems([...base.problems, ...sink.problems]), screens: [...base.soundCruds, ...accepted] };
}
