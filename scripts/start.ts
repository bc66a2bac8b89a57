// `npm start`: one command from a fresh checkout to a running product. Builds the SPA when it is
// missing or older than its sources, makes sure the warehouse holds the demo data (generated on
// the first run, reused afterwards), then starts the server, which migrates the app database and
// seeds the demo accounts: one process per core (WORKERS, server/cluster.ts), or this process alone
// with WORKERS=1.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { startWorkers } from '../server/cluster';
import { startServer } from '../server/main';
import { DEMO_ADMIN } from '../server/modules/admin/identity/admin-seed';
import { DEMO_ACCOUNTS } from '../server/modules/auth/member-groups';
import { ensureWarehouse } from '../server/warehouse/bootstrap';
import { buildSpaIfStale } from './spa-build';

const config = loadConfig();
const started = Date.now();
const spa = buildSpaIfStale(process.cwd(), config.distDir ?? resolve('dist'));
console.log(
  { built: 'SPA: built with vite.', 'up-to-date': 'SPA: dist/ is up to date.', 'no-sources': 'SPA: no index.html, serving the API only.' }[spa],
);
mkdirSync(dirname(config.warehousePath), { recursive: true });
console.log(`Warehouse: ${config.warehousePath} (scale ${config.seedScale}) ...`);
const warehouse = await ensureWarehouse({ path: config.warehousePath, scale: config.seedScale });
console.log(warehouse.created ? `Warehouse: generated and loaded in ${warehouse.seconds.toFixed(1)} s.` : 'Warehouse: reusing the existing data.');
const workers = config.workers ?? 1;
const { url } = workers > 1 ? await startWorkers(config) : await startServer(config);
console.log(`\nCHIS Web is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} (${workers === 1 ? '1 process serves' : `${workers} worker processes serve`})`);
console.log('Demo accounts:');
for (const account of [...DEMO_ACCOUNTS, DEMO_ADMIN]) console.log(`  ${account.username.padEnd(6)} / ${account.password.padEnd(16)} ${account.role}`);
console.log(`Back-end: ${new URL('/admin', url).href}`);
