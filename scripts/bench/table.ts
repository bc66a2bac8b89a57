// `npm run bench:table`: the engine's table beside an ordinary hand-written React <table> (auto
// layout, ordinary styles: scripts/bench/table/PlainTable.tsx), on the same 50 × 100 page of mixed
// data (Chinese names, ASCII, numbers, dates), in the same Chromium run. Each pair is two fresh page
// loads, one per table, in alternating order; a load records, from the render call, when every row is
// in the DOM and when the visible cells are painted (a two-frame detector, scripts/bench/table/page.tsx).
// Prints both medians and the pair-by-pair ratio (engine ÷ ordinary) as median and range, with the
// load average. Goal (issue 28 item 1): the painted ratio ≤ 1.2 × the ordinary table, median of ≥ 9 pairs.
// BENCH_PAIRS (default 15, at least 9) sets the number of pairs.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchChromium } from '../../tests/e2e/browser';
import { loadAverage, median, medianAndRange, verdict } from './figures';

const PAIRS = Math.max(9, Number(process.env.BENCH_PAIRS ?? 15));
const BUDGET_RATIO = 1.2;
const HARNESS = resolve(import.meta.dirname, 'table');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

interface Load {
  inDom: number;
  painted: number;
}

const outDir = mkdtempSync(join(tmpdir(), 'chis-bench-table-'));
await build({
  root: HARNESS,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // A production build, as subscribers get it.
  mode: 'production',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { outDir, emptyOutDir: true },
});

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const file = join(outDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(outDir)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file)
    .on('error', () => response.end())
    .pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();

async function load(impl: 'engine' | 'plain'): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/?impl=${impl}`);
  const handle = await page.waitForFunction(() => window.__bench, null, { timeout: 30_000 }).catch(() => null);
  const result = (await handle?.jsonValue()) as Load | undefined;
  await context.close();
  if (!result) throw new Error(`${impl}: no result${errors.length ? ` (${errors.join('; ')})` : ''}`);
  return result;
}

try {
  await load('engine'); // the first load of a browser also pays for its start; not counted
  await load('plain');
  const engine: Load[] = [];
  const plain: Load[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2 === 0) {
      engine.push(await load('engine'));
      plain.push(await load('plain'));
    } else {
      plain.push(await load('plain'));
      engine.push(await load('engine'));
    }
  }
  console.log(`${PAIRS} pairs of fresh page loads, 50 columns × 100 rows, engine vs the ordinary styled table (${loadAverage()}):`);
  for (const metric of ['inDom', 'painted'] as const) {
    const ratios = engine.map((e, i) => e[metric] / plain[i][metric]);
    const what = metric === 'inDom' ? 'render start → all rows in the DOM' : 'render start → visible cells painted';
    console.log(
      `${what}: engine ${medianAndRange(engine.map((e) => e[metric]))} ms, ordinary ${medianAndRange(plain.map((p) => p[metric]))} ms, ` +
        `ratio ${medianAndRange(ratios, 2)}`,
    );
  }
  const painted = median(engine.map((e, i) => e.painted / plain[i].painted));
  console.log(`goal (issue 28): painted ratio ≤ ${BUDGET_RATIO} × the ordinary table: ${painted.toFixed(2)}, ${verdict(painted <= BUDGET_RATIO)} (${loadAverage()})`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
