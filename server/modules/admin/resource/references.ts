// Foreign keys between the app database's tables, read from the database itself (SQLite
// pragma_foreign_key_list, PostgreSQL pg_constraint), so migration tables and run-time tables are
// judged alike. The resource service asks them inside the write's transaction (issue 21 item 6):
// - a write whose foreign-key column names a row that does not exist is a 400 naming the field;
// - a delete that rows of another table still reference (no cascade) is a 409 naming the
//   referencing screen and one of its rows;
// - a delete whose ON DELETE CASCADE would silently remove rows of ANOTHER screen is refused the
//   same way, unless the caller captures that table with the delete. Today only the link tables of
//   the screen's own links fields are captured (the service replaces them itself); the data-safety
//   issue adds the children it keeps in the recycle bin to `captured`.
import { sql } from 'kysely';
import { AppError } from '../../../http/errors';
import type { Dialect } from '../../../db/connect';
import type { ScreenModel } from '../registry/model';
import type { AnyDb } from './sql';
import { fieldError } from './values';

export type OnDelete = 'cascade' | 'set null' | 'set default' | 'restrict';

export interface ForeignKey {
  /** The referencing table and column. */
  table: string;
  column: string;
  /** The referenced table and column. */
  refTable: string;
  refColumn: string;
  onDelete: OnDelete;
}

/** How the screens are found by table (a table may have an admin and a member screen). */
export type ScreenOfTable = (table: string) => ScreenModel | undefined;

const PG_ACTIONS: Record<string, OnDelete> = { a: 'restrict', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

function onDeleteOf(sqliteAction: string): OnDelete {
  const action = sqliteAction.toLowerCase();
  return action === 'cascade' || action === 'set null' || action === 'set default' ? action : 'restrict';
}

/** Every foreign key of the current schema (a few dozen rows; read per write, never stale after DDL). */
export async function foreignKeys(db: AnyDb, dialect: Dialect): Promise<ForeignKey[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ table: string; column: string; refTable: string; refColumn: string; action: string }>`
      SELECT cl.relname AS "table", att.attname AS "column", ref.relname AS "refTable", ratt.attname AS "refColumn", c.confdeltype AS "action"
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_namespace ns ON ns.oid = cl.relnamespace
      JOIN pg_class ref ON ref.oid = c.confrelid
      CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, refcol)
      JOIN pg_attribute att ON att.attrelid = c.conrelid AND att.attnum = k.col
      JOIN pg_attribute ratt ON ratt.attrelid = c.confrelid AND ratt.attnum = k.refcol
      WHERE c.contype = 'f' AND ns.nspname = current_schema()`.execute(db);
    return rows.map((r) => ({ table: r.table, column: r.column, refTable: r.refTable, refColumn: r.refColumn, onDelete: PG_ACTIONS[r.action] ?? 'restrict' }));
  }
  const { rows } = await sql<{ table: string; column: string; refTable: string; refColumn: string | null; action: string }>`
    SELECT m.name AS "table", p."from" AS "column", p."table" AS "refTable", p."to" AS "refColumn", p.on_delete AS "action"
    FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) p
    WHERE m.type = 'table'`.execute(db);
  return rows.map((r) => ({ table: r.table, column: r.column, refTable: r.refTable, refColumn: r.refColumn ?? 'id', onDelete: onDeleteOf(r.action) }));
}

/** The key columns of a table without a screen (to name one of its rows). */
async function primaryKeyOf(db: AnyDb, dialect: Dialect, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`
          SELECT a.attname AS name FROM pg_index i
          JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace ns ON ns.oid = c.relnamespace
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indisprimary AND c.relname = ${table} AND ns.nspname = current_schema() ORDER BY a.attnum`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0 ORDER BY pk`.execute(db);
  return rows.map((r) => r.name);
}

/** How one referencing row is named: a unique text field of its screen (username, name), else its key. */
export function labelColumns(screen: ScreenModel | undefined): string[] | null {
  if (!screen) return null;
  const unique = screen.readable.find((f) => f.field.unique && f.type === 'string');
  return [(unique ?? screen.pk).column];
}

/** A 409 naming the referencing screen (its title in both languages) and one referencing row. */
async function refusal(db: AnyDb, dialect: Dialect, key: ForeignKey, keys: readonly (string | number)[], screenOfTable: ScreenOfTable): Promise<AppError | null> {
  const screen = screenOfTable(key.table);
  const columns = labelColumns(screen) ?? (await primaryKeyOf(db, dialect, key.table));
  const row = (await db
    .selectFrom(key.table)
    .select(columns.length > 0 ? columns : [key.column])
    .where(key.column, 'in', keys)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  const title = screen?.screen.title ?? { 'zh-cn': key.table, en: key.table };
  const params = { screen: screen?.id ?? key.table, titleZh: title['zh-cn'], titleEn: title.en, row: Object.values(row).map(String).join(' / ') };
  return new AppError(409, key.onDelete === 'cascade' ? 'resource.cascades' : 'resource.referenced', null, params);
}

/**
 * Refuses deleting `keys` of `model` while other rows need them: referencing rows of a key without
 * a cascade, or rows of another screen that a cascade would remove unseen. `captured` tables are
 * removed with the delete on purpose. Set-null keys only forget the row and pass.
 */
export async function checkDeleteReferences(
  db: AnyDb,
  dialect: Dialect,
  model: ScreenModel,
  keys: readonly (string | number)[],
  options: { screenOfTable: ScreenOfTable; captured: ReadonlySet<string> },
): Promise<void> {
  for (const key of await foreignKeys(db, dialect)) {
    if (key.refTable !== model.table || key.table === model.table) continue; // a tree's own rows are checked by the service
    if (key.onDelete === 'set null' || key.onDelete === 'set default') continue;
    if (key.onDelete === 'cascade' && (options.captured.has(key.table) || !options.screenOfTable(key.table))) continue;
    const error = await refusal(db, dialect, key, keys, options.screenOfTable);
    if (error) throw error;
  }
}

/** A 400 naming the field when a foreign-key column of the written columns names no row. */
export async function checkReferencedRowsExist(
  db: AnyDb,
  dialect: Dialect,
  model: ScreenModel,
  columns: Record<string, unknown>,
  screenOfTable: ScreenOfTable,
): Promise<void> {
  for (const key of await foreignKeys(db, dialect)) {
    if (key.table !== model.table || !(key.column in columns) || columns[key.column] === null) continue;
    const found = await db.selectFrom(key.refTable).select(key.refColumn).where(key.refColumn, '=', columns[key.column]).executeTakeFirst();
    if (found) continue;
    const field = [...model.fields.values()].find((f) => f.column === key.column);
    throw fieldError(field?.key ?? key.column, 'field.unknownTarget', { screen: screenOfTable(key.refTable)?.id ?? key.refTable });
  }
}
