// The basic-database tables as warehouse table definitions, from the schema generator's output
// (src/generated/tables.ts, itself made from schemas/basic/*.json): columns are the field keys.
import { basicTables } from '../../src/generated/tables';
import type { ColumnType, TableDef } from './tables';

export const BASIC_TABLES: TableDef[] = basicTables.map((t) => ({
  name: t.table,
  columns: t.columns.map((c) => ({ name: c.name, type: c.type as ColumnType, required: c.name === t.primaryKey })),
  primaryKey: [t.primaryKey],
  // A customer may license only some libraries: an absent file gives an empty table.
  optional: true,
}));
