// The writers' side of the registry (DESIGN §10.3: writers change the schema world; readers only
// swap it). Each writer validates first and then commits everything in ONE transaction: the tables
// (DDL), the crud_schema rows, their rules and the registry_version bump, on SQLite and PostgreSQL
// alike. The bump comes first, so on PostgreSQL its row lock queues concurrent writers and each
// validates against what the previous one committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { STORED_PREFIX } from '../../../../lib/schema-check/crud-sources';
import { formatProblem, type Problem } from '../../../../lib/schema-check/problems';
import type { SectionsRegistry } from '../../../../src/generated/schema-types';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { ensureQuickSearchIndex, prepareTrigramSearch } from '../../../db/quick-search-index';
import { ensureTable } from '../../../db/runtime-ddl';
import { AppError } from '../../../http/errors';
import { checkScreens, compileEntry, parseDocument, tableSpec, type StoredDocument } from './load';
import type { ScreenModel } from './model';
import { coreRules, dropScreenRules, screenRules, syncRules } from './rule-sync';

/** Who stores a screen: the CRUD designer or an installed module (the schema files are `core`). */
export type StoredOwner = 'designer' | `module:${string}`;

const OWNER = /^(designer|module:[a-z0-9][a-z0-9._-]*)$/;
const SECTIONS_FILE = path.join('schemas', 'registry', 'sections.json');

type Db = Kysely<Database>;

export interface WriteContext {
  /** The app database, or a transaction of the caller's that the write joins (the designer's apply). */
  db: Db;
  dialect: AppContext['dialect'];
  now: number;
  root: string;
}

/** Runs `work` in the caller's transaction when `db` is one, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function invalid(lines: string[]): AppError {
  return new AppError(400, 'registry.invalid', { problems: lines }, { count: lines.length });
}

async function bumpVersion(db: Pick<Db, 'updateTable'>): Promise<void> {
  await db
    .updateTable('registry_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/**
 * The start of a server is the writer of the schema files: their missing tables are created (or
 * extended safely) and the core rules inserted, in one transaction. A problem in a file, or a table
 * that does not fit its fields, stops the server with every problem listed. Returns why quick search
 * has no index on this database (PostgreSQL without pg_trgm), for the start log, or null.
 */
export async function writeFileScreens({ db, dialect, now, root }: WriteContext): Promise<string | null> {
  const { problems, screens } = checkScreens(root, []);
  if (problems.length > 0) throw new Error(`crud schemas have problems:\n${problems.map(formatProblem).join('\n')}`);
  const sections = JSON.parse(readFileSync(path.join(root, SECTIONS_FILE), 'utf8')) as SectionsRegistry;
  const unindexed = await prepareTrigramSearch(db, dialect);
  await db.transaction().execute(async (trx) => {
    const models: ScreenModel[] = [];
    for (const { file, schema } of screens) {
      const model = compileEntry(file, schema);
      if (typeof model === 'string') throw new Error(model);
      const differences = await ensureTable(trx, dialect, tableSpec(model));
      if (differences.length > 0) throw new Error(`crud "${model.id}": ${differences.join('; ')}`);
      await ensureQuickSearchIndex(trx, dialect, model);
      models.push(model);
    }
    await syncRules(trx, [...coreRules(sections.menuGroups), ...models.flatMap(screenRules)], now, 'core');
  });
  return unindexed;
}

/**
 * Validates the stored set as it will be (`after`) and refuses with a 400 listing the problems of
 * the documents in `concerned` and of every stored document that validated before (`before`) but
 * no longer does (a screen another one points at, taken away). Returns the screens that validate.
 */
function validateChange(root: string, before: StoredDocument[], after: StoredDocument[], concerned: ReadonlySet<string>) {
  const storedFile = (p: Problem) => p.file.startsWith(STORED_PREFIX);
  const broken = new Set(checkScreens(root, before).problems.filter(storedFile).map((p) => p.file));
  const result = checkScreens(root, after);
  const lines = result.problems.filter((p) => storedFile(p) && (concerned.has(p.file) || !broken.has(p.file))).map(formatProblem);
  if (lines.length > 0) throw invalid(lines);
  return result.screens;
}

export interface StoredRow extends StoredDocument {
  owner: string;
}

export async function storedRows(db: Db): Promise<StoredRow[]> {
  return (await db.selectFrom('crud_schema').select(['id', 'document', 'owner']).orderBy('id').execute()).map((row) => ({
    id: row.id,
    owner: row.owner,
    data: parseDocument(row.document),
  }));
}

function idOf(document: unknown): string {
  const id = typeof document === 'object' && document !== null ? (document as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
}

/**
 * The writers' validation of storing `documents` for `owner` over the stored rows `existing`: no id
 * twice, none stored by another owner, and files ∪ stored ∪ incoming valid together. Throws the 400
 * listing the problems; returns the incoming screens. The installer's dry run asks it before it
 * changes anything, and storeScreens asks it again inside its transaction.
 */
export function checkStore(root: string, existing: StoredRow[], owner: StoredOwner, documents: unknown[]) {
  const incoming = documents.map((data) => ({ id: idOf(data), data }));
  const ids = new Set(incoming.map((d) => d.id));
  const claims: string[] = [];
  incoming.forEach(({ id }, index) => {
    if (incoming.findIndex((d) => d.id === id) !== index) claims.push(`${STORED_PREFIX}${id}:/id: is given more than once in one store`);
  });
  for (const row of existing) {
    if (ids.has(row.id) && row.owner !== owner) claims.push(`${STORED_PREFIX}${row.id}:/id: is stored by ${row.owner}; only its owner replaces it`);
  }
  if (claims.length > 0) throw invalid(claims);
  const kept = existing.filter((row) => !ids.has(row.id));
  const concerned = new Set(incoming.map((d) => STORED_PREFIX + d.id));
  const screens = validateChange(root, existing, [...kept, ...incoming], concerned).filter((s) => concerned.has(s.file));
  return { incoming, ids, screens };
}

/** What a writer may also commit in its transaction (the installer's state row moves with the store). */
export type AlsoInTransaction = (trx: Db) => Promise<void>;

/**
 * Stores (or replaces) `documents` for `owner`, all or none: validated with files ∪ stored, their
 * tables created or extended, rows and rules written and the version bumped in one transaction (the
 * caller's, when `context.db` is a transaction).
 */
export async function storeScreens(context: WriteContext, owner: StoredOwner, documents: unknown[], also?: AlsoInTransaction): Promise<void> {
  if (!OWNER.test(owner)) throw new Error(`invalid registry owner: ${owner}`);
  const { db, dialect, now, root } = context;
  await inTransaction(db, async (trx) => {
    await bumpVersion(trx);
    const { incoming, ids, screens } = checkStore(root, await storedRows(trx), owner, documents);
    const models: ScreenModel[] = [];
    const unfit: string[] = [];
    for (const { file, schema } of screens) {
      const model = compileEntry(file, schema);
      if (typeof model === 'string') {
        unfit.push(model);
        continue;
      }
      const differences = await ensureTable(trx, dialect, tableSpec(model));
      unfit.push(...differences.map((difference) => `${file}:/table: ${difference}`));
      if (differences.length === 0) await ensureQuickSearchIndex(trx, dialect, model);
      models.push(model);
    }
    if (unfit.length > 0) throw invalid(unfit);

    for (const { id, data } of incoming) {
      const document = JSON.stringify(data);
      await trx
        .insertInto('crud_schema')
        .values({ id, document, owner, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ document, updated_at: now }))
        .execute();
    }
    const rules = models.flatMap(screenRules);
    await dropScreenRules(trx, owner, [...ids], new Set(rules.map((r) => r.name)));
    await syncRules(trx, rules, now, owner);
    await also?.(trx);
  });
}

/**
 * Takes away stored screens: their rows, the rules their owners hold for them and those rules'
 * grants, in one transaction with one version bump. Their tables and rows stay (storing the screen
 * again shows them). Refused when a remaining stored screen points at one of them.
 */
export async function removeScreens({ db, root }: WriteContext, ids: string[], also?: AlsoInTransaction): Promise<void> {
  if (ids.length === 0 && !also) return;
  await inTransaction(db, async (trx) => {
    await bumpVersion(trx);
    const existing = await storedRows(trx);
    const gone = new Set(ids);
    for (const id of gone) {
      if (!existing.some((row) => row.id === id)) throw new AppError(404, 'registry.notStored', undefined, { id });
    }
    validateChange(root, existing, existing.filter((row) => !gone.has(row.id)), new Set());
    for (const row of existing.filter((r) => gone.has(r.id))) await dropScreenRules(trx, row.owner, [row.id]);
    if (gone.size > 0) await trx.deleteFrom('crud_schema').where('id', 'in', [...gone]).execute();
    await also?.(trx);
  });
}
