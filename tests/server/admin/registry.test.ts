// The run-time registry: a new crud JSON file becomes a working screen — table, API, rules and
// menu — with no code; a screen stored in the app database appears on the next call without a
// restart; a stored screen with problems is refused with file:pointer: message problems.
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';
import { noteScreen, rootWith } from '../helpers/registry';

const API = '/chis_web/api/admin';

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
    await registry.store('designer', [noteScreen('db-note', 'ext_db_note')]);
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
    await expect(registry.store('designer', [{ ...noteScreen('bad-note', 'ext_bad_note'), actions: ['index', 'fly'] }])).rejects.toMatchObject({
      httpStatus: 400,
      content: { problems: [expect.stringMatching(/^db:crud_schema\/bad-note:\/actions\/1: /)] },
    });
    expect((await t.request({ method: 'GET', url: `${API}/bad-note`, token })).statusCode).toBe(404);
  });
});
