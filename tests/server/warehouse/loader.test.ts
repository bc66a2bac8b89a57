// The importer's error reporting: a broken file is reported with file, row and column, and the
// warehouse that was there before stays exactly as it was. CSV variants are made from the
// generator's Parquet files with DuckDB, then damaged by hand.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../../../server/seed/generate';
import { ImportError, importDirectory } from '../../../server/warehouse/loader';
import { openWarehouse } from '../../../server/warehouse/connection';

const work = mkdtempSync(join(tmpdir(), 'chis-loader-test-'));
const files = join(work, 'files');
const target = join(work, 'warehouse.duckdb');
let brandsBefore = 0;

beforeAll(async () => {
  await generateSeed({ scale: 'small', seed: 3, outDir: files });
  const result = await importDirectory(files, target);
  brandsBefore = result.tables.dim_brand;
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

let variants = 0;
/** A copy of the generated files with `table` turned into CSV text and edited by `edit`. */
async function variantWithCsv(table: string, edit: (lines: string[]) => string[]): Promise<string> {
  const dir = join(work, `variant-${++variants}`);
  cpSync(files, dir, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (SELECT * FROM read_parquet('${join(dir, `${table}.parquet`)}')) TO '${join(dir, `${table}.csv`)}' (HEADER)`);
  connection.closeSync();
  instance.closeSync();
  rmSync(join(dir, `${table}.parquet`));
  const csv = join(dir, `${table}.csv`);
  writeFileSync(csv, edit(readFileSync(csv, 'utf8').trimEnd().split('\n')).join('\n') + '\n');
  return dir;
}

async function expectImportError(dir: string, pattern: RegExp): Promise<void> {
  const error = await importDirectory(dir, target).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  expect((error as ImportError).message).toMatch(pattern);
  // The previous warehouse is intact and no half-built file is left behind.
  expect(existsSync(`${target}.importing`)).toBe(false);
  const warehouse = await openWarehouse(target, { readOnly: true });
  const [{ n }] = await warehouse.all<{ n: number }>('SELECT count(*) AS n FROM dim_brand');
  await warehouse.close();
  expect(n).toBe(brandsBefore);
}

const lineCount = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length;

const dropColumn = (name: string) => (lines: string[]) => {
  const index = lines[0].split(',').indexOf(name);
  return lines.map((line) => line.split(',').filter((_, i) => i !== index).join(','));
};

describe('loader error reporting', () => {
  it('reports a missing column with its file and name', async () => {
    const dir = await variantWithCsv('dim_brand', dropColumn('name_initials'));
    await expectImportError(dir, /dim_brand\.csv:1:name_initials: missing column "name_initials"/);
  });

  it('reports a value of the wrong type at its row and column', async () => {
    const dir = await variantWithCsv('dim_sku', (lines) => {
      const column = lines[0].split(',').indexOf('conv_ratio');
      return lines.map((line, i) => (i === 5 ? line.split(',').map((v, c) => (c === column ? 'abc' : v)).join(',') : line));
    });
    await expectImportError(dir, /dim_sku\.csv:5:conv_ratio: value "abc" is not a valid INTEGER/);
  });

  it('reports a broken row (too many fields) at its row', async () => {
    const dir = await variantWithCsv('dim_brand', (lines) => lines.map((line, i) => (i === 3 ? `${line},extra,fields` : line)));
    await expectImportError(dir, /dim_brand\.csv:3:.*broken row/);
  });

  it('reports an empty key and a reference that does not resolve', async () => {
    const empty = await variantWithCsv('dim_brand', (lines) => lines.map((line, i) => (i === 2 ? line.replace(/^[^,]*/, '') : line)));
    await expectImportError(empty, /dim_brand\.csv:2:brand_id: empty value in a required column/);
    const dangling = await variantWithCsv('dim_product', (lines) => {
      const column = lines[0].split(',').indexOf('generic_id');
      return lines.map((line, i) => (i === 4 ? line.split(',').map((v, c) => (c === column ? 'GNOPE' : v)).join(',') : line));
    });
    await expectImportError(dangling, /dim_product\.csv:4:generic_id: "GNOPE" not found in dim_generic\.generic_id/);
  });

  it('reports a missing required file', async () => {
    const dir = join(work, 'no-facts');
    cpSync(files, dir, { recursive: true });
    rmSync(join(dir, 'fact_sales_month.parquet'));
    await expectImportError(dir, /fact_sales_month\.parquet: missing file/);
  });

  it('reports a city that does not lie in the row\'s province', async () => {
    let edited = 0;
    const dir = await variantWithCsv('fact_sales_month', (lines) => {
      const header = lines[0].split(',');
      const province = header.indexOf('province_code');
      const city = header.indexOf('city_code');
      return lines.map((line, i) => {
        const values = line.split(',');
        if (i === 0 || edited > 0 || values[province] !== '440000') return line;
        edited = i;
        return values.map((v, c) => (c === city ? '320100' : v)).join(',');
      });
    });
    expect(edited).toBeGreaterThan(0);
    await expectImportError(dir, new RegExp(`fact_sales_month\\.csv:${edited}:city_code: "320100" not found in dim_city\\.city_code with province_code "440000"`));
  });

  it('loads facts without the optional city_code column, and sorts facts that are out of order', async () => {
    const dir = await variantWithCsv('fact_sales_month', (lines) => dropColumn('city_code')([lines[0], ...lines.slice(1).reverse()]));
    const result = await importDirectory(dir, target);
    expect(result.tables.fact_sales_month).toBe(lineCount(join(dir, 'fact_sales_month.csv')) - 1);
    const warehouse = await openWarehouse(target, { readOnly: true });
    const [row] = await warehouse.all<{ cities: number; backwards: number }>(
      `SELECT count(city_code) AS cities, count(*) FILTER (WHERE channel < pc OR (channel = pc AND month < pm)) AS backwards
       FROM (SELECT city_code, channel, month, lag(channel) OVER (ORDER BY rowid) AS pc, lag(month) OVER (ORDER BY rowid) AS pm FROM fact_sales_month)`,
    );
    await warehouse.close();
    expect(row.cities).toBe(0);
    expect(row.backwards).toBe(0);
  });

  it('loads valid CSV, list columns included, the same as Parquet', async () => {
    const dir = await variantWithCsv('lib_pharmacy_industry_library', (lines) => lines);
    const result = await importDirectory(dir, target);
    expect(result.tables.lib_pharmacy_industry_library).toBeGreaterThan(0);
    const warehouse = await openWarehouse(target, { readOnly: true });
    const rows = await warehouse.all<{ names: string[] }>(
      "SELECT formerNames AS names FROM lib_pharmacy_industry_library WHERE len(formerNames) > 0 LIMIT 1",
    );
    await warehouse.close();
    expect(rows[0].names.length).toBeGreaterThan(0);
    expect(rows[0].names[0]).toMatch(/有限公司$/);
  });
});
