// npm run seed -- --scale small|default|large [--seed N] [--out dir] [--load]
// Generates the synthetic data set as files (default data/seed-<scale>) and, with --load, imports
// them into the warehouse (WAREHOUSE_PATH, else DATA_DIR/warehouse.duckdb). Prints row counts and times.
import { loadConfig } from '../server/config';
import { DEFAULT_SEED, generateSeed } from '../server/seed/generate';
import { parseOptions } from '../server/seed/cli-options';
import { formatCounts } from '../server/seed/report';
import { isScaleName } from '../server/seed/scales';
import { importDirectory } from '../server/warehouse/loader';

const options = parseOptions(process.argv.slice(2), { scale: 'value', seed: 'value', out: 'value', load: 'flag' });
const scale = String(options.scale ?? 'default');
if (!isScaleName(scale)) throw new Error(`--scale must be small, default or large (got ${scale})`);
const seed = options.seed === undefined ? DEFAULT_SEED : Number(options.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer (got ${String(options.seed)})`);
const outDir = String(options.out ?? `data/seed-${scale}`);

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const generated = await generateSeed({ scale, seed, outDir, log });
console.log(`Generated scale ${scale}, seed ${seed} into ${outDir} in ${generated.seconds.toFixed(1)} s:`);
console.log(formatCounts(generated.tables));
if (options.load) {
  const target = loadConfig().warehousePath;
  const imported = await importDirectory(outDir, target, log);
  console.log(`Loaded into ${target} in ${imported.seconds.toFixed(1)} s:`);
  console.log(formatCounts(imported.tables));
}
console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
