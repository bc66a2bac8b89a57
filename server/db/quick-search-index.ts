// The index behind quick search over large crud tables (issue 27 item 2): a substring search of at
// least three characters reads a trigram index instead of every row. SQLite: an FTS5 table with the
// trigram tokenizer over the screen's quick-search text columns, external content (the rows stay in
// their table), kept in sync by triggers. PostgreSQL: a pg_trgm GIN index per column, which ILIKE
// uses by itself; when the extension is missing (a production role may not create it) the search
// stays a plain ILIKE and the start log says so. Writers create the index with the table.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './connect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- crud tables are known only at run time
type AnyDb = Kysely<any>;

/** Shorter searches have no whole trigram to look up: they stay LIKE. */
export const MIN_INDEXED_SEARCH = 3;

/** The parts of a compiled screen the index depends on. */
export interface QuickSearchSource {
  table: string;
  pk: { column: string; type: string };
  quickSearch: readonly { column: string; type: string }[];
}

export interface QuickSearchIndex {
  /** SQLite: the FTS5 table's name (one per table and column set, so two screens over one table keep theirs). */
  name: string;
  table: string;
  key: string;
  columns: string[];
}

const TEXT_TYPES = new Set(['string', 'text', 'label']);

/** The index a screen's quick search reads: its text columns, over an integer key (the FTS rowid); null = none. */
export function quickSearchIndexOf(source: QuickSearchSource): QuickSearchIndex | null {
  const columns = [...new Set(source.quickSearch.filter((f) => TEXT_TYPES.has(f.type)).map((f) => f.column))].sort();
  if (columns.length === 0 || (source.pk.type !== 'integer' && source.pk.type !== 'bigint')) return null;
  const hash = createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 8);
  return { name: `${source.table}__qs_${hash}`, table: source.table, key: source.pk.column, columns };
}

/** Whether a search text is long enough for the trigram index (characters, not UTF-16 units). */
export function indexable(text: string): boolean {
  return [...text].length >= MIN_INDEXED_SEARCH;
}

/** An FTS5 phrase matching the text as a substring (trigram tokenizer); quotes doubled. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

const id = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function ensureSqlite(db: AnyDb, index: QuickSearchIndex): Promise<void> {
  const cols = index.columns.map(id).join(', ');
  const create = `CREATE VIRTUAL TABLE ${id(index.name)} USING fts5(${cols}, content=${id(index.table)}, content_rowid=${id(index.key)}, tokenize='trigram')`;
  const existing = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${index.name}`.execute(db);
  if (existing.rows[0]?.sql === create) return;
  const fts = id(index.name);
  const values = (row: 'new' | 'old') => index.columns.map((c) => `${row}.${id(c)}`).join(', ');
  const statements = [
    create,
    `CREATE TRIGGER ${id(`${index.name}_ai`)} AFTER INSERT ON ${id(index.table)} BEGIN INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.${id(index.key)}, ${values('new')}); END`,
    `CREATE TRIGGER ${id(`${index.name}_ad`)} AFTER DELETE ON ${id(index.table)} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.${id(index.key)}, ${values('old')}); END`,
    `CREATE TRIGGER ${id(`${index.name}_au`)} AFTER UPDATE ON ${id(index.table)} BEGIN ` +
      `INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.${id(index.key)}, ${values('old')}); ` +
      `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.${id(index.key)}, ${values('new')}); END`,
    // The rows already in the table.
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The schema pg_trgm is installed in (its operator class is named through it: the app's search path may not hold it), or null. */
async function trigramSchema(db: AnyDb): Promise<string | null> {
  const found = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema ?? null;
}

/** Creates the screen's quick-search index when missing (inside the writer's transaction). */
export async function ensureQuickSearchIndex(db: AnyDb, dialect: Dialect, source: QuickSearchSource): Promise<void> {
  const index = quickSearchIndexOf(source);
  if (!index) return;
  if (dialect === 'sqlite') return ensureSqlite(db, index);
  const schema = await trigramSchema(db);
  if (schema === null) return;
  for (const column of index.columns) {
    const name = `${index.table}_${column}_trgm`.slice(0, 63);
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${id(name)} ON ${id(index.table)} USING gin (${id(column)} ${id(schema)}.gin_trgm_ops)`).execute(db);
  }
}

/**
 * PostgreSQL, at start and outside any transaction (a refused CREATE EXTENSION would abort one):
 * asks for pg_trgm. Returns why quick search will scan, or null when the index is available.
 */
export async function prepareTrigramSearch(db: AnyDb, dialect: Dialect): Promise<string | null> {
  if (dialect !== 'postgres') return null;
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  } catch (error) {
    if ((await trigramSchema(db)) !== null) return null;
    return `pg_trgm is not installed and could not be created (${(error as Error).message}): quick search scans with ILIKE`;
  }
  return null;
}
