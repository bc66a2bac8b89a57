// Builds the SPA into dist/ when it is missing or older than its sources. Shared by `npm start` and
// the end-to-end set-up so both judge staleness the same way — and both always make a production
// build: a build started from a test runner (NODE_ENV=test) would otherwise bundle React's
// development files, and `npm start` would then serve them as if they were fresh.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SPA_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'schemas'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export type SpaBuildResult = 'built' | 'up-to-date' | 'no-sources';

export function buildSpaIfStale(root: string, distDir: string): SpaBuildResult {
  if (!existsSync(join(root, 'index.html'))) return 'no-sources';
  const builtIndex = join(distDir, 'index.html');
  const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sources = Math.max(...SPA_SOURCES.map((source) => newestMtime(join(root, source))));
  if (built >= sources) return 'up-to-date';
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return 'built';
}
