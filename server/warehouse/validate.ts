// Checks one import file against its table definition before anything is loaded: every column
// present, every value castable to the column's type, no empty key, no broken CSV line. Problems
// name the file, the data row (1-based, the CSV header not counted) and the column.
import { closeSync, openSync, readSync } from 'node:fs';
import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdent, type TableDef } from './tables';

export interface ImportFile {
  table: TableDef;
  path: string;
  format: 'parquet' | 'csv';
  /** The file's column names, set by validateFile. */
  present?: Set<string>;
}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The column names of a CSV file's header line (RFC 4180 quoting). */
export function csvHeader(path: string): string[] {
  const descriptor = openSync(path, 'r');
  const buffer = Buffer.alloc(65536);
  const length = readSync(descriptor, buffer, 0, buffer.length, 0);
  closeSync(descriptor);
  const line = buffer.toString('utf8', 0, length).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') current += line[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      names.push(current);
      current = '';
    } else current += ch;
  }
  names.push(current);
  return names;
}

/**
 * A relation over the file with a 1-based `__row` column. CSV is read with the dialect fixed
 * (comma, double quotes, a header line) and every column as text, so that a broken line cannot
 * mislead DuckDB's sniffer; types are checked by the validator and cast by the loader.
 */
export function fileRelation(file: ImportFile, rejectsTable?: string): string {
  if (file.format === 'parquet') {
    return `(SELECT *, file_row_number + 1 AS __row FROM read_parquet(${sqlString(file.path)}, file_row_number = true))`;
  }
  const columns = csvHeader(file.path).map((name) => `${sqlString(name)}: 'VARCHAR'`).join(', ');
  const rejects = rejectsTable ? `, store_rejects = true, rejects_table = ${sqlString(rejectsTable)}, rejects_scan = ${sqlString(`${rejectsTable}_scan`)}` : '';
  return `(SELECT *, row_number() OVER () AS __row FROM read_csv(${sqlString(file.path)}, auto_detect = false, header = true, delim = ',', quote = '"', escape = '"', columns = {${columns}}${rejects}))`;
}

export async function validateFile(connection: DuckDBConnection, file: ImportFile, index: number): Promise<string[]> {
  const problems: string[] = [];
  const at = (row: number | string, column: string, message: string) => `${file.path}:${row}:${column}: ${message}`;
  const rejectsTable = `rejects_${index}`;
  let described: { column_name: string; column_type: string }[];
  try {
    const reader = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${fileRelation(file)}`);
    described = reader.getRowObjectsJS() as typeof described;
  } catch (error) {
    return [`${file.path}:1:-: cannot read the file (${(error as Error).message.split('\n')[0]})`];
  }
  const sourceType = new Map(described.map((d) => [d.column_name, d.column_type]));
  file.present = new Set(sourceType.keys());
  for (const column of file.table.columns) {
    if (!sourceType.has(column.name) && !column.optional) problems.push(at(1, column.name, `missing column "${column.name}" (expected ${column.type})`));
  }
  if (problems.length > 0) return problems;

  // One pass over the file: the first row whose value does not cast, or is empty in a key column.
  // A Parquet file whose statistics count no NULLs in a key column needs no scan for that column.
  const noNulls = file.format === 'parquet' ? await columnsWithoutNulls(connection, file.path) : new Set<string>();
  const checks: { column: string; kind: 'type' | 'empty'; expr: string }[] = [];
  for (const column of file.table.columns) {
    if (!sourceType.has(column.name)) continue;
    const name = quoteIdent(column.name);
    if (sourceType.get(column.name) !== column.type) {
      checks.push({ column: column.name, kind: 'type', expr: `${name} IS NOT NULL AND TRY_CAST(${name} AS ${column.type}) IS NULL` });
    }
    if (column.required && !noNulls.has(column.name)) checks.push({ column: column.name, kind: 'empty', expr: `${name} IS NULL` });
  }
  if (checks.length > 0 || file.format === 'csv') {
    const select = [
      'count(*) AS n',
      ...checks.map((c, i) => `min(__row) FILTER (WHERE ${c.expr}) AS r${i}, arg_min(CAST(${quoteIdent(c.column)} AS VARCHAR), __row) FILTER (WHERE ${c.expr}) AS v${i}`),
    ].join(', ');
    try {
      const reader = await connection.runAndReadAll(`SELECT ${select} FROM ${fileRelation(file, file.format === 'csv' ? rejectsTable : undefined)}`);
      const result = reader.getRowObjectsJS()[0];
      checks.forEach((c, i) => {
        const row = result[`r${i}`];
        if (row === null || row === undefined) return;
        const type = file.table.columns.find((x) => x.name === c.column)!.type;
        problems.push(at(Number(row), c.column, c.kind === 'type' ? `value ${JSON.stringify(result[`v${i}`])} is not a valid ${type}` : 'empty value in a required column'));
      });
    } catch (error) {
      problems.push(`${file.path}:-:-: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (file.format === 'csv') problems.push(...(await csvRejects(connection, file, rejectsTable)));
  return problems;
}

/** Top-level Parquet columns whose every row group records a null count of zero. */
async function columnsWithoutNulls(connection: DuckDBConnection, path: string): Promise<Set<string>> {
  try {
    const reader = await connection.runAndReadAll(
      `SELECT path_in_schema AS name FROM parquet_metadata(${sqlString(path)}) GROUP BY path_in_schema
       HAVING bool_and(stats_null_count IS NOT NULL AND stats_null_count = 0)`,
    );
    return new Set(reader.getRowObjectsJS().map((r) => String(r.name)));
  } catch {
    return new Set();
  }
}

/** Broken CSV lines (wrong number of fields, bad quoting) that DuckDB set aside while reading. */
async function csvRejects(connection: DuckDBConnection, file: ImportFile, rejectsTable: string): Promise<string[]> {
  try {
    const reader = await connection.runAndReadAll(`SELECT line, min(column_name) AS column_name, min(error_type) AS error_type, min(error_message) AS error_message
       FROM ${quoteIdent(rejectsTable)} GROUP BY line ORDER BY line LIMIT 5`);
    return reader.getRowObjectsJS().map((r) => `${file.path}:${Number(r.line) - 1}:${r.column_name ?? '-'}: broken row (${r.error_type}: ${String(r.error_message).split('\n')[0]})`);
  } catch {
    // No rejects table: the validation query failed before reading, already reported.
    return [];
  }
}
