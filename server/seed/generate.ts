// The generator: master data → Parquet files in `outDir`, one per warehouse table, plus a
// manifest with the row counts. DuckDB (in memory) is the working engine: dimension rows are
// appended from JS, the monthly facts are expanded from a sales plan in SQL.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createRandom } from './random';
import { buildMasterData } from './master';
import { dimensionRows } from './dims/rows';
import { planSales } from './facts/plan';
import { channelFactors, loadPlan, writeFacts } from './facts/sales-sql';
import { CHANNEL_TARGET } from './facts/channels';
import { deriveStoreKpis, loadStoreUniverse } from './facts/store-kpi';
import { appendRows, copyToParquet, parquetPath, writeTable } from './writer';
import { addKnownAnswers } from './fixtures/known-answers';
import { createTableSql, FACT_CHANNELS, marketTable, quoteIdent } from '../warehouse/tables';
import { BASIC_TABLES } from '../warehouse/basic-tables';
import { generateBasicTables } from './basic';
import { DATA_AS_OF, SCALES, type ScaleName } from './scales';
import type { Channel } from './model';

export interface GenerateOptions {
  scale: ScaleName;
  seed?: number;
  outDir: string;
  /** Facts at city grain regardless of the scale's own grain (tests build a small city-grain set). */
  cityGrain?: boolean;
  log?: (line: string) => void;
}

export interface GenerateResult {
  tables: Record<string, number>;
  seconds: number;
}

export const DEFAULT_SEED = 20260930;

/** Threads for the steps whose output does not depend on it (exact sums, totally ordered output). */
const PARALLEL_THREADS = Math.max(1, Math.min(4, availableParallelism()));

export async function generateSeed(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const scale = { ...SCALES[options.scale], cityGrain: options.cityGrain ?? SCALES[options.scale].cityGrain };
  const seed = options.seed ?? DEFAULT_SEED;
  prepareOutDir(options.outDir);
  const random = createRandom(seed);
  const data = buildMasterData(random, scale);
  const fixtureFacts = scale.knownAnswers ? addKnownAnswers(data) : [];
  log(`master data: ${data.generics.length} generics, ${data.products.length} products, ${data.skus.length} SKUs`);

  // One thread: parallel scans and joins would make the row order of the files vary between
  // runs, and the files must be byte-identical for the same seed.
  // An in-memory database spills to `.tmp` in the working directory unless told otherwise.
  const spill = mkdtempSync(join(tmpdir(), 'chis-seed-spill-'));
  const instance = await DuckDBInstance.create(':memory:', { threads: '1', temp_directory: spill });
  const connection = await instance.connect();
  const tables: Record<string, number> = {};
  try {
    for (const [name, rows] of Object.entries(dimensionRows(data))) {
      tables[name] = await writeTable(connection, marketTable(name), rows, options.outDir);
    }

    log('dimensions written');
    const plan = planSales(random.fork('plan'), data, scale.marketPerYear, scale.factRows, new Set(fixtureFacts.map((f) => f.skuId)), scale.cityGrain);
    await loadPlan(connection, plan.skus, plan.cells);
    log(`sales plan: ${plan.cells.length} cells`);
    // The calibration's sums are exact, so it may use every core without changing a byte of the output.
    await connection.run(`SET threads = ${PARALLEL_THREADS}`);
    const yearly = Object.fromEntries(Object.entries(CHANNEL_TARGET).map(([channel, share]) => [channel, share * scale.marketPerYear])) as Record<Channel, number>;
    const factors = await channelFactors(connection, random.fork('market-path'), data.months, yearly);
    await connection.run('SET threads = 1');
    log('channel paths calibrated');
    const facts = marketTable('fact_sales_month');
    // At city grain the fixtures sell in their province's first (main) city.
    const cityOf = (province: string) => (scale.cityGrain ? data.cities.find((c) => c.provinceCode === province)!.code : null);
    await appendRows(connection, { ...facts, name: 'fixture_sales' }, fixtureFacts.map((f) => [f.skuId, f.provinceCode, cityOf(f.provinceCode), f.channel, f.subchannel, f.month, f.amount, f.units, f.stdUnits]));
    await writeFacts(connection, seed, data.months, factors, parquetPath(options.outDir, facts.name), fixtureFacts.length > 0 ? 'fixture_sales' : undefined);
    log('facts written');
    // Later steps read the facts back from the file instead of keeping a second copy in memory.
    await connection.run(`CREATE VIEW fact_sales_month AS SELECT * FROM read_parquet('${parquetPath(options.outDir, facts.name)}')`);
    tables.fact_sales_month = await countRows(connection, facts.name);
    log(`facts: ${tables.fact_sales_month} rows from ${plan.cells.length} plan cells`);

    const kpi = marketTable('fact_retail_store_kpi');
    await connection.run(createTableSql(kpi));
    await loadStoreUniverse(connection, data.provinces);
    // Exact sums and a total order on the way out: this may use every core too.
    await connection.run(`SET threads = ${PARALLEL_THREADS}`);
    await deriveStoreKpis(connection);
    await copyToParquet(connection, `SELECT * FROM ${kpi.name}`, [...kpi.orderBy!, 'tier', 'store_type'], options.outDir, kpi.name);
    await connection.run('SET threads = 1');
    log('retail store KPIs written');
    tables.fact_retail_store_kpi = await countRows(connection, kpi.name);

    tables.meta_data_as_of = await writeTable(connection, marketTable('meta_data_as_of'), FACT_CHANNELS.map((c) => [c, DATA_AS_OF]), options.outDir);

    const basic = generateBasicTables(random.fork('basic'), data, scale, BASIC_TABLES);
    for (const table of BASIC_TABLES) tables[table.name] = await writeTable(connection, table, basic.rows.get(table.name)!, options.outDir);
    if (basic.missing.length > 0) log(`warning: no generator for ${basic.missing.join(', ')} (written empty)`);
    if (basic.unfilled.length > 0) log(`warning: columns not generated (written empty): ${basic.unfilled.join(', ')}`);
    log('basic-database tables written');
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(spill, { recursive: true, force: true });
  }
  const manifest = { scale: scale.name, seed, dataAsOf: DATA_AS_OF, months: [data.months[0], data.months[data.months.length - 1]], tables };
  writeFileSync(`${options.outDir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return { tables, seconds: (performance.now() - started) / 1000 };
}

const GENERATED_FILE = /\.(parquet|csv)$|^manifest\.json$/;

/**
 * Empties a previous output folder or creates a new one. A folder holding anything but data files
 * and a manifest is refused, so a mistyped --out never deletes other files; a folder an interrupted
 * run left without its manifest is still reused.
 */
function prepareOutDir(dir: string): void {
  if (existsSync(dir)) {
    const names = readdirSync(dir);
    const foreign = names.filter((name) => !GENERATED_FILE.test(name));
    if (foreign.length > 0) throw new Error(`${dir} holds files that are not a generated data set (${foreign.slice(0, 3).join(', ')}); choose another --out`);
    for (const name of names) rmSync(join(dir, name), { force: true });
  }
  mkdirSync(dir, { recursive: true });
}

async function countRows(connection: Awaited<ReturnType<DuckDBInstance['connect']>>, table: string): Promise<number> {
  const reader = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
  return Number(reader.getRowObjects()[0].n);
}
