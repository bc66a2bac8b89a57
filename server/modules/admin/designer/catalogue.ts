// What a design can start from: the designed (`ext_`) tables of the database with the screen over
// each, and one table's columns read from the database in portable terms, with the stored screen
// over it as a design (table without its prefix) when there is one.
import { sql, type Kysely } from 'kysely';
import type { CrudField, CrudSchema } from '../../../../src/generated/schema-types';
import { DESIGNED_TABLE_PREFIX, type DesignedColumns, type DesignedTable } from '../../../../src/shared/crud/designer';
import { columnOf } from '../../../../src/shared/crud/screen';
import type { Dialect } from '../../../db/connect';
import { columnSpec } from '../../../db/ddl/column-spec';
import { readTableShape, tablesWithPrefix } from '../../../db/ddl/table-shape';
import type { Database } from '../../../db/schema';
import { fieldError } from '../resource/values';
import { parseDocument } from '../registry/load';
import { designedName } from './design';

type Db = Kysely<Database>;

/** The stored screens by the table they use. */
async function storedByTable(db: Db): Promise<Map<string, { id: string; owner: string; document: CrudSchema }>> {
  const rows = await db.selectFrom('crud_schema').select(['id', 'owner', 'document']).execute();
  const byTable = new Map<string, { id: string; owner: string; document: CrudSchema }>();
  for (const row of rows) {
    const document = parseDocument(row.document) as CrudSchema | null;
    if (document && typeof document.table === 'string') byTable.set(document.table, { id: row.id, owner: row.owner, document });
  }
  return byTable;
}

/** The `ext_` tables (not the quick-search index tables, whose names hold `__`). */
export async function designedTables(db: Db, dialect: Dialect): Promise<DesignedTable[]> {
  const stored = await storedByTable(db);
  const names = (await tablesWithPrefix(db, dialect, DESIGNED_TABLE_PREFIX)).filter((name) => !name.includes('__'));
  const tables: DesignedTable[] = [];
  for (const table of names) {
    const count = await sql<{ n: string | number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
    tables.push({ table, screen: stored.get(table)?.id ?? null, rows: Number(count.rows[0]?.n ?? 0) });
  }
  return tables;
}

/** A stored document as a design: the table without its prefix. */
export function asDesign(document: CrudSchema): CrudSchema {
  const { $schema: _schema, ...rest } = document;
  return { $schema: '../_meta/crud.schema.json', ...rest, table: designedName(document.table) };
}

export async function designedColumns(db: Db, dialect: Dialect, table: unknown): Promise<DesignedColumns> {
  const name = typeof table === 'string' ? table : '';
  const shape = name.startsWith(DESIGNED_TABLE_PREFIX) && !name.includes('__') ? await readTableShape(db, dialect, name) : null;
  if (!shape) throw fieldError('table', 'designer.unknownTable', { table: name });
  const stored = (await storedByTable(db)).get(name);
  const fieldOf = (column: string): CrudField | undefined => stored?.document.fields.find((f) => f.type !== 'links' && columnOf(f) === column);
  return {
    table: name,
    columns: shape.columns.map((column) => {
      const spec = columnSpec(column, fieldOf(column.name));
      return {
        key: column.name,
        type: spec.type,
        ...(spec.length !== undefined ? { length: spec.length } : {}),
        ...(spec.precision !== undefined ? { precision: spec.precision, scale: spec.scale } : {}),
        nullable: spec.nullable,
        unique: spec.unique,
        primaryKey: column.primaryKey,
        ...(spec.default !== undefined ? { default: spec.default } : {}),
      };
    }),
    design: stored?.owner === 'designer' ? asDesign(stored.document) : null,
  };
}
