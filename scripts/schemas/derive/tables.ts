// The warehouse DDL of every basic-database table: one column per field, typed by the column-type
// registry, in field order.
import type { Project } from '../../../lib/schema-check/model';

export interface BasicTable {
  table: string;
  primaryKey: string;
  columns: { name: string; type: string }[];
}

export function deriveTables(project: Project): BasicTable[] {
  const duckdb = new Map(project.columnTypes.schema.types.map((t) => [t.id, t.duckdb]));
  return project.databases
    .map(({ schema }) => ({
      table: schema.source.table,
      primaryKey: schema.source.primaryKey,
      columns: schema.fields.map((f) => ({ name: f.key, type: duckdb.get(f.type) ?? 'VARCHAR' })),
    }))
    .sort((a, b) => (a.table < b.table ? -1 : 1));
}
