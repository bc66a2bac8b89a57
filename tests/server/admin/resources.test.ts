// The generic resource API over real screens: lists with quick search, common search, sort and
// paging; writes with the field rules; secrets that never come back; group trees without cycles;
// the limits of non-super administrators; and the operation log with its secrets masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules, ruleIds } from '../helpers/admin';

const API = '/chis_web/api/admin';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each(dialects())('admin resources (%s)', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterAll(() => t.close());

  const get = (url: string, as = token) => t.request({ method: 'GET', url: `${API}${url}`, token: as });

  it('adds an administrator, never returns the password, and keeps it when left blank', async () => {
    const [group] = (await get('/admin-group')).json().content.list as { id: number }[];
    const added = await t.request({ method: 'POST', url: `${API}/admin`, token, payload: { username: 'editor1', nickname: '编辑', password: 'Editor-123', groups: [group.id], status: true } });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().content.id as number;
    const row = (await get(`/admin/${id}`)).json().content;
    expect(row).toMatchObject({ username: 'editor1', groups: [group.id], status: true });
    expect(JSON.stringify(row)).not.toMatch(/password|scrypt/);
    const edit = await t.request({ method: 'PUT', url: `${API}/admin/${id}`, token, payload: { nickname: '编辑二', password: '' } });
    expect(edit.statusCode, edit.body).toBe(200);
    await adminLogin(t, 'editor1', 'Editor-123');
    const list = (await get(`/admin?quickSearch=editor`)).json().content;
    expect(list.total).toBe(1);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password_hash/);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['/admin?page=1e309', /^page:/],
      ['/admin?page=0', /^page:/],
      ['/admin?limit=Infinity', /^limit:/],
      ['/admin?limit=201', /^limit:/],
      ['/admin?order=password,asc', /^order:/],
      ['/admin?order=id,sideways', /^order:/],
      [`/admin?search=${q([{ field: 'nope', operator: 'eq', value: 1 }])}`, /^search:/],
      [`/admin?search=${q([{ field: 'username', operator: 'gt', value: 'a' }])}`, /^search:/],
      [`/admin?search=${q([{ field: 'id', operator: 'eq', value: 'x' }])}`, /^id:/],
      ['/admin?search=%7Bbroken', /^search:/],
      ['/admin?whatever=1', /^whatever:/],
      ['/admin/abc', /^id:/],
    ];
    for (const [url, msg] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toMatch(msg);
    }
    const writes = [
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'x', nickname: 'n', password: 'Passw0rd', groups: [1] }, msg: /^username:/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'okname', nickname: 'n', password: 'Passw0rd', groups: [1], nope: 1 }, msg: /^nope: unknown field/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'okname', nickname: 'n', password: 'Passw0rd', groups: [1], created_at: 1 }, msg: /^created_at: is read-only/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'okname2', nickname: 'n', groups: [1] }, msg: /^password: is required/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'admin', nickname: 'n', password: 'Passw0rd', groups: [1] }, msg: /^username: already exists/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: { username: 'okname3', nickname: 'n', password: 'Passw0rd', groups: [424242] }, msg: /^groups:/ },
      { method: 'POST' as const, url: `${API}/admin`, payload: [], msg: /^body:/ },
      { method: 'DELETE' as const, url: `${API}/admin`, msg: /^ids:/ },
      { method: 'DELETE' as const, url: `${API}/admin?ids=1,x`, msg: /^ids:/ },
    ];
    for (const { msg, ...request } of writes) {
      const res = await t.request({ ...request, token });
      expect(res.statusCode, `${request.url} ${res.body}`).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect((await get('/no-such-screen')).statusCode).toBe(404);
  });

  it('searches, sorts and pages the operation log, which masks every secret', async () => {
    await t.request({ method: 'PUT', url: `${API}/profile`, token, payload: { motto: 'on duty' } });
    await t.request({ method: 'POST', url: `${API}/admin`, token, payload: { username: 'masked1', nickname: 'm', password: 'Very-secret-9', groups: [1] } });
    const logs = (await get(`/admin-log?search=${q([{ field: 'url', operator: 'contains', value: '/api/admin/admin' }])}&order=id,desc&limit=5`)).json().content;
    expect(logs.total).toBeGreaterThan(0);
    const entry = logs.list[0];
    expect(entry).toMatchObject({ username: 'admin', method: 'POST', status: 200 });
    expect(entry.data).toContain('"password":"***"');
    expect(JSON.stringify(logs)).not.toContain('Very-secret-9');
    const logins = (await get(`/admin-log?quickSearch=${encodeURIComponent('登录')}`)).json().content;
    expect(logins.list.every((l: { data: string }) => !l.data.includes('chis-admin-2026'))).toBe(true);
    const page2 = (await get('/admin-log?page=2&limit=1&order=id,asc')).json().content;
    const page1 = (await get('/admin-log?page=1&limit=1&order=id,asc')).json().content;
    expect(page2.list[0].id).toBeGreaterThan(page1.list[0].id);
    // Read-only: no add, edit or delete exists on the log.
    expect((await t.request({ method: 'DELETE', url: `${API}/admin-log?ids=${page1.list[0].id}`, token })).statusCode).toBe(404);
  });

  it('keeps the group tree free of cycles and refuses deleting a parent alone', async () => {
    const [dash] = await ruleIds(t, token, ['dashboard/index']);
    const add = (payload: object) => t.request({ method: 'POST', url: `${API}/admin-group`, token, payload: { status: true, rules: [dash], ...payload } });
    const a = (await add({ pid: 0, name: 'A' })).json().content.id as number;
    const b = (await add({ pid: a, name: 'B' })).json().content.id as number;
    const c = (await add({ pid: b, name: 'C' })).json().content.id as number;
    const self = await t.request({ method: 'PUT', url: `${API}/admin-group/${a}`, token, payload: { pid: a } });
    expect(self.json().msg).toMatch(/^pid: cannot be the row itself/);
    const cycle = await t.request({ method: 'PUT', url: `${API}/admin-group/${a}`, token, payload: { pid: c } });
    expect(cycle.json().msg).toMatch(/^pid: cannot be one of/);
    const tree = (await get(`/admin-group?search=${q([{ field: 'name', operator: 'contains', value: '' }])}`)).statusCode;
    expect(tree).toBe(400);
    // A page size does not cut a tree: every group comes, nested.
    const nested = (await get('/admin-group?limit=1&page=1')).json().content.list as { id: number; children?: { id: number; children?: { id: number }[] }[] }[];
    const rootA = nested.find((g) => g.id === a)!;
    expect(rootA.children?.[0].id).toBe(b);
    expect(rootA.children?.[0].children?.[0].id).toBe(c);
    expect((await t.request({ method: 'DELETE', url: `${API}/admin-group?ids=${a}`, token })).json().msg).toMatch(/^ids:/);
    expect((await t.request({ method: 'DELETE', url: `${API}/admin-group?ids=${a},${b},${c}`, token })).json().content).toEqual({ deleted: 3 });
  });

  it('limits a non-super administrator to groups with strictly fewer rules, and not their own', async () => {
    const rules = ['admin-group/index', 'admin-group/add', 'admin-group/edit', 'admin-group/select', 'admin-log/index'];
    const manager = await adminWithRules(t, token, 'managers', rules);
    const ids = await ruleIds(t, token, rules);
    const add = (payload: object) => t.request({ method: 'POST', url: `${API}/admin-group`, token: manager.token, payload: { pid: manager.groupId, status: true, ...payload } });
    const all = await add({ name: 'same', rules: ids });
    expect(all.json().msg).toMatch(/^rules: must be a strict subset/);
    expect((await add({ name: 'star', rules: ['*'] })).json().msg).toMatch(/^rules:/);
    const fewer = await add({ name: 'readers', rules: [ids[0], ids[4]] });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const own = await t.request({ method: 'PUT', url: `${API}/admin-group/${manager.groupId}`, token: manager.token, payload: { name: 'mine now' } });
    expect(own.statusCode).toBe(403);
    const selfDisable = await t.request({ method: 'PUT', url: `${API}/admin/${manager.adminId}`, token, payload: { status: false } });
    expect(selfDisable.statusCode).toBe(200); // the super administrator may
    expect((await get('/admin-group', manager.token)).statusCode).toBe(401); // a disabled admin's token stops working
  });

  it('offers remote-select options with labels of chosen keys', async () => {
    const groups = (await get(`/admin-group/select?label=name`)).json().content;
    expect(groups.list[0]).toEqual({ value: expect.any(Number), label: expect.any(String) });
    const chosen = (await get(`/admin-group/select?initValue=${q([groups.list[0].value])}`)).json().content;
    expect(chosen.list).toEqual([groups.list[0]]);
    const rules = (await t.request({ method: 'GET', url: `${API}/admin-rule/select?label=title&initValue=${q([1])}`, token, headers: { 'accept-language': 'en' } })).json().content;
    expect(rules.list).toEqual([{ value: 1, label: 'Dashboard' }]);
  });

  it('drag-sorts menu rules by weight', async () => {
    const list = (await get(`/admin-rule?search=${q([{ field: 'type', operator: 'eq', value: 'menu_dir' }])}&order=weigh,desc`)).json().content.list as { id: number; weigh: number }[];
    const [first, second] = list;
    const moved = await t.request({ method: 'POST', url: `${API}/admin-rule/sortable`, token, payload: { id: second.id, targetId: first.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await get(`/admin-rule?search=${q([{ field: 'type', operator: 'eq', value: 'menu_dir' }])}&order=weigh,desc`)).json().content.list as { id: number }[];
    expect(after.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('never returns a secret config value and keeps it when left blank', async () => {
    const smtp = (await get('/config/smtp_pass')).json().content;
    expect(smtp).toMatchObject({ name: 'smtp_pass', secret: true, value: '' });
    expect((await t.request({ method: 'PUT', url: `${API}/config/smtp_pass`, token, payload: { value: 's3cret!' } })).statusCode).toBe(200);
    expect((await get('/config/smtp_pass')).json().content.value).toBe('');
    expect((await t.request({ method: 'PUT', url: `${API}/config/smtp_pass`, token, payload: { value: '' } })).statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: '/chis_web/api/v2/admin/mail-outbox', headers: { authorization: token } });
    expect(stored.statusCode).toBe(200);
  });
});
