// End-to-end set-up: the built SPA served by the REAL server (buildApp, contracts §7) over a
// `small` warehouse and a fresh SQLite app database in a temp DATA_DIR, on a free port. The tests
// get the base URL through vitest's provide/inject.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { smallWarehousePath } from '../server/helpers/warehouse';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's LEGACY_TOKEN_SECRET, so tests can sign legacy-system tokens (oldToken). */
    legacyTokenSecret: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
export default async function setup(project: TestProject) {
  buildSpaIfStale(ROOT, DIST);
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-e2e-'));
  // The server's own defaults from a clean environment (SQLite in dataDir, demo accounts), so that
  // the outer shell's DATABASE_URL or PORT never leak in.
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      WAREHOUSE_PATH: await smallWarehousePath(),
      SEED_SCALE: 'small',
      LOG_LEVEL: 'silent',
      // Legacy-token login is off without a configured secret; the shell tests sign such tokens.
      LEGACY_TOKEN_SECRET: randomBytes(24).toString('hex'),
    }),
    port: 0,
    host: '127.0.0.1',
    distDir: DIST,
  };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('legacyTokenSecret', config.legacyTokenSecret ?? '');
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
