// No grantable action is a dead end: every action rule of every admin screen the registry serves,
// called by the super administrator with a minimal valid request, answers neither 404 (no route,
// no handler, no row to act on) nor 500. A row is added through the screen's own add action where
// it has one, else written straight into its table, so info, edit, sortable and del act on a row
// that exists.
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../../server/db/connect';
import type { FieldModel, ScreenModel } from '../../../server/modules/admin/registry/model';
import { actionName } from '../../../src/shared/crud/screen';
import { dialects, type TestApp } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';

const API = '/chis_web/api/admin';

let serial = 0;

/** A valid value of a field's type and validators (text is unique per call, so unique fields pass). */
function sampleValue(field: FieldModel, now: number): unknown {
  const n = ++serial;
  // A json field holds a list (of its options, or of rule ids / codes where '*' means all of them).
  if (field.type === 'json') return field.options ? [[...field.options][0]] : ['*'];
  if (field.options) return [...field.options][0];
  if (field.secret === 'scrypt') return 'Secret-123';
  switch (field.type) {
    case 'string':
    case 'text':
      if (field.rules.includes('email')) return `w${n}@example.com`;
      if (field.rules.includes('mobile')) return '13800138000';
      if (field.rules.includes('url')) return 'https://example.com';
      return `w${n}x`;
    case 'integer':
    case 'bigint':
    case 'decimal':
      return field.field.treeParent ? 0 : 1;
    case 'timestamp':
      return now;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-01';
    case 'label':
      return { 'zh-cn': `标题${n}`, en: `Title ${n}` };
    default: // links
      return [];
  }
}

/** The first row key another screen offers (remote fields must name a row that exists). */
async function remoteKey(t: TestApp, token: string, screen: string): Promise<unknown> {
  const res = await t.request({ method: 'GET', url: `${API}/${screen}/select`, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().content.list as { value: unknown }[])[0]?.value;
}

/** Values a type cannot make up: an audit rule names a screen that exists and fields it may watch. */
const KNOWN_VALUES: Record<string, Record<string, unknown>> = {
  'security-data-recycle': { screen: 'config' },
  'security-sensitive-data': { screen: 'config', data_fields: ['value'] },
};

/** An add body: every writable field with a valid value. */
async function addBody(t: TestApp, token: string, model: ScreenModel, now: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { ...KNOWN_VALUES[model.id] };
  for (const field of model.fields.values()) {
    if (!field.writable || field.key in body) continue;
    const remote = field.field.remote;
    if (!remote || field.field.treeParent) body[field.key] = sampleValue(field, now);
    else body[field.key] = field.type === 'links' ? [await remoteKey(t, token, remote.screen)] : await remoteKey(t, token, remote.screen);
  }
  return body;
}

/** Columns a table holds beside its screen's fields (a card batch of the command-line tool grants its own codes). */
const OTHER_COLUMNS: Record<string, Record<string, unknown>> = {
  'card-batch': { codes: '[]' },
  // A card keeps its secret's hash, which no screen shows.
  card: { secret_hash: 'scrypt$x' },
  // An application is a confirmation row keyed by its member: the seeded trial account's (id 2).
  'trial-application': { token_hash: 'a'.repeat(64), user_id: 2 },
};

/** A row written straight into a screen's table (screens without add: logs, attachments). */
async function insertRow(appDb: AppDb, model: ScreenModel, now: number): Promise<string | number> {
  const columns: Record<string, unknown> = { ...OTHER_COLUMNS[model.id] };
  for (const field of model.fields.values()) {
    if (field.type === 'links' || (field === model.pk && field.type === 'integer')) continue;
    const value = sampleValue(field, now);
    columns[field.column] = field.type === 'json' || field.type === 'label' ? JSON.stringify(value) : field.type === 'boolean' ? 1 : value;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- crud tables are known only at run time
  const db = appDb.db as any;
  const row = await db.insertInto(model.table).values(columns).returning(`${model.pk.column} as key`).executeTakeFirstOrThrow();
  return row.key as string | number;
}

describe.each(dialects())('every declared action answers (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  it('answers every action rule of every admin screen with neither 404 nor 500', async () => {
    const { t, appDb, token } = app;
    const screens = t.app.adminRegistry.screens().filter((s) => s.screen.scope === 'admin');
    expect(screens.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let called = 0;
    for (const model of screens) {
      const actions = model.screen.actions.map(actionName);
      const call = async (action: string, options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }) => {
        const res = await t.request({ ...options, payload: options.payload as object | undefined, token });
        called++;
        if (res.statusCode === 404 || res.statusCode >= 500) failures.push(`${model.id}/${action}: ${res.statusCode} ${res.body}`);
        return res;
      };
      let key: string | number | undefined;
      if (actions.includes('add')) {
        const res = await call('add', { method: 'POST', url: `${API}/${model.id}`, payload: await addBody(t, token, model, t.clock.now) });
        expect.soft(res.statusCode, `${model.id}/add: ${res.body}`).toBe(200);
        if (res.statusCode === 200) key = res.json().content[model.pk.key] as string | number;
      }
      key ??= await insertRow(appDb, model, t.clock.now);
      const row = `${API}/${model.id}/${encodeURIComponent(String(key))}`;
      for (const action of actions) {
        if (action === 'add' || action === 'del') continue;
        if (action === 'index') await call(action, { method: 'GET', url: `${API}/${model.id}` });
        else if (action === 'info') await call(action, { method: 'GET', url: row });
        else if (action === 'select') await call(action, { method: 'GET', url: `${API}/${model.id}/select` });
        else if (action === 'edit') await call(action, { method: 'PUT', url: row, payload: {} });
        // A file the row offers is fetched, not posted (a card batch's numbers and secrets: 410 once gone).
        else if (action === 'download') await call(action, { method: 'GET', url: `${row}/download` });
        // The module catalogue is read, not posted (no marketplace listens here: a 400 saying so).
        else if (action === 'catalogue') await call(action, { method: 'GET', url: `${API}/${model.id}/catalogue` });
        else if (action === 'sortable') {
          const other = await remoteKeyOtherThan(t, token, model, key);
          await call(action, { method: 'POST', url: `${API}/${model.id}/sortable`, payload: { id: key, targetId: other } });
        } else await call(action, { method: 'POST', url: `${API}/${model.id}/${action}`, payload: { id: key, ids: [key] } });
      }
      if (actions.includes('del')) await call('del', { method: 'DELETE', url: `${API}/${model.id}?ids=${encodeURIComponent(String(key))}` });
    }
    expect(failures).toEqual([]);
    expect(called).toBeGreaterThan(40);
  });
});

/** Another row of the screen to drag the new one onto. */
async function remoteKeyOtherThan(t: TestApp, token: string, model: ScreenModel, key: string | number): Promise<unknown> {
  const res = await t.request({ method: 'GET', url: `${API}/${model.id}?limit=5`, token });
  const rows = res.json().content.list as Record<string, unknown>[];
  return rows.map((r) => r[model.pk.key]).find((k) => k !== key);
}
