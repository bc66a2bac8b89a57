// `npm run bench:table`: the engine's table beside a hand-rolled React <table>, on the same 50 × 100
// page of generated data (scripts/bench/table/), in the same Chromium run. Each pair is two fresh
// page loads, one per table, in alternating order; a load records, from the render call, when every
// row is in the DOM and when the frame holding them has been painted. Prints both medians and the
// pair-by-pair ratio (engine ÷ hand-rolled). Budget (issue 15): the painted ratio ≤ 1.2.
// BENCH_PAIRS (default 30) sets the number of pairs.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchChromium } from '../../tests/e2e/browser';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 30);
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
  console.log(`${PAIRS} pairs of fresh page loads, 50 columns × 100 rows (load average ${loadavg()[0].toFixed(2)}):`);
  for (const metric of ['inDom', 'painted'] as const) {
    const ratios = engine.map((e, i) => e[metric] / plain[i][metric]);
    const what = metric === 'inDom' ? 'render start → all rows in the DOM' : 'render start → every visible cell painted';
    console.log(
      `${what.padEnd(42)} engine ${median(engine.map((e) => e[metric])).toFixed(1).padStart(6)} ms  hand-rolled ${median(plain.map((p) => p[metric])).toFixed(1).padStart(6)} ms  ` +
        `ratio median ${median(ratios).toFixed(2)} (pairs ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
    );
  }
  const painted = median(engine.map((e, i) => e.painted / plain[i].painted));
  console.log(`budget: painted ratio ≤ ${BUDGET_RATIO}: ${painted <= BUDGET_RATIO ? 'within' : 'OVER'} (load average ${loadavg()[0].toFixed(2)})`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
