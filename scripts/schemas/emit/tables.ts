// tables.ts: the warehouse DDL of the basic-database tables.
import type { BasicTable } from '../derive/tables';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const PREAMBLE = `import type { ColumnType } from './schema-types';

export interface BasicTableColumn {
  /** Field key (camelCase; quote it in SQL). */
  name: string;
  type: ColumnType['duckdb'];
}

export interface BasicTable {
  table: string;
  primaryKey: string;
  columns: BasicTableColumn[];
}
`;

export function emitTables(tables: BasicTable[]): string {
  return `${GENERATED_HEADER}\n${PREAMBLE}\nexport const basicTables: BasicTable[] = ${literal(tables)};\n`;
}
