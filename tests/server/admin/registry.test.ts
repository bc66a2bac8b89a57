// The run-time registry: a new crud JSON file becomes a working screen — table, API, rules and
// menu — with no code; a screen stored in the app database appears on the next call without a
// restart; a stored screen with problems is left out with file:pointer: message problems.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';

const API = '/chis_web/api/admin';

function noteScreen(id: string, table: string) {
  return {
    $schema: '../_meta/crud.schema.json',
    kind: 'crud',
    id,
    schemaVersion: 2,
    title: { 'zh-cn': '运营备忘', en: 'Operations notes' },
    scope: 'admin',
    menu: { group: 'routine', order: 90, icon: 'FileTextOutlined' },
    table,
    primaryKey: 'id',
    presets: ['id', 'createdAt', 'updatedAt'],
    fields: [
      { key: 'subject', label: { 'zh-cn': '主题', en: 'Subject' }, type: 'string', length: 80, list: { operator: 'contains', sortable: true }, form: { widget: 'input', validator: ['required'] } },
      { key: 'priority', label: { 'zh-cn': '优先级', en: 'Priority' }, type: 'integer', default: 0, list: { operator: 'eq', sortable: true }, form: { widget: 'number' } },
      { key: 'done', label: { 'zh-cn': '已完成', en: 'Done' }, type: 'boolean', default: false, list: { operator: 'eq', render: 'switch' }, form: { widget: 'switch' } },
    ],
    quickSearch: ['subject'],
    actions: ['index', 'add', 'edit', 'del'],
  };
}

/** A project root whose schemas/ is the real one plus more files in schemas/admin. */
function rootWith(extra: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'chis-registry-'));
  mkdirSync(join(root, 'schemas', 'admin'), { recursive: true });
  for (const name of readdirSync(resolve('schemas'))) {
    if (name !== 'admin') symlinkSync(resolve('schemas', name), join(root, 'schemas', name));
  }
  for (const name of readdirSync(resolve('schemas', 'admin'))) symlinkSync(resolve('schemas', 'admin', name), join(root, 'schemas', 'admin', name));
  for (const [file, data] of Object.entries(extra)) writeFileSync(join(root, 'schemas', 'admin', file), JSON.stringify(data, null, 2));
  return root;
}

describe.each(dialects())('registry (%s)', (dialect) => {
  let t: TestApp;
  let root: string | null = null;
  afterEach(async () => {
    await t.close();
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  it('turns a new crud JSON file into a screen with its table, API, rules and menu', async () => {
    root = rootWith({ 'ops-note.json': noteScreen('ops-note', 'ops_note') });
    t = await createTestApp(dialect, null, { projectRoot: root });
    const token = await adminLogin(t);
    const added = await t.request({ method: 'POST', url: `${API}/ops-note`, token, payload: { subject: '核对十月数据', priority: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    const list = (await t.request({ method: 'GET', url: `${API}/ops-note?quickSearch=${encodeURIComponent('十月')}`, token })).json().content;
    expect(list).toMatchObject({ total: 1, list: [{ subject: '核对十月数据', priority: 2, done: false }] });
    expect(list.list[0].created_at).toEqual(expect.any(Number));
    const menus = JSON.stringify((await t.request({ method: 'GET', url: `${API}/index`, token })).json().content.menus);
    expect(menus).toContain('"name":"ops-note"');
    const reader = await adminWithRules(t, token, 'note-readers', ['ops-note/index']);
    expect((await t.request({ method: 'GET', url: `${API}/ops-note`, token: reader.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `${API}/ops-note`, token: reader.token, payload: { subject: 'x' } })).statusCode).toBe(403);
  });

  it('serves a screen stored in the app database on the next call, without a restart', async () => {
    t = await createTestApp(dialect, null);
    const token = await adminLogin(t);
    expect((await t.request({ method: 'GET', url: `${API}/db-note`, token })).statusCode).toBe(404);
    const registry = t.app.adminRegistry;
    await registry.store('db-note', noteScreen('db-note', 'db_note'));
    expect(registry.storedProblems).toEqual([]);
    const added = await t.request({ method: 'POST', url: `${API}/db-note`, token, payload: { subject: 'stored' } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/schema/db-note`, token })).json().content.fields.map((f: { key: string }) => f.key)).toEqual([
      'id',
      'subject',
      'priority',
      'done',
      'created_at',
      'updated_at',
    ]);
    await registry.store('bad-note', { ...noteScreen('bad-note', 'bad_note'), actions: ['index', 'fly'] });
    expect(registry.storedProblems.join('\n')).toMatch(/^db:crud_schema\/bad-note:\/actions\/1/m);
    expect((await t.request({ method: 'GET', url: `${API}/bad-note`, token })).statusCode).toBe(404);
  });
});
