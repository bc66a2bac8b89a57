// What a table is, read from the database itself (never from a screen document): its columns with
// their storage type, nullability, default and key, and its indexes. The designer diffs a design
// against this, so a change is planned from the table as it is, whatever a document once said.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time tables are known only at run time
type AnyDb = Kysely<any>;

export interface ColumnShape {
  name: string;
  /** The storage type as our DDL writes it, normalised: varchar(n), text, integer, bigint, decimal(p,s). */
  storage: string;
  nullable: boolean;
  /** The declared default read back as a value (undefined = none, or one we do not read). */
  default: string | number | null | undefined;
  primaryKey: boolean;
  /** A one-column unique index or constraint holds it. */
  unique: boolean;
}

export interface IndexShape {
  name: string;
  columns: string[];
  unique: boolean;
  /** PostgreSQL: the constraint behind a unique index (dropped with ALTER TABLE … DROP CONSTRAINT). */
  constraint: string | null;
}

export interface TableShape {
  table: string;
  /** In the table's column order. */
  columns: ColumnShape[];
  indexes: IndexShape[];
}

/** `decimal(12, 2)` and `DECIMAL(12,2)` are the same storage. */
export function normaliseStorage(type: string): string {
  return type.toLowerCase().replace(/\s+/g, '').replace(/^numeric/, 'decimal').replace(/^charactervarying/, 'varchar');
}

/** A declared default as SQL text (`0`, `'text'`, `'text'::character varying`) read back as a value. */
export function parseDefault(text: string | null): ColumnShape['default'] {
  if (text === null) return undefined;
  const literal = text.replace(/::[a-z ]+(\(\d+(,\s*\d+)?\))?$/i, '').trim();
  if (/^\(?-?\d+(\.\d+)?\)?$/.test(literal)) return Number(literal.replace(/[()]/g, ''));
  const quoted = /^'((?:[^']|'')*)'$/.exec(literal);
  if (quoted) return quoted[1].replace(/''/g, "'");
  if (/^null$/i.test(literal)) return null;
  return undefined; // an expression (nextval(…)): not a value a design can carry
}

async function sqliteShape(db: AnyDb, table: string): Promise<TableShape | null> {
  const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
    SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  if (columns.rows.length === 0) return null;
  const indexRows = await sql<{ name: string; unique: number; column: string }>`
    SELECT l.name AS name, l."unique" AS "unique", i.name AS "column"
    FROM pragma_index_list(${table}) AS l, pragma_index_info(l.name) AS i ORDER BY l.name, i.seqno`.execute(db);
  const indexes = groupIndexes(indexRows.rows.map((r) => ({ name: r.name, unique: r.unique === 1, column: r.column, constraint: null })));
  return {
    table,
    columns: columns.rows.map((c) => ({
      name: c.name,
      storage: normaliseStorage(c.type),
      nullable: c.notnull === 0 && c.pk === 0,
      default: parseDefault(c.dflt_value),
      primaryKey: c.pk > 0,
      unique: indexes.some((i) => i.unique && i.columns.length === 1 && i.columns[0] === c.name),
    })),
    indexes,
  };
}

function pgStorage(c: { data_type: string; length: number | null; precision: number | null; scale: number | null }): string {
  if (c.data_type === 'character varying') return `varchar(${c.length ?? 255})`;
  if (c.data_type === 'numeric') return `decimal(${c.precision ?? 12},${c.scale ?? 0})`;
  return normaliseStorage(c.data_type);
}

async function postgresShape(db: AnyDb, table: string): Promise<TableShape | null> {
  const columns = await sql<{ name: string; data_type: string; length: number | null; precision: number | null; scale: number | null; nullable: string; dflt: string | null }>`
    SELECT column_name AS name, data_type, character_maximum_length AS length, numeric_precision AS precision, numeric_scale AS scale,
      is_nullable AS nullable, column_default AS dflt
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
  if (columns.rows.length === 0) return null;
  const indexRows = await sql<{ name: string; unique: boolean; primary: boolean; column: string; constraint: string | null }>`
    SELECT i.relname AS name, x.indisunique AS "unique", x.indisprimary AS "primary", a.attname AS "column", c.conname AS "constraint"
    FROM pg_class t
    JOIN pg_index x ON x.indrelid = t.oid
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(x.indkey)
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid
    WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace
    ORDER BY i.relname, array_position(x.indkey::int2[], a.attnum)`.execute(db);
  const primary = new Set(indexRows.rows.filter((r) => r.primary).map((r) => r.column));
  const indexes = groupIndexes(indexRows.rows.filter((r) => !r.primary));
  return {
    table,
    columns: columns.rows.map((c) => ({
      name: c.name,
      storage: pgStorage(c),
      nullable: c.nullable === 'YES',
      default: parseDefault(c.dflt),
      primaryKey: primary.has(c.name),
      unique: indexes.some((i) => i.unique && i.columns.length === 1 && i.columns[0] === c.name),
    })),
    indexes,
  };
}

function groupIndexes(rows: { name: string; unique: boolean; column: string; constraint: string | null }[]): IndexShape[] {
  const byName = new Map<string, IndexShape>();
  for (const row of rows) {
    const index = byName.get(row.name) ?? { name: row.name, columns: [], unique: row.unique, constraint: row.constraint };
    index.columns.push(row.column);
    byName.set(row.name, index);
  }
  return [...byName.values()];
}

/** The table as the database has it, or null when there is no such table (in the current schema). */
export function readTableShape(db: AnyDb, dialect: Dialect, table: string): Promise<TableShape | null> {
  return dialect === 'postgres' ? postgresShape(db, table) : sqliteShape(db, table);
}

/** The tables of the current schema whose names start with `prefix`, sorted. */
export async function tablesWithPrefix(db: AnyDb, dialect: Dialect, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/_/g, '\\_')}%`;
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name LIKE ${pattern} ESCAPE '\\' ORDER BY table_name`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ${pattern} ESCAPE '\\' ORDER BY name`.execute(db);
  return rows.rows.map((r) => r.name);
}
