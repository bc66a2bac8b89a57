// Run-time DDL (DESIGN §9.6): the tables of crud screens that no migration creates are created from
// the screen's fields, in portable types, on SQLite and PostgreSQL alike. An existing table is only
// ever extended: a missing column that can be added safely (nullable or with a default) is added, any
// other difference is reported, never "fixed" by dropping data. Only writers run it, inside their
// transaction (DESIGN §10.3: a starting server for the schema files, the registry's store for stored
// screens); a reload only reads the columns (schemaColumns) and leaves out a screen they do not fit.
import { sql, type Kysely } from 'kysely';
import type { CrudField } from '../../src/generated/schema-types';
import { columnOf } from '../../src/shared/crud/screen';
import { withAutoId } from './auto-id';
import type { Dialect } from './connect';

export interface TableSpec {
  table: string;
  primaryKey: string;
  fields: CrudField[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- crud tables are known only at run time
type AnyDb = Kysely<any>;

type DataType = Parameters<ReturnType<AnyDb['schema']['createTable']>['addColumn']>[1];

/** The SQL type of a field's column (null: a links field has none). */
export function dataType(field: CrudField): DataType | null {
  switch (field.type) {
    case 'string':
      return `varchar(${field.length ?? 255})`;
    case 'text':
    case 'json':
    case 'label':
      return 'text';
    case 'integer':
    case 'boolean':
      return 'integer';
    case 'bigint':
    case 'timestamp':
      return 'bigint';
    case 'decimal':
      return `decimal(${field.precision ?? 12}, ${field.scale ?? 2})`;
    case 'date':
      return 'varchar(10)';
    case 'links':
      return null;
  }
}

/** A field's default as the column stores it (a boolean is 0/1). */
export function defaultOf(field: CrudField): string | number | null | undefined {
  const value = field.default;
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** The names of the columns of `table`, or null when it does not exist (in the current schema). */
export async function tableColumns(db: AnyDb, dialect: Dialect, table: string): Promise<Set<string> | null> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.rows.length === 0 ? null : new Set(rows.rows.map((r) => r.name));
}

/** Every table of the current schema with its columns, in one query. */
export async function schemaColumns(db: AnyDb, dialect: Dialect): Promise<Map<string, Set<string>>> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ t: string; c: string }>`SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema()`.execute(db)
      : await sql<{ t: string; c: string }>`SELECT m.name AS t, p.name AS c FROM sqlite_master AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table'`.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const { t, c } of rows.rows) {
    const columns = tables.get(t) ?? new Set<string>();
    columns.add(c);
    tables.set(t, columns);
  }
  return tables;
}

/** What the fields need that the tables lack (empty = the screen fits them): its table, columns, link tables. */
export function missingColumns(spec: TableSpec, tables: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const lacks = (table: string, columns: string[]): string[] => {
    const present = tables.get(table);
    if (!present) return [`table "${table}" does not exist`];
    return columns.filter((column) => !present.has(column)).map((column) => `table "${table}" has no column "${column}"`);
  };
  const own = spec.fields.filter((field) => dataType(field)).map(columnOf);
  const links = spec.fields.flatMap((field) => (field.links ? lacks(field.links.table, [field.links.self, field.links.other]) : []));
  return [...lacks(spec.table, own), ...links];
}

/** Creates `spec.table` with every column of the fields (the designer's rebuild names its own table). */
export async function createTable(db: AnyDb, dialect: Dialect, spec: TableSpec): Promise<void> {
  const pk = spec.fields.find((f) => f.key === spec.primaryKey);
  let builder = db.schema.createTable(spec.table);
  if (pk && pk.type === 'integer') builder = withAutoId(builder, dialect, columnOf(pk));
  for (const field of spec.fields) {
    const type = dataType(field);
    if (!type || (field === pk && pk.type === 'integer')) continue;
    builder = builder.addColumn(columnOf(field), type, (c) => {
      let column = field === pk ? c.primaryKey() : c;
      if (!field.nullable) column = column.notNull();
      const value = defaultOf(field);
      if (value !== undefined) column = column.defaultTo(value);
      if (field.unique && field !== pk) column = column.unique();
      return column;
    });
  }
  await builder.execute();
}

/** Indexed fields and sortable list columns get an index (a sorted page then stops after its rows). */
export async function addIndexes(db: AnyDb, spec: TableSpec): Promise<void> {
  for (const field of spec.fields) {
    if (!(field.indexed || field.list?.sortable) || field.unique || field.key === spec.primaryKey || !dataType(field)) continue;
    await db.schema.createIndex(`${spec.table}_${columnOf(field)}`).ifNotExists().on(spec.table).column(columnOf(field)).execute();
  }
}

async function ensureLinkTables(db: AnyDb, dialect: Dialect, spec: TableSpec): Promise<void> {
  for (const field of spec.fields) {
    if (!field.links || (await tableColumns(db, dialect, field.links.table))) continue;
    await db.schema
      .createTable(field.links.table)
      .addColumn(field.links.self, 'integer', (c) => c.notNull())
      .addColumn(field.links.other, 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${field.links.table}_pk`, [field.links.self, field.links.other])
      .execute();
  }
}

/**
 * Creates the table when it is missing, or adds the columns it lacks when that is safe. Returns the
 * differences it could not resolve (empty = the table matches the fields).
 */
export async function ensureTable(db: AnyDb, dialect: Dialect, spec: TableSpec): Promise<string[]> {
  const columns = await tableColumns(db, dialect, spec.table);
  if (!columns) {
    await createTable(db, dialect, spec);
    await addIndexes(db, spec);
    await ensureLinkTables(db, dialect, spec);
    return [];
  }
  const problems: string[] = [];
  for (const field of spec.fields) {
    const type = dataType(field);
    const column = columnOf(field);
    if (!type || columns.has(column)) continue;
    const value = defaultOf(field);
    if (!field.nullable && value === undefined) {
      problems.push(`table "${spec.table}" has no column "${column}" and it cannot be added without a default`);
      continue;
    }
    await db.schema
      .alterTable(spec.table)
      .addColumn(column, type, (c) => (value === undefined ? c : field.nullable ? c.defaultTo(value) : c.notNull().defaultTo(value)))
      .execute();
  }
  await addIndexes(db, spec);
  await ensureLinkTables(db, dialect, spec);
  return problems;
}
