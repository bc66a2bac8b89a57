// The importer: a folder of CSV or Parquet files (one per table, docs/data-format.md) becomes a
// new warehouse file. Everything is validated, loaded inside one transaction into a fresh
// database next to the target, and only then renamed over it, so a failed import leaves the
// previous warehouse untouched. The same path loads the synthetic set and a customer's data.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { BASIC_TABLES } from './basic-tables';
import { CUBE_SOURCE, CUBES, VIEWS } from './cubes';
import { createTableSql, MARKET_TABLES, quoteIdent, type TableDef } from './tables';
import { fileRelation, validateFile, type ImportFile } from './validate';

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`import failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ImportError';
  }
}

export interface ImportResult {
  tables: Record<string, number>;
  seconds: number;
}

export const IMPORT_MEMORY_LIMIT = '4GB';

export const ALL_TABLES: TableDef[] = [...MARKET_TABLES, ...BASIC_TABLES];

function findFiles(dir: string): { files: ImportFile[]; missing: TableDef[] } {
  const files: ImportFile[] = [];
  const missing: TableDef[] = [];
  for (const table of ALL_TABLES) {
    const parquet = join(dir, `${table.name}.parquet`);
    const csv = join(dir, `${table.name}.csv`);
    if (existsSync(parquet)) files.push({ table, path: parquet, format: 'parquet' });
    else if (existsSync(csv)) files.push({ table, path: csv, format: 'csv' });
    else missing.push(table);
  }
  return { files, missing };
}

function removeDatabase(path: string): void {
  rmSync(path, { force: true });
  rmSync(`${path}.wal`, { force: true });
  rmSync(`${path}.tmp`, { recursive: true, force: true });
}

export async function importDirectory(dir: string, warehousePath: string, log: (line: string) => void = () => {}): Promise<ImportResult> {
  const started = performance.now();
  const { files, missing } = findFiles(dir);
  const absent = missing.filter((t) => !t.optional);
  if (absent.length > 0) throw new ImportError(absent.map((t) => `${join(dir, t.name)}.parquet: missing file (or ${t.name}.csv)`));

  const building = `${warehousePath}.importing`;
  removeDatabase(building);
  // A bounded memory budget: sorting a large import spills to `<file>.tmp` instead of taking
  // most of the machine's memory from the server and everything else running beside it.
  const instance = await DuckDBInstance.create(building, { memory_limit: IMPORT_MEMORY_LIMIT });
  const connection = await instance.connect();
  const tables: Record<string, number> = {};
  let committed = false;
  try {
    const problems: string[] = [];
    for (const [i, file] of files.entries()) problems.push(...(await validateFile(connection, file, i)));
    if (problems.length > 0) throw new ImportError(problems);
    log(`validated ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await connection.run('BEGIN TRANSACTION');
    for (const file of files) {
      const fileStarted = performance.now();
      await connection.run(createTableSql(file.table));
      const columns = file.table.columns
        .map((c) => (file.present && !file.present.has(c.name) ? `CAST(NULL AS ${c.type})` : `CAST(${quoteIdent(c.name)} AS ${c.type})`))
        .join(', ');
      // A file that already comes in storage order (such as the generator's facts at `small` and
      // `default`) is loaded as it is: DuckDB keeps the insertion order, and the sort is the
      // costliest part of loading a big fact file.
      const sorted = file.table.orderBy ? await inOrder(connection, file, file.table.orderBy) : true;
      const order = sorted ? '' : ` ORDER BY ${file.table.orderBy!.map(quoteIdent).join(', ')}`;
      await connection.run(`INSERT INTO ${quoteIdent(file.table.name)} SELECT ${columns} FROM ${fileRelation(file)}${order}`);
      const seconds = (performance.now() - fileStarted) / 1000;
      if (seconds > 2) log(`loaded ${file.table.name} in ${seconds.toFixed(1)} s${file.table.orderBy ? (sorted ? ' (already in order)' : ' (sorted)') : ''}`);
    }
    log(`loaded ${files.length} files`);
    for (const table of missing) await connection.run(createTableSql(table));
    if (missing.some((t) => t.name === 'meta_data_as_of')) {
      await connection.run('INSERT INTO meta_data_as_of SELECT channel, max(month) FROM fact_sales_month GROUP BY channel');
    }
    const integrity = await checkIntegrity(connection, files, log);
    if (integrity.length > 0) throw new ImportError(integrity);
    log('checked keys and references');
    for (const table of ALL_TABLES) tables[table.name] = await countRows(connection, table.name);
    await connection.run('COMMIT');
    committed = true;
    // Cubes are derived after the commit: aggregating committed storage is several times faster
    // than aggregating the transaction's own uncommitted rows. They are still built before the
    // swap, so the served warehouse never lacks them.
    await connection.run(`CREATE TEMP TABLE ${CUBE_SOURCE.name} AS ${CUBE_SOURCE.sql}`);
    for (const cube of CUBES) {
      await connection.run(`CREATE TABLE ${cube.name} AS ${cube.sql}`);
      tables[cube.name] = await countRows(connection, cube.name);
      log(`built ${cube.name}`);
    }
    await connection.run(`DROP TABLE ${CUBE_SOURCE.name}`);
    for (const view of VIEWS) await connection.run(`CREATE VIEW ${view.name} AS ${view.sql}`);
    await connection.run('CHECKPOINT');
    log(`built ${CUBES.length} cubes, checkpointed`);
  } catch (error) {
    if (!committed) await connection.run('ROLLBACK').catch(() => {});
    connection.closeSync();
    instance.closeSync();
    removeDatabase(building);
    throw error;
  }
  connection.closeSync();
  instance.closeSync();
  // The swap: the old file (if any) stays valid until this rename replaces it in one step.
  rmSync(`${warehousePath}.wal`, { force: true });
  rmSync(`${building}.tmp`, { recursive: true, force: true });
  renameSync(building, warehousePath);
  return { tables, seconds: (performance.now() - started) / 1000 };
}

async function countRows(connection: DuckDBConnection, table: string): Promise<number> {
  const reader = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
  return Number(reader.getRowObjects()[0].n);
}

/**
 * Whether the file's rows already come in `orderBy` order: each key's rows form one unbroken run
 * of file rows, and the runs follow each other in key order. One grouped pass over the key
 * columns, far cheaper than a sort.
 */
async function inOrder(connection: DuckDBConnection, file: ImportFile, orderBy: string[]): Promise<boolean> {
  const keys = orderBy.map(quoteIdent).join(', ');
  const reader = await connection.runAndReadAll(`
    WITH runs AS (SELECT ${keys}, min(__row) AS first, max(__row) AS last, count(*) AS n FROM ${fileRelation(file)} GROUP BY ALL)
    SELECT count(*) FILTER (WHERE last - first + 1 <> n) AS broken,
      count(*) FILTER (WHERE first < prev) AS misplaced
    FROM (SELECT *, lag(last) OVER (ORDER BY ${keys}) AS prev FROM runs)`);
  const row = reader.getRowObjectsJS()[0];
  return Number(row.broken) === 0 && Number(row.misplaced) === 0;
}

/** Foreign keys that do not resolve and duplicate primary keys, reported at their file row. */
async function checkIntegrity(connection: DuckDBConnection, files: ImportFile[], log: (line: string) => void): Promise<string[]> {
  const problems: string[] = [];
  const rowOf = async (file: ImportFile, column: string, value: unknown, also?: [string, unknown]): Promise<string> => {
    const extra = also ? ` AND CAST(${quoteIdent(also[0])} AS VARCHAR) IS NOT DISTINCT FROM $2` : '';
    const params = also ? [String(value), also[1] === null || also[1] === undefined ? null : String(also[1])] : [String(value)];
    const reader = await connection.runAndReadAll(`SELECT min(__row) AS r FROM ${fileRelation(file)} WHERE CAST(${quoteIdent(column)} AS VARCHAR) = $1${extra}`, params);
    return String(reader.getRowObjectsJS()[0].r ?? '-');
  };
  for (const file of files) {
    const table = quoteIdent(file.table.name);
    const started = performance.now();
    for (const fk of file.table.foreignKeys ?? []) {
      if (file.present && !file.present.has(fk.column)) continue;
      // The distinct values first, then the lookup: far cheaper than probing every fact row.
      const also = fk.with ? ` AND t.w = r.${quoteIdent(fk.with.references)}` : '';
      const reader = await connection.runAndReadAll(
        `SELECT t.v${fk.with ? ', t.w' : ''} FROM (SELECT DISTINCT ${quoteIdent(fk.column)} AS v${fk.with ? `, ${quoteIdent(fk.with.column)} AS w` : ''} FROM ${table}
           WHERE ${quoteIdent(fk.column)} IS NOT NULL) t
         ANTI JOIN ${quoteIdent(fk.table)} r ON t.v = r.${quoteIdent(fk.references)}${also} ORDER BY ALL LIMIT 1`,
      );
      const bad = reader.getRowObjectsJS()[0];
      const within = fk.with ? ` with ${fk.with.references} ${JSON.stringify(bad?.w)}` : '';
      if (bad) problems.push(`${file.path}:${await rowOf(file, fk.column, bad.v, fk.with ? [fk.with.column, bad.w] : undefined)}:${fk.column}: ${JSON.stringify(bad.v)} not found in ${fk.table}.${fk.references}${within}`);
    }
    if (file.table.primaryKey) {
      const key = file.table.primaryKey.map(quoteIdent).join(', ');
      const reader = await connection.runAndReadAll(`SELECT ${key} FROM ${table} GROUP BY ${key} HAVING count(*) > 1 LIMIT 1`);
      const duplicate = reader.getRowObjectsJS()[0];
      if (duplicate) {
        const first = file.table.primaryKey[0];
        problems.push(`${file.path}:${await rowOf(file, first, duplicate[first])}:${first}: duplicate key ${JSON.stringify(Object.values(duplicate))}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (seconds > 2) log(`checked ${file.table.name} in ${seconds.toFixed(1)} s`);
  }
  return problems;
}
