// The module installer (issue 25 item 4) against a real marketplace over HTTP: a module installs
// through download, verify, dependencies, dry run, tables, seed rows and the registry; a failure at
// any step — injected at each step, or a cut connection, a package signed by another key, one
// changed byte, a failing seed row, a failing dependency — leaves the tables, the registry, the
// rules and the version folders exactly as they were, the module in the state it was in with the
// reason, and the product answering (health and the admin API) throughout.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../lib/module-package/archive';
import { schemaColumns } from '../../../server/db/runtime-ddl';
import type { InstallStep } from '../../../server/modules/admin/installer/install-row';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';
import { startTestMarket, type TestMarket } from './market';
import { moduleFiles, tableOf } from './modules';

const API = '/chis_web/api/admin';

describe.each(dialects())('module installer (%s)', (dialect) => {
  let t: TestApp;
  let market: TestMarket;
  let token: string;
  /** The step at which the next run fails (fault injection), and what the product answered meanwhile. */
  let failAt: InstallStep | null = null;
  const answers: number[] = [];

  beforeAll(async () => {
    market = await startTestMarket();
    t = await createTestApp(
      dialect,
      null,
      { marketplaceUrl: market.url, marketplacePublicKey: market.publicKey },
      {
        installerStep: async (_uid, step) => {
          // The product answers while a run is at each step.
          for (const url of ['/chis_web/api/health', `${API}/index`, `${API}/module`]) answers.push((await t.request({ method: 'GET', url, token })).statusCode);
          if (step === failAt) throw new Error(`injected failure at ${step}`);
        },
      },
    );
    token = await adminLogin(t);
  });
  afterAll(async () => {
    await t?.close();
    await market?.close();
  });

  const db = () => t.app.adminRegistry.context.db;
  const post = (action: string, payload: object, as = token) => t.request({ method: 'POST', url: `${API}/module/${action}`, token: as, payload });
  const status = async (uid: string) => {
    const res = await t.request({ method: 'GET', url: `${API}/module/${uid}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as {
      state: string;
      step: string;
      progress: number;
      version: string;
      previousVersion: string;
      error: string | null;
      problems: string[];
      resolutions: { name: string; choice: string; backup?: string }[];
      dependencies: { uid: string; state: string; progress: number; error: string | null }[];
    };
  };
  /** Starts a run and waits for it (and any it started) to end; answers the module's status. */
  const run = async (action: string, payload: { uid: string } & Record<string, unknown>) => {
    const res = await post(action, payload);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.moduleInstaller.runs.idle();
    return status(payload.uid);
  };
  const snapshot = async () => ({
    tables: [...(await schemaColumns(db(), dialect)).keys()].filter((table) => table.startsWith('ext_')).sort(),
    screens: await db().selectFrom('crud_schema').select(['id', 'document', 'owner']).orderBy('id').execute(),
    rules: await db().selectFrom('admin_rule').select(['name', 'owner']).orderBy('name').execute(),
    version: (await db().selectFrom('registry_version').select('version').executeTakeFirstOrThrow()).version,
    folders: readdirSync(path.join(t.config.dataDir, 'modules'), { recursive: true })
      .map(String)
      .filter((name) => !name.startsWith('.downloads'))
      .sort(),
  });
  const rowsOf = async (screen: string) => {
    const res = await t.request({ method: 'GET', url: `${API}/${screen}?limit=1`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.total as number;
  };

  it('installs a module: its screens, rules and seed rows owned by module:<uid>, in batches', async () => {
    await market.publish(moduleFiles({ uid: 'notes', screens: ['notes-book', 'notes-entry'], rows: 1_500 }));
    const done = await run('install', { uid: 'notes' });
    expect(done).toMatchObject({ state: 'installed', step: 'done', progress: 100, version: '1.0.0', error: null });
    expect(await rowsOf('notes-book')).toBe(1_500);
    const rules = await db().selectFrom('admin_rule').select(['name', 'owner']).where('name', 'like', 'notes-%').execute();
    expect(rules.length).toBeGreaterThan(4);
    expect(new Set(rules.map((r) => r.owner))).toEqual(new Set(['module:notes']));
    expect(readdirSync(path.join(t.config.dataDir, 'modules', 'notes', '1.0.0'))).toEqual(['notes-1.0.0.tgz']);
    // Installing again is a conflict of states, not a second install.
    expect((await post('install', { uid: 'notes' })).statusCode).toBe(409);
  });

  it('leaves the product exactly as it was when any step fails, answering throughout', async () => {
    await market.publish(moduleFiles({ uid: 'faulty', rows: 1_200 }));
    const before = await snapshot();
    try {
      for (const step of ['download', 'verify', 'dependencies', 'dryRun', 'tables', 'seed', 'registry'] as const) {
        failAt = step;
        answers.length = 0;
        const after = await run('install', { uid: 'faulty' });
        expect(after, step).toMatchObject({ state: 'init', step, error: `The install failed: injected failure at ${step}` });
        expect(await snapshot(), step).toEqual(before);
        expect(answers.length, step).toBeGreaterThan(0);
        expect(answers.every((code) => code === 200), step).toBe(true);
      }
    } finally {
      failAt = null;
    }
  });

  it('resumes a download cut off by the connection, and refuses another key and one changed byte', async () => {
    const release = await market.publish(moduleFiles({ uid: 'resumed', rows: 300 }));
    const before = await snapshot();
    const part = path.join(t.config.dataDir, 'modules', '.downloads', 'resumed-1.0.0.tgz.part');
    market.cutNext('resumed', 1_000, () => existsSync(part) && statSync(part).size === 1_000);
    const cut = await run('install', { uid: 'resumed' });
    expect(cut).toMatchObject({ state: 'init', step: 'download' });
    expect(cut.error).toMatch(/^The download was cut off after 1000 bytes/);
    expect(await snapshot()).toEqual(before);
    const resumed = await run('install', { uid: 'resumed' });
    expect(resumed.state).toBe('installed');
    expect(market.ranges.slice(-2)).toEqual(['', 'bytes=1000-']);
    expect(release.bytes.length).toBeGreaterThan(1_000);

    await market.publish(moduleFiles({ uid: 'forged' }), 'other');
    const forged = await run('install', { uid: 'forged' });
    expect(forged).toMatchObject({ state: 'init', step: 'verify' });
    expect(forged.error).toMatch(/^The module package signature is invalid/);

    const signed = await market.publish(moduleFiles({ uid: 'tampered', rows: 10 }));
    const files = await readArchive(signed.bytes);
    const seed = Buffer.from(files.get(`seed/01-${tableOf('tampered-note')}.jsonl`)!);
    seed[12] ^= 1;
    files.set(`seed/01-${tableOf('tampered-note')}.jsonl`, seed);
    market.replace('tampered', '1.0.0', await writeArchive(files));
    const tampered = await run('install', { uid: 'tampered' });
    expect(tampered).toMatchObject({ state: 'init', step: 'verify' });
    expect(tampered.error).toMatch(/^The module package file seed\/01-ext_tampered_note\.jsonl was changed/);
    // Only the module that installed added tables (its own and its quick-search index's).
    const added = (await snapshot()).tables.filter((table) => !before.tables.includes(table));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((table) => table.startsWith('ext_resumed_note'))).toBe(true);
  });

  it('undoes a failing seed row and stops at a failing dependency with the reason', async () => {
    const before = await snapshot();
    await market.publish(moduleFiles({ uid: 'dupes', rows: 1_500, duplicateAt: 1_400 }));
    const dupes = await run('install', { uid: 'dupes' });
    expect(dupes).toMatchObject({ state: 'init', step: 'seed' });
    expect(await snapshot()).toEqual(before);

    await market.publish(moduleFiles({ uid: 'base-broken' }), 'other');
    await market.publish(moduleFiles({ uid: 'needs-base', dependencies: { 'base-broken': '^1.0.0' } }));
    const child = await run('install', { uid: 'needs-base' });
    expect(child).toMatchObject({ state: 'init', step: 'dependencies' });
    expect(child.error).toMatch(/^The dependency base-broken failed to install: package\.badSignature/);
    expect((await status('base-broken')).error).toMatch(/^The module package signature is invalid/);
    expect((await status('needs-base')).dependencies).toEqual([{ uid: 'base-broken', state: 'init', progress: expect.any(Number), error: expect.stringMatching(/^The module package signature is invalid/) }]);
    expect(await snapshot()).toEqual(before);
    // Confirming the dependencies by hand does not skip checking them.
    const confirmed = await run('install', { uid: 'needs-base', confirmDependencies: true });
    expect(confirmed).toMatchObject({ state: 'init', step: 'dryRun' });
    expect(confirmed.problems).toEqual(['dependencies/base-broken: needs base-broken ^1.0.0, which is not installed']);
  });

  it('disables, updates with a conflict resolved, and rolls back, keeping the data', async () => {
    await market.publish(moduleFiles({ uid: 'trip', rows: 20 }));
    expect((await run('install', { uid: 'trip' })).state).toBe('installed');
    // An administrator changes the module's screen (its title) after the install.
    const stored = await db().selectFrom('crud_schema').select('document').where('id', '=', 'trip-note').executeTakeFirstOrThrow();
    const changed = JSON.stringify({ ...JSON.parse(stored.document), title: { 'zh-cn': '改过的', en: 'Changed' } });
    await db().updateTable('crud_schema').set({ document: changed }).where('id', '=', 'trip-note').execute();

    await market.publish(moduleFiles({ uid: 'trip', version: '1.1.0', rows: 20, extraFields: [{ key: 'remark', label: { 'zh-cn': '备注', en: 'Remark' }, type: 'string', length: 80, nullable: true, form: { widget: 'input' } }] }));
    expect((await post('update', { uid: 'trip' })).statusCode).toBe(409);
    expect((await post('disable', { uid: 'trip' })).json().content).toEqual({ state: 'disabled' });
    expect((await t.request({ method: 'GET', url: `${API}/trip-note`, token })).statusCode).toBe(404);

    const conflict = await post('update', { uid: 'trip' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().content.conflicts).toEqual([{ kind: 'file', screen: 'trip-note', choices: ['backup', 'keep'] }]);
    const updated = await run('update', { uid: 'trip', choices: { 'trip-note': 'backup' } });
    expect(updated).toMatchObject({ state: 'installed', version: '1.1.0', previousVersion: '1.0.0' });
    expect(updated.resolutions).toMatchObject([{ name: 'trip-note', choice: 'backup', backup: expect.stringMatching(/^modules\/trip\/backups\//) }]);
    expect(await rowsOf('trip-note')).toBe(20);
    const schema = await t.request({ method: 'GET', url: `${API}/schema/trip-note`, token });
    expect(schema.json().content.fields.map((f: { key: string }) => f.key)).toContain('remark');

    expect((await post('rollback', { uid: 'trip' })).statusCode).toBe(409);
    await post('disable', { uid: 'trip' });
    const back = await run('rollback', { uid: 'trip' });
    expect(back).toMatchObject({ state: 'installed', version: '1.0.0', previousVersion: '1.1.0' });
    expect(await rowsOf('trip-note')).toBe(20);

    // Uninstall only from disabled; the administrator chooses whether the tables go.
    expect((await post('uninstall', { uid: 'trip', dropTables: true })).statusCode).toBe(409);
    await post('disable', { uid: 'trip' });
    expect((await post('uninstall', { uid: 'trip', dropTables: true })).json().content).toEqual({ state: 'init' });
    expect((await snapshot()).tables.filter((table) => table.startsWith('ext_trip_note'))).toEqual([]);
  });

  it('resolves a dependency conflict by overwriting: the dependency is updated first', async () => {
    await market.publish(moduleFiles({ uid: 'lib', rows: 5 }));
    await market.publish(moduleFiles({ uid: 'app', dependencies: { lib: '^1.0.0' } }));
    expect((await run('install', { uid: 'app' })).state).toBe('installed');
    expect((await status('lib')).version).toBe('1.0.0');
    await market.publish(moduleFiles({ uid: 'lib', version: '2.0.0', rows: 5 }));
    await market.publish(moduleFiles({ uid: 'app', version: '2.0.0', dependencies: { lib: '^2.0.0' } }));
    await post('disable', { uid: 'app' });
    const conflict = await post('update', { uid: 'app' });
    expect(conflict.json().content.conflicts).toEqual([{ kind: 'dependency', uid: 'lib', installed: '1.0.0', needed: '^2.0.0', neededBy: [], choices: ['overwrite', 'keep'] }]);
    // Keep: the update does not happen, and the choice is on record.
    expect((await post('update', { uid: 'app', choices: { lib: 'keep' } })).json().msg).toMatch(/^You chose not to use the new dependency lib/);
    expect(await status('app')).toMatchObject({ state: 'disabled', version: '1.0.0' });
    const updated = await run('update', { uid: 'app', choices: { lib: 'overwrite' } });
    expect(updated).toMatchObject({ state: 'installed', version: '2.0.0', dependencies: [{ uid: 'lib', state: 'installed', progress: 100, error: null }] });
    expect(await status('lib')).toMatchObject({ state: 'installed', version: '2.0.0', previousVersion: '1.0.0' });
    expect(updated.resolutions.map((r) => [r.name, r.choice])).toEqual([
      ['lib', 'keep'],
      ['lib', 'overwrite'],
    ]);
  });

  it('takes back a run cut off by a stopped server: its tables dropped, the module unknown, installable again', async () => {
    await sql`CREATE TABLE ext_cut_note (id integer)`.execute(db());
    const stale = t.clock.now - 120_000;
    await db()
      .insertInto('module_install')
      .values({ uid: 'cut', state: 'install', step: 'seed', run_id: 'gone', pending_tables: '["ext_cut_note"]', created_at: stale, updated_at: stale })
      .execute();
    expect(await status('cut')).toMatchObject({ state: 'unknown', error: 'The install was cut off by a server restart at step "seed"; it was undone and can be run again' });
    expect((await snapshot()).tables).not.toContain('ext_cut_note');
    await market.publish(moduleFiles({ uid: 'cut' }));
    expect((await run('install', { uid: 'cut' })).state).toBe('installed');
  });

  it('enforces module/<action> and answers bad input with a 400 naming the field', async () => {
    const viewer = await adminWithRules(t, token, 'module viewer', ['module', 'module/index', 'module/info']);
    expect((await post('install', { uid: 'notes' }, viewer.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${API}/module/notes`, token: viewer.token })).statusCode).toBe(200);
    const bad = await post('install', { uid: '../etc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^uid: must be a module UID/);
    expect((await post('install', { uid: 'notes', version: 'latest' })).json().msg).toMatch(/^version: must be a semantic version/);
    expect((await t.request({ method: 'GET', url: `${API}/module/nobody`, token })).statusCode).toBe(404);
  });
});
