// `npm start`: one command from a fresh checkout to a running product. Builds the SPA when it is
// missing or older than its sources, makes sure the warehouse holds the demo data (generated on
// the first run, reused afterwards), then starts the server, which migrates the app database and
// seeds the demo accounts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { DEMO_ACCOUNTS } from '../server/modules/auth/member-groups';
import { ensureWarehouse } from '../server/warehouse/bootstrap';

const SPA_SOURCES = ['index.html', 'vite.config.ts', 'src', 'schemas'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildSpaIfStale(distDir: string): void {
  if (!existsSync('index.html')) {
    console.log('SPA: no index.html in the project yet, so there is nothing to build; serving the API only.');
    return;
  }
  const built = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...SPA_SOURCES.map(newestMtime));
  if (built >= sources) {
    console.log('SPA: dist/ is up to date.');
    return;
  }
  console.log('SPA: building with vite ...');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

const config = loadConfig();
const started = Date.now();
buildSpaIfStale(config.distDir ?? 'dist');
mkdirSync(dirname(config.warehousePath), { recursive: true });
console.log(`Warehouse: ${config.warehousePath} (scale ${config.seedScale}) ...`);
const warehouse = await ensureWarehouse({ path: config.warehousePath, scale: config.seedScale });
console.log(warehouse.created ? `Warehouse: generated and loaded in ${warehouse.seconds.toFixed(1)} s.` : 'Warehouse: reusing the existing data.');
const { url } = await startServer(config);
console.log(`\nCHIS Web is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);
console.log('Demo accounts:');
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(6)} / ${account.password.padEnd(16)} ${account.role}`);
