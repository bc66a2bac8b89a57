// `npm run bench:web`: what a first visit to /home costs. Builds the SPA, serves it through the
// real server (API included, on a throwaway data dir), loads /home in headless Chromium and sums
// the gzip sizes of the JS and CSS it downloaded (budget: 150 KB) and the bytes the server
// actually sent (precompressed files), then runs Lighthouse's performance category with the
// desktop and the mobile presets, BENCH_RUNS (3) times each: issue 28's goal is a mobile score
// ≥ 95 in every run on a machine at load < 2, so each run's score, the median and range and the
// load average are printed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadAverage, medianAndRange, verdict } from './figures';
import { buildSpa, DIST, firstVisitBytes } from './first-visit';

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGET_KB = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MOBILE_GOAL = 95;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-dev-shm-usage';

// Asynchronous: the server under test lives in this process and must keep answering meanwhile.
// The score, then the metrics it is weighed from: what to work on when the score drops.
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

async function lighthouse(url: string, preset: 'desktop' | 'mobile', outDir: string): Promise<{ score: number; line: string }> {
  const output = join(outDir, `lighthouse-${preset}.json`);
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string; score: number | null }>;
  };
  const metrics = METRICS.map(([id, name]) => `${name} ${report.audits[id]?.displayValue ?? '?'} (${Math.round((report.audits[id]?.score ?? 0) * 100)})`);
  const score = Math.round(report.categories.performance.score * 100);
  return { score, line: `${score} — ${metrics.join(', ')}` };
}

async function main(): Promise<void> {
  buildSpa();
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-web-'));
  // The page is static until someone logs in, so no warehouse is needed to measure it.
  const app = await buildApp(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_ACCOUNTS: '0' }), port: 0, host: '127.0.0.1', distDir: DIST },
    { warehouse: null },
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/home`;
    const { files, total } = await firstVisitBytes(url);
    console.log(`First visit to /home: ${files.length} JS/CSS files`);
    for (const file of files) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.name}`);
    const kb = total / 1024;
    console.log(`JS + CSS gzip total: ${kb.toFixed(1)} KB (budget ${BUDGET_KB} KB: ${kb <= BUDGET_KB ? 'within' : 'OVER'})`);
    const wire = files.reduce((sum, file) => sum + file.wire, 0) / 1024;
    const byEncoding = new Map<string, number>();
    for (const file of files) byEncoding.set(file.encoding, (byEncoding.get(file.encoding) ?? 0) + 1);
    const encodings = [...byEncoding].map(([name, count]) => `${count} ${name}`).join(', ');
    console.log(`Sent by the server: ${wire.toFixed(1)} KB (files by Content-Encoding: ${encodings})`);
    for (const preset of ['desktop', 'mobile'] as const) {
      const scores: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const { score, line } = await lighthouse(url, preset, dataDir);
        scores.push(score);
        console.log(`Lighthouse performance, ${preset} preset, run ${run}: ${line} (${loadAverage()})`);
      }
      const goal = preset === 'mobile' ? `; goal ≥ ${MOBILE_GOAL} in every run: ${verdict(scores.every((score) => score >= MOBILE_GOAL))}` : '';
      console.log(`Lighthouse ${preset}: ${medianAndRange(scores, 0)}${goal}`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
