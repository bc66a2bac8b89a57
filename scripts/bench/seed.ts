// npm run bench:seed -- [--scale default] [--seed N]
// Times generating and loading one scale into a throw-away warehouse and reports peak memory
// (the budgets: default under 60 s, large under 15 minutes, on 2 cores).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEED, generateSeed } from '../../server/seed/generate';
import { parseOptions } from '../../server/seed/cli-options';
import { formatCounts } from '../../server/seed/report';
import { isScaleName } from '../../server/seed/scales';
import { importDirectory } from '../../server/warehouse/loader';

const options = parseOptions(process.argv.slice(2), { scale: 'value', seed: 'value' });
const scale = String(options.scale ?? 'default');
if (!isScaleName(scale)) throw new Error(`--scale must be small, default or large (got ${scale})`);
const seed = options.seed === undefined ? DEFAULT_SEED : Number(options.seed);

const work = mkdtempSync(join(tmpdir(), `chis-bench-seed-${scale}-`));
const started = performance.now();
// Phase lines with elapsed time, so that a run stopped early still shows how far it got.
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 200);
try {
  const generated = await generateSeed({ scale, seed, outDir: join(work, 'files'), log });
  const imported = await importDirectory(join(work, 'files'), join(work, 'warehouse.duckdb'), log);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  console.log(formatCounts(imported.tables));
  console.log(`scale ${scale}: generate ${generated.seconds.toFixed(1)} s + load ${imported.seconds.toFixed(1)} s = ${(generated.seconds + imported.seconds).toFixed(1)} s, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
} finally {
  clearInterval(sampler);
  rmSync(work, { recursive: true, force: true });
}
