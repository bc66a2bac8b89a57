// The one-time start work (server/prepare.ts) leaves nothing for a serving process to write: `npm
// start` runs it once in the primary, then several workers build the app at the same moment over the
// same fresh database, and a write of their own (a seed into an empty table, a key file) would race
// between them (two workers once both seeded the member-centre rules: a unique-key failure stopped the start).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGNING_KEY_FILE } from '../../../lib/module-package/data-folder';
import { buildApp } from '../../../server/app';
import { loadConfig, sqlitePath } from '../../../server/config';
import { prepareAppDatabase } from '../../../server/prepare';

describe('start preparation', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-prepare-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves a worker nothing to write: its app builds over the database without one commit', async () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: undefined };
    await prepareAppDatabase(config, { warn: () => undefined });
    expect(existsSync(join(dataDir, SIGNING_KEY_FILE))).toBe(true);

    // data_version moves whenever another connection commits to the file.
    const probe = new BetterSqlite3(sqlitePath(config), { readonly: true });
    const version = () => probe.pragma('data_version', { simple: true }) as number;
    try {
      const before = version();
      const app = await buildApp(config, { warehouse: null, prepared: true });
      try {
        expect(version()).toBe(before);
        const login = await app.inject({ method: 'POST', url: '/chis_web/api/v2/user/login', headers: { channel: 'web' }, payload: { account: 'demo', password: 'chis-demo-2026' } });
        const token = login.json().content.token as string;
        const menus = await app.inject({ method: 'GET', url: '/chis_web/api/member/index', headers: { channel: 'web', authorization: token } });
        expect(menus.statusCode, menus.body).toBe(200);
        expect(JSON.stringify(menus.json().content)).toContain('/user/subscriptions');
      } finally {
        await app.close();
      }
    } finally {
      probe.close();
    }
  });
});
