// `npm run bench:market`: the real server on the `default` warehouse (built if missing; another
// scale with SEED_SCALE=large and its WAREHOUSE_PATH) and a throw-away app database, over loopback
// HTTP. For each channel's market-overview page it requests all blocks of the page at once:
//   cold — each request a different period, so nothing is answered from the result cache (30 by
//          default, BENCH_COLD: with 12 the p95 was simply the slowest request);
//   warm — the page's default view repeated (what most subscribers open), from the cache.
// Then the JS a first visit to a market route downloads, signed in, with an empty cache, and the
// time until a fresh signed-in visit paints its first chart (BENCH_VISITS visits, median and range).
// Goals: every overview cold p95 < 25 ms at default scale (issue 27; < 1 s at large, issue 7); the
// route's first visit no heavier than the 394.2 KB gzip of JS issue 28 found (≤ 400 KB); first chart
// of a fresh visit painted < 1.2 s (issue 28). Each figure with the load average.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { salesIndexOf, type Grain } from '../../server/modules/market/columnar/sales-index';
import { prepareMarket } from '../../server/modules/market/warm-up';
import { ensureWarehouse } from '../../server/warehouse/bootstrap';
import { openWarehouse } from '../../server/warehouse/connection';
import { loadAverage, median, medianAndRange, verdict } from './figures';
import { buildSpa, DIST, firstChartMs, firstVisitBytes, signedInState } from './first-visit';

const COLD = Number(process.env.BENCH_COLD ?? 30);
const WARM = Number(process.env.BENCH_N ?? 100);
const PAGES = ['drug-sale', 'degree-hospital', 'grassroots-medical-institution', 'b2c', 'omni-channel'].map((section) => `${section}-market-overview`);

const base = loadConfig();
const VISITS = Number(process.env.BENCH_VISITS ?? 5);
const budgetMs = base.seedScale === 'large' ? 1000 : 25;
const ROUTE = '/market-database/drug-sale/market-overview';
const ROUTE_BUDGET_KB = 400;
const FIRST_CHART_MS = 1200;
buildSpa();
const config = { ...base, dataDir: mkdtempSync(join(tmpdir(), 'chis-bench-market-')), distDir: DIST, logLevel: 'warn' };
console.log(`warehouse ${base.warehousePath} (scale ${base.seedScale}) ...`);
mkdirSync(dirname(base.warehousePath), { recursive: true });
await ensureWarehouse({ path: base.warehousePath, scale: base.seedScale });
const startedAt = performance.now();
// The bench opens the warehouse itself to wait for the market's in-memory sales index and name
// tables, which the server prepares in the background after start (answering from DuckDB meanwhile).
const warehouse = await openWarehouse(base.warehousePath, { readOnly: true });
const app = await buildApp({ ...config, warehousePath: base.warehousePath }, { warehouse });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(`server listening after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
await prepareMarket(warehouse);
const index = await salesIndexOf(warehouse);
const rowsOf = (grain: Grain | null) => (grain ? grain.rows.reduce((sum, rows) => sum + rows.amount.length, 0) : 0);
const described = index
  ? `rows by grain: product ${index.product ? rowsOf(index.product) : 'not built (too many facts)'}, generic ${rowsOf(index.generic)}, national product ${rowsOf(index.productNational)}, national generic ${rowsOf(index.genericNational)}, area ${rowsOf(index.area)}`
  : 'not built (too big): SQL only';
console.log(`sales index: ${described}, ready after ${((performance.now() - startedAt) / 1000).toFixed(1)} s, RSS ${mb(process.memoryUsage().rss)}`);

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${address}/chis_web${path}`, {
    method,
    headers: { channel: 'web', ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; content: T };
  if (json.code !== 200) throw new Error(`${method} ${path} answered ${JSON.stringify(json)}`);
  return json.content;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(request: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await request();
  return performance.now() - start;
}

function line(page: string, mode: string, timings: number[]): number {
  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const f = (ms: number) => `${ms.toFixed(1).padStart(8)} ms`;
  const goal = mode === 'cold' ? `goal < ${budgetMs} ms: ${verdict(p95 < budgetMs)}` : '';
  console.log(`${page.padEnd(46)} ${mode.padEnd(5)} n=${String(sorted.length).padEnd(4)} p50 ${f(percentile(sorted, 50))}  p95 ${f(p95)}  ${goal} (${loadAverage()})`);
  return p95;
}

try {
  const { token } = await call<{ token: string }>('POST', '/api/v2/user/login', undefined, { account: 'demo', password: 'chis-demo-2026' });
  console.log(`all blocks of each market-overview page in one request (loopback HTTP, ${loadAverage()}):`);
  for (const page of PAGES) {
    const periods = await call<{ values: Record<string, string[]> }>('GET', `/api/v2/market/${page}/periods`, token);
    const mats = periods.values.MAT.slice(0, COLD);
    if (mats.length < COLD) console.log(`${page}: only ${mats.length} MAT periods for ${COLD} cold requests`);
    const query = (value?: string) => call('POST', `/api/v2/market/${page}/query`, token, value ? { period: { type: 'MAT', value } } : {});
    const cold: number[] = [];
    // CPU per cold request (server, DuckDB threads and client share this process): unlike the
    // latency, it does not grow when other processes compete for the two cores.
    const cpuBefore = process.cpuUsage();
    for (const value of mats) cold.push(await timed(() => query(value)));
    const cpu = process.cpuUsage(cpuBefore);
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) warm.push(await timed(() => query()));
    line(page, 'cold', cold);
    console.log(`${page.padEnd(46)} cold  cpu/request ${((cpu.user + cpu.system) / 1000 / mats.length).toFixed(1)} ms (all threads), ${loadAverage()}`);
    line(page, 'warm', warm);
  }
  console.log(`RSS after the runs ${mb(process.memoryUsage().rss)} (server and client share this process)`);
  const signedIn = await signedInState(address, 'demo', 'chis-demo-2026');
  const { files } = await firstVisitBytes(`${address}${ROUTE}`, signedIn);
  const kbOf = (kind: string) => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const js = kbOf('script');
  console.log(
    `first visit to ${ROUTE}, signed in: ${files.length} files, JS ${js.toFixed(1)} KB gzip (goal ≤ ${ROUTE_BUDGET_KB} KB: ${verdict(js <= ROUTE_BUDGET_KB)}), CSS ${kbOf('stylesheet').toFixed(1)} KB gzip`,
  );
  // Per file, largest first: what a change to the route's download moved, without another tool.
  for (const file of files) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.name}`);
  const charts: number[] = [];
  for (let v = 0; v < VISITS; v++) charts.push(await firstChartMs(`${address}${ROUTE}`, signedIn));
  console.log(`fresh signed-in visit to ${ROUTE}: first chart painted after ${medianAndRange(charts, 0)} ms (goal < ${FIRST_CHART_MS} ms: ${verdict(median(charts) < FIRST_CHART_MS)}; ${loadAverage()})`);
} finally {
  await app.close();
  await warehouse.close();
  rmSync(config.dataDir, { recursive: true, force: true });
}
