// Which tables a screen stored at run time (designer, module) may use (DESIGN §10.3): only tables
// created at run time, all named with the fixed prefix `ext_`, and never one of the product's own
// (every migration table and anything named admin*). The tables of the schema files are refused by
// the shared check itself (lib/schema-check/crud-sources.ts), so a stored screen can neither read
// nor alter a table that the product's policies guard.
import { storedTables, type StoredCheck } from '../../../../lib/schema-check/crud-sources';
import { MIGRATION_TABLES } from '../../../db/schema';

/** Every table created at run time starts with this (a table `competitor_note` is `ext_competitor_note`). */
export const RUNTIME_TABLE_PREFIX = 'ext_';

const PRODUCT_TABLES = new Set(MIGRATION_TABLES);

export function isProductTable(table: string): boolean {
  return PRODUCT_TABLES.has(table) || table.startsWith('admin');
}

export const checkStoredTables: StoredCheck = (schema, report) => {
  for (const { pointer, table } of storedTables(schema)) {
    if (isProductTable(table)) report(pointer, `"${table}" is a table of the product; a stored screen keeps to tables of its own`);
    else if (!table.startsWith(RUNTIME_TABLE_PREFIX)) report(pointer, `"${table}" must start with "${RUNTIME_TABLE_PREFIX}" (a table made at run time), e.g. "${RUNTIME_TABLE_PREFIX}${table}"`);
  }
};
