// npm run bench:db — the database API's budgets (issue 6):
//   1. list query p95 < 30 ms at default scale on the win-bid library, with a text filter and a sort;
//   2. export of 100 000 rows: time and peak RSS growth (budget: < 150 MB growth).
// Reads the warehouse `npm start` uses (WAREHOUSE_PATH, else DATA_DIR/warehouse.duckdb), building the
// default scale first when it does not exist. The export needs 100 000 rows: when the win-bid table
// holds fewer, it runs on a synthetic table of the same columns instead, and the output says so.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../server/config';
import { buildCatalogue, readDatabaseSchemas, type CatalogueEntry } from '../../server/modules/database/catalogue';
import { parseListQuery, parseQuery } from '../../server/modules/database/request';
import { createDatabaseService, type DatabaseService } from '../../server/modules/database/service';
import { ident } from '../../server/modules/database/sql';
import { writeWorkbook } from '../../server/modules/database/workbook';
import { ensureWarehouse } from '../../server/warehouse/bootstrap';
import { openWarehouse, type Warehouse } from '../../server/warehouse/connection';
import { basicTables } from '../../src/generated/tables';
import { databaseWhitelist } from '../../src/generated/whitelist';

const DATABASE = 'win-bid-library';
const EXPORT_ROWS = 100_000;
const LIST_RUNS = 200;
const LIST_BUDGET_MS = 30;
const RSS_BUDGET_MB = 150;

const names = ['阿莫西林', '头孢克肟', '布洛芬', '二甲双胍', '阿托伐他汀', '奥美拉唑', '氨氯地平', '板蓝根', '连花清瘟', '胰岛素'];

/** A SQL expression giving row `i` a plausible value of a column's DuckDB type. */
function syntheticValue(name: string, type: string, primaryKey: string): string {
  if (name === primaryKey) return `'row' || i`;
  switch (type) {
    case 'DATE':
      return `DATE '2015-01-01' + CAST(i % 3650 AS INTEGER)`;
    case 'TIMESTAMP':
      return `TIMESTAMP '2015-01-01 00:00:00' + to_seconds(i)`;
    case 'DOUBLE':
      return `round((i * 7919 % 100000) / 100.0, 2)`;
    case 'BIGINT':
      return `i % 100`;
    case 'BOOLEAN':
      return `i % 3 = 0`;
    case 'VARCHAR[]':
      return `[list_element(${sqlList(names)}, CAST(i % ${names.length} AS INTEGER) + 1)]`;
    default:
      return `list_element(${sqlList(names)}, CAST(i % ${names.length} AS INTEGER) + 1) || '${name.slice(0, 4)}' || (i % 997)`;
  }
}

function sqlList(values: string[]): string {
  return `[${values.map((v) => `'${v}'`).join(', ')}]`;
}

async function syntheticWarehouse(table: string, rows: number): Promise<{ warehouse: Warehouse; dir: string }> {
  const spec = basicTables.find((t) => t.table === table);
  if (!spec) throw new Error(`no DDL for ${table} in src/generated/tables.ts`);
  const dir = mkdtempSync(join(tmpdir(), 'chis-bench-db-'));
  const warehouse = await openWarehouse(join(dir, 'bench.duckdb'));
  const columns = spec.columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  await warehouse.run(`CREATE TABLE ${ident(table)} (${columns})`);
  const values = spec.columns.map((c) => syntheticValue(c.name, c.type, spec.primaryKey)).join(', ');
  await warehouse.run(`INSERT INTO ${ident(table)} SELECT ${values} FROM range(${rows}) t(i)`);
  return { warehouse, dir };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchList(service: DatabaseService, entry: CatalogueEntry, needle: string) {
  const query = (page: number) =>
    parseListQuery(entry, {
      filters: JSON.stringify([{ field: 'genericName', op: 'contains', value: needle }]),
      sort: 'bidPrice',
      order: 'desc',
      page,
    });
  for (let i = 0; i < 10; i++) await service.list(entry, query(1)); // warm-up
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < LIST_RUNS; i++) {
    const started = performance.now();
    const result = await service.list(entry, query((i % 10) + 1));
    times.push(performance.now() - started);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], matching: total };
}

async function benchExport(service: DatabaseService, entry: CatalogueEntry) {
  // Exactly EXPORT_ROWS rows: the real chunked reader, stopped once that many have been handed out.
  const limited: DatabaseService = {
    ...service,
    async *chunks(e, q, columns, size) {
      let left = EXPORT_ROWS;
      for await (const rows of service.chunks(e, q, columns, size)) {
        yield rows.slice(0, left);
        left -= rows.length;
        if (left <= 0) return;
      }
    },
  };
  const dir = mkdtempSync(join(tmpdir(), 'chis-bench-export-'));
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const columns = Object.keys(entry.fields).filter((k) => !entry.fields[k].hidden);
  const written = await writeWorkbook(limited, {
    path: join(dir, 'bench.xlsx'),
    entry,
    query: parseQuery(entry, {}),
    columns,
    locale: 'zh-cn',
    account: 'bench',
    now: new Date(),
    onProgress: async () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
  return { written, columns: columns.length, seconds, growthMb: (peak - baseline) / 1024 / 1024 };
}

async function openTarget(path: string, table: string, minRows: number, why: string) {
  const warehouse = await openWarehouse(path, { readOnly: true });
  const [{ n }] = await warehouse.all<{ n: number }>(`SELECT count(*) AS n FROM ${ident(table)}`);
  if (n >= minRows) return { warehouse, label: `${path} (${n} rows)`, cleanup: () => warehouse.close() };
  await warehouse.close();
  const synthetic = await syntheticWarehouse(table, 150_000);
  return {
    warehouse: synthetic.warehouse,
    label: `SYNTHETIC table of 150000 rows (${why}; the warehouse's ${table} has ${n})`,
    cleanup: async () => {
      await synthetic.warehouse.close();
      rmSync(synthetic.dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const config = loadConfig();
  if (!existsSync(config.warehousePath)) {
    console.log(`building the default-scale warehouse at ${config.warehousePath} …`);
    mkdirSync(dirname(config.warehousePath), { recursive: true });
    await ensureWarehouse({ path: config.warehousePath, scale: 'default' });
  }
  const table = databaseWhitelist[DATABASE].table;
  const catalogue = buildCatalogue(databaseWhitelist, await readDatabaseSchemas('schemas/basic'));
  const entry = catalogue[DATABASE];
  console.log(`bench:db — ${DATABASE}`);

  const listTarget = await openTarget(config.warehousePath, table, 1, 'empty table');
  try {
    const service = createDatabaseService(listTarget.warehouse, catalogue);
    const [sample] = await listTarget.warehouse.all<{ name: string }>(`SELECT "genericName" AS name FROM ${ident(table)} WHERE "genericName" IS NOT NULL LIMIT 1`);
    const needle = sample.name.slice(0, 2);
    const list = await benchList(service, entry, needle);
    console.log(
      `list on ${listTarget.label}, genericName contains "${needle}", sort bidPrice desc, ${list.matching} matching, ${LIST_RUNS} runs: ` +
        `p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms, max ${list.max.toFixed(1)} ms — budget p95 < ${LIST_BUDGET_MS} ms: ${list.p95 < LIST_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await listTarget.cleanup();
  }

  const exportTarget = await openTarget(config.warehousePath, table, EXPORT_ROWS, `fewer than ${EXPORT_ROWS} rows`);
  try {
    const exp = await benchExport(createDatabaseService(exportTarget.warehouse, catalogue), entry);
    console.log(
      `export on ${exportTarget.label}: ${exp.written} rows × ${exp.columns} columns in ${exp.seconds.toFixed(1)} s, peak RSS growth ${exp.growthMb.toFixed(1)} MB — ` +
        `budget < ${RSS_BUDGET_MB} MB: ${exp.growthMb < RSS_BUDGET_MB ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await exportTarget.cleanup();
  }
  console.log(`(load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores)`);
}

await main();
