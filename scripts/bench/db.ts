// npm run bench:db — the database API's budgets (issue 6):
//   1. list query p95 < 30 ms at default scale on the win-bid library, with a text filter and a sort;
//   2. export of 100 000 rows: time and peak RSS growth (budget: < 150 MB growth);
//   3. the engine's table rendering a 50-column × 100-row result in Chromium (budget < 150 ms), timed
//      with Performance API marks around a synchronous render of a production build, beside the
//      hand-rolled React table of bench:table on the same data (what React itself costs).
// Reads the warehouse `npm start` uses (WAREHOUSE_PATH, else DATA_DIR/warehouse.duckdb), building the
// default scale first when it does not exist. The export needs 100 000 rows: when the win-bid table
// holds fewer, it runs on a synthetic table of the same columns instead, and the output says so.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const RENDER_COLUMNS = 50;
const RENDER_ROWS = 100;
const RENDER_RUNS = 10;
const RENDER_BUDGET_MS = 150;

const RENDER_PAGES = 5;

// The page Chromium loads: the engine's table adapter drawing bench:table's data (50 columns of the
// common column types, 100 rows, compiled by the engine's list compiler) — or, with ?table=plain,
// bench:table's hand-rolled React table over the same data, the floor — rendered synchronously and
// laid out (reading offsetHeight forces the layout a user waits for) between two marks, unmounted and
// rendered again RENDER_RUNS times. The first render of a fresh page is the one a user waits for.
const renderEntry = (tablePath: string, dataPath: string, plainPath: string) => `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable } from ${JSON.stringify(tablePath)};
import { COLUMNS, ROWS, makeRows, model } from ${JSON.stringify(dataPath)};
import { PlainTable } from ${JSON.stringify(plainPath)};
if (COLUMNS !== ${RENDER_COLUMNS} || ROWS !== ${RENDER_ROWS}) throw new Error('bench:table data changed shape');
const rows = makeRows();
const context = { locale: 'zh-cn' };
const plain = new URLSearchParams(location.search).get('table') === 'plain';
const table = () => plain ? <PlainTable model={model} rows={rows} locale="zh-cn" /> : <DataTable testId="bench" model={model} rows={rows} context={context} sort={null} emptyText="" />;
const host = document.getElementById('root');
const times = [];
for (let i = 0; i < ${RENDER_RUNS}; i++) {
  const root = createRoot(host);
  performance.mark('render-start-' + i);
  flushSync(() => root.render(table()));
  void host.offsetHeight;
  performance.mark('render-end-' + i);
  times.push(performance.measure('render-' + i, 'render-start-' + i, 'render-end-' + i).duration);
  if (host.querySelectorAll('tbody tr').length !== ${RENDER_ROWS}) throw new Error('rows missing');
  root.unmount();
}
window.__renderTimes = times;
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface RenderFigures {
  /** Median over RENDER_PAGES fresh pages of their first render. */
  first: number;
  /** Median of the later renders of those pages (code already run once). */
  warm: number;
}

async function benchRender(): Promise<{ engine: RenderFigures; plain: RenderFigures }> {
  const { build, preview } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { chromium } = await import('playwright-core');
  // Inside the project (and git-ignored) so the entry resolves react from the project's node_modules.
  const root = join(process.cwd(), '.bench', 'render-table');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(root, 'main.tsx'), renderEntry(
      join(process.cwd(), 'src/engine/adapters/table/DataTable.tsx'),
      join(process.cwd(), 'scripts/bench/table/data.ts'),
      join(process.cwd(), 'scripts/bench/table/PlainTable.tsx'),
    ),
  );
  const outDir = join(root, 'dist');
  const config = { configFile: false as const, root, logLevel: 'warn' as const, plugins: [react()], build: { outDir, emptyOutDir: true } };
  await build(config);
  const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const runs = { engine: [] as number[][], plain: [] as number[][] };
    // Fresh pages, the two tables in turn, so both meet the same machine load.
    for (let i = 0; i < RENDER_PAGES; i++) {
      for (const kind of ['engine', 'plain'] as const) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${server.resolvedUrls?.local[0] ?? ''}?table=${kind}`, { waitUntil: 'load' });
        runs[kind].push(await page.waitForFunction(() => (window as unknown as { __renderTimes?: number[] }).__renderTimes).then((h) => h.jsonValue() as Promise<number[]>));
        await page.close();
      }
    }
    const figures = (pages: number[][]): RenderFigures => ({ first: median(pages.map((times) => times[0])), warm: median(pages.flatMap((times) => times.slice(1))) });
    return { engine: figures(runs.engine), plain: figures(runs.plain) };
  } finally {
    await browser.close();
    await server.close();
  }
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

/** `npm run bench:db [-- list|export|render …]`: the parts to run (default all). */
function wanted(part: 'list' | 'export' | 'render'): boolean {
  const asked = process.argv.slice(2);
  return asked.length === 0 || asked.includes(part);
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

  if (wanted('list')) await listPart(config.warehousePath, table, catalogue, entry);
  if (wanted('export')) await exportPart(config.warehousePath, table, catalogue, entry);
  if (wanted('render')) {
    const { engine, plain } = await benchRender();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `render ${RENDER_COLUMNS} columns × ${RENDER_ROWS} rows and lay them out in Chromium (production build), medians over ${RENDER_PAGES} fresh pages: ` +
        `first render engine ${ms(engine.first)} (hand-rolled table ${ms(plain.first)}, ${(engine.first / plain.first).toFixed(2)}×), ` +
        `later renders engine ${ms(engine.warm)} (hand-rolled ${ms(plain.warm)}) — budget < ${RENDER_BUDGET_MS} ms for the first: ${engine.first < RENDER_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`(load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores)`);
}

type Catalogue = ReturnType<typeof buildCatalogue>;

async function listPart(path: string, table: string, catalogue: Catalogue, entry: CatalogueEntry) {
  const listTarget = await openTarget(path, table, 1, 'empty table');
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
}

async function exportPart(path: string, table: string, catalogue: Catalogue, entry: CatalogueEntry) {
  const exportTarget = await openTarget(path, table, EXPORT_ROWS, `fewer than ${EXPORT_ROWS} rows`);
  try {
    const exp = await benchExport(createDatabaseService(exportTarget.warehouse, catalogue), entry);
    console.log(
      `export on ${exportTarget.label}: ${exp.written} rows × ${exp.columns} columns in ${exp.seconds.toFixed(1)} s, peak RSS growth ${exp.growthMb.toFixed(1)} MB — ` +
        `budget < ${RSS_BUDGET_MB} MB: ${exp.growthMb < RSS_BUDGET_MB ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await exportTarget.cleanup();
  }
}

await main();
