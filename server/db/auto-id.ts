// The one dialect difference of our DDL: an auto-increment integer key is SERIAL on PostgreSQL
// and INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. Migrations and the run-time DDL both use it.
import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './connect';

export function withAutoId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect, name = 'id') {
  return dialect === 'postgres'
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}
