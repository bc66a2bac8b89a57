// Writes generated rows to Parquet: rows are appended into a table of the in-memory DuckDB the
// generator works in (the appender is the fast path into DuckDB), then copied out in a stable
// order, so the same rows always give the same bytes.
import { DuckDBConnection, LIST, VARCHAR, dateValue, listValue, timestampValue } from '@duckdb/node-api';
import { createTableSql, quoteIdent, type ColumnType, type TableDef } from '../warehouse/tables';

export type Cell = string | number | boolean | null | string[];

const DAY_MS = 86_400_000;

function daysSinceEpoch(isoDate: string): number {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

type AppendFn = (appender: Awaited<ReturnType<DuckDBConnection['createAppender']>>, value: Exclude<Cell, null>) => void;

const APPEND: Record<ColumnType, AppendFn> = {
  VARCHAR: (a, v) => a.appendVarchar(String(v)),
  DOUBLE: (a, v) => a.appendDouble(Number(v)),
  BIGINT: (a, v) => a.appendBigInt(BigInt(Math.round(Number(v)))),
  INTEGER: (a, v) => a.appendInteger(Math.round(Number(v))),
  BOOLEAN: (a, v) => a.appendBoolean(Boolean(v)),
  DATE: (a, v) => a.appendDate(dateValue(daysSinceEpoch(String(v)))),
  TIMESTAMP: (a, v) => a.appendTimestamp(timestampValue(BigInt(Date.parse(`${String(v).replace(' ', 'T')}Z`)) * 1000n)),
  'VARCHAR[]': (a, v) => a.appendList(listValue((v as string[]).map(String)), LIST(VARCHAR)),
};

/** Creates `table` in the working database and appends `rows` (values in column order). */
export async function appendRows(connection: DuckDBConnection, table: TableDef, rows: Iterable<Cell[]>): Promise<void> {
  await connection.run(`DROP TABLE IF EXISTS ${quoteIdent(table.name)}`);
  await connection.run(createTableSql(table));
  const appender = await connection.createAppender(table.name);
  const appenders = table.columns.map((c) => APPEND[c.type]);
  for (const row of rows) {
    for (let i = 0; i < appenders.length; i++) {
      const value = row[i];
      if (value === null || value === undefined) appender.appendNull();
      else appenders[i](appender, value);
    }
    appender.endRow();
  }
  appender.flushSync();
  appender.closeSync();
}

export function parquetPath(dir: string, table: string): string {
  return `${dir}/${table}.parquet`;
}

/**
 * Writes the rows of `select` to `<dir>/<table>.parquet`, ordered by `orderBy` when given. The
 * generator's connection runs single-threaded (see generate.ts), so an unordered select still
 * comes out in the same order every time; that spares sorting the big fact table twice (the
 * loader stores it sorted anyway).
 */
export async function copyToParquet(connection: DuckDBConnection, select: string, orderBy: string[], dir: string, table: string): Promise<void> {
  const file = parquetPath(dir, table).replace(/'/g, "''");
  const order = orderBy.length > 0 ? ` ORDER BY ${orderBy.map(quoteIdent).join(', ')}` : '';
  await connection.run(`COPY (SELECT * FROM (${select})${order}) TO '${file}' (FORMAT PARQUET, COMPRESSION ZSTD)`);
}

/** Appends then writes a table in one step (dimensions and basic-database tables). */
export async function writeTable(connection: DuckDBConnection, table: TableDef, rows: Iterable<Cell[]>, dir: string): Promise<number> {
  await appendRows(connection, table, rows);
  const order = table.orderBy ?? table.primaryKey ?? [table.columns[0].name];
  await copyToParquet(connection, `SELECT * FROM ${quoteIdent(table.name)}`, order, dir, table.name);
  const reader = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`);
  return Number(reader.getRowObjects()[0].n);
}
