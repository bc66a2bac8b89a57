// Runs a planned table change inside the caller's transaction (a failure anywhere rolls all of it
// back, with the screen and rules the caller writes in the same transaction). Renames are native
// RENAME COLUMN on both databases (data kept). PostgreSQL alters in place (ALTER … TYPE … USING,
// SET/DROP NOT NULL, DEFAULT, UNIQUE). SQLite adds and drops columns in place and rebuilds the table
// for a retype or a constraint change: a new table from the design, the rows copied with CAST, the
// old one dropped and the new one renamed, its AUTOINCREMENT counter kept. Indexes on a changed
// column are dropped first; the registry's store makes every index the design asks for again.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { createTable, dataType } from '../runtime-ddl';
import { sameConstraints, type ColumnSpec } from './column-spec';
import type { ColumnChange, TablePlan } from './diff';
import type { TableShape } from './table-shape';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time tables are known only at run time
type AnyDb = Kysely<any>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const run = (db: AnyDb, statement: string) => sql.raw(statement).execute(db);

function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

const storageChanged = (c: ColumnChange) => c.before.storage !== c.after.storage;

/** SQLite changes it cannot make in place: a new storage or constraint, a unique or required new column, a unique column dropped. */
export function needsRebuild(plan: TablePlan): boolean {
  return (
    plan.retypes.some((c) => storageChanged(c) || !sameConstraints(c.before, c.after)) ||
    plan.adds.some((c) => c.after.unique || (!c.after.nullable && c.after.default === undefined)) ||
    plan.drops.some((d) => d.unique)
  );
}

/** The columns a change touches by their current names. */
function touchedColumns(plan: TablePlan): Set<string> {
  return new Set([...plan.renames.map((r) => r.from), ...plan.retypes.map((r) => r.source), ...plan.drops.map((d) => d.name)]);
}

/** Drops the plain indexes on touched columns (the store makes the design's again) and the ones the design no longer wants. */
async function dropIndexes(db: AnyDb, shape: TableShape, plan: TablePlan): Promise<void> {
  const touched = touchedColumns(plan);
  const names = new Set(plan.indexDrops.map((d) => d.index.name));
  for (const index of shape.indexes) {
    if (!index.unique && index.constraint === null && index.columns.some((c) => touched.has(c))) names.add(index.name);
  }
  for (const name of names) await run(db, `DROP INDEX IF EXISTS ${quote(name)}`);
}

/** SQLite: the quick-search FTS tables and their triggers over the table (the store makes them again over the new columns). */
async function dropQuickSearch(db: AnyDb, table: string): Promise<void> {
  const pattern = `${table.replace(/_/g, '\\_')}\\_\\_qs\\_%`;
  const found = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ${pattern} ESCAPE '\\' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  for (const { name } of found.rows) {
    for (const suffix of ['_ai', '_ad', '_au']) await run(db, `DROP TRIGGER IF EXISTS ${quote(name + suffix)}`);
    await run(db, `DROP TABLE ${quote(name)}`);
  }
}

const SQLITE_CAST: Partial<Record<ColumnSpec['type'], string>> = { integer: 'INTEGER', bigint: 'INTEGER', timestamp: 'INTEGER', boolean: 'INTEGER', decimal: 'NUMERIC' };

async function rebuildSqlite(db: AnyDb, plan: TablePlan, primaryKey: string): Promise<void> {
  const temp = `${plan.table}__rebuild`;
  await createTable(db, 'sqlite', { table: temp, primaryKey, fields: plan.sources.map((s) => s.field) });
  const retyped = new Map(plan.retypes.map((c) => [c.column, c]));
  const copied = plan.sources.filter((s) => s.from !== null);
  const values = copied.map(({ column, from }) => {
    const change = retyped.get(column);
    return change && storageChanged(change) ? `CAST(${quote(from as string)} AS ${SQLITE_CAST[change.after.type] ?? 'TEXT'})` : quote(from as string);
  });
  await run(db, `INSERT INTO ${quote(temp)} (${copied.map((s) => quote(s.column)).join(', ')}) SELECT ${values.join(', ')} FROM ${quote(plan.table)}`);
  // The AUTOINCREMENT counter: a deleted row's key is never handed out again, rebuild or not.
  const counter = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${plan.table}`.execute(db);
  await run(db, `DROP TABLE ${quote(plan.table)}`);
  await run(db, `ALTER TABLE ${quote(temp)} RENAME TO ${quote(plan.table)}`);
  const seq = counter.rows[0]?.seq;
  if (seq !== undefined) await sql`UPDATE sqlite_sequence SET seq = MAX(seq, ${seq}) WHERE name = ${plan.table}`.execute(db);
}

async function addColumnsInPlace(db: AnyDb, dialect: Dialect, plan: TablePlan): Promise<void> {
  for (const add of plan.adds) {
    const source = plan.sources.find((s) => s.column === add.column);
    const type = source ? dataType(source.field) : null;
    if (!type) continue;
    const { nullable, default: value } = add.after;
    await db.schema
      .alterTable(plan.table)
      .addColumn(add.column, type, (c) => {
        let column = nullable ? c : c.notNull();
        if (value !== undefined) column = column.defaultTo(value);
        return column;
      })
      .execute();
    if (add.after.unique && dialect === 'postgres') await run(db, `ALTER TABLE ${quote(plan.table)} ADD CONSTRAINT ${quote(`${plan.table}_${add.column}_key`)} UNIQUE (${quote(add.column)})`);
  }
}

async function retypePostgres(db: AnyDb, shape: TableShape, plan: TablePlan): Promise<void> {
  const table = quote(plan.table);
  for (const change of plan.retypes) {
    const column = quote(change.column);
    const alter = (what: string) => run(db, `ALTER TABLE ${table} ALTER COLUMN ${column} ${what}`);
    const source = plan.sources.find((s) => s.column === change.column);
    const { before, after } = change;
    if (before.default !== undefined && (storageChanged(change) || after.default === undefined)) await alter('DROP DEFAULT');
    if (storageChanged(change) && source) {
      const type = String(dataType(source.field));
      await alter(`TYPE ${type} USING ${column}::${type}`);
    }
    if (before.nullable !== after.nullable) await alter(after.nullable ? 'DROP NOT NULL' : 'SET NOT NULL');
    if (after.default !== undefined && (storageChanged(change) || String(after.default) !== String(before.default))) await alter(`SET DEFAULT ${literal(after.default)}`);
    if (!before.unique && after.unique) await run(db, `ALTER TABLE ${table} ADD CONSTRAINT ${quote(`${plan.table}_${change.column}_key`)} UNIQUE (${column})`);
    if (before.unique && !after.unique) {
      for (const index of shape.indexes.filter((i) => i.unique && i.columns.length === 1 && i.columns[0] === change.source)) {
        await run(db, index.constraint ? `ALTER TABLE ${table} DROP CONSTRAINT ${quote(index.constraint)}` : `DROP INDEX ${quote(index.name)}`);
      }
    }
  }
}

/** Runs the plan's DDL on `db` (a transaction of the caller's). A new table is left to the store, which creates it from the screen. */
export async function runPlan(db: AnyDb, dialect: Dialect, shape: TableShape | null, plan: TablePlan, primaryKey: string): Promise<void> {
  if (plan.create || !shape) return;
  const rebuild = dialect === 'sqlite' && needsRebuild(plan);
  await dropIndexes(db, shape, plan);
  if (dialect === 'sqlite' && (rebuild || touchedColumns(plan).size > 0)) await dropQuickSearch(db, plan.table);
  for (const rename of plan.renames) await db.schema.alterTable(plan.table).renameColumn(rename.from, rename.to).execute();
  if (rebuild) return rebuildSqlite(db, plan, primaryKey);
  await addColumnsInPlace(db, dialect, plan);
  if (dialect === 'postgres') await retypePostgres(db, shape, plan);
  for (const drop of plan.drops) await db.schema.alterTable(plan.table).dropColumn(drop.name).execute();
}
