// The recycle bin (issue 22 items 1 and 2): a delete on a screen with a recycle rule keeps the row
// with its children and link rows; a restore puts them back under their original keys, refuses a
// row whose unique value or key was taken since (409 naming it), marks the log row restored and
// never deletes it; a batch reports each row's result. Write-only columns stay hashes, never shown.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../helpers/app';
import { adminWithRules, ruleIds } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';
import { noteScreen } from '../helpers/registry';

const API = '/chis_web/api/admin';
const BIN = `${API}/security-data-recycle-log`;

interface LogRow {
  id: number;
  screen: string;
  row_key: string;
  restored: boolean;
  restored_by: number;
  data: { row: Record<string, unknown>; children: { table: string; rows: Record<string, unknown>[] }[] };
}

describe.each(dialects())('recycle bin (%s)', (dialect) => {
  const app = useAdminApp(dialect);
  let t: TestApp;
  let token: string;

  beforeAll(() => {
    ({ t, token } = app);
  });

  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content;
  };
  const remove = async (screen: string, id: number) => t.request({ method: 'DELETE', url: `${API}/${screen}?ids=${id}`, token });
  const restore = async (ids: number[]) => t.request({ method: 'POST', url: `${BIN}/restore`, token, payload: { ids } });
  /** The newest recycle-log row of a screen's row. */
  async function binRowOf(screen: string, key: number): Promise<LogRow> {
    const list = (await get(`${BIN}?limit=100`)).list as LogRow[];
    const row = list.find((r) => r.screen === screen && r.row_key === String(key));
    expect(row, `no recycle row for ${screen} ${key}`).toBeDefined();
    return row!;
  }
  async function memberId(username: string): Promise<number> {
    const list = (await get(`${API}/user?quickSearch=${username}`)).list as { id: number; username: string }[];
    return list.find((m) => m.username === username)!.id;
  }

  it('gives the deleted trial member back with the same key, password and licences (北京/上海)', async () => {
    const id = await memberId('trial');
    const before = await get(`${API}/user/${id}`);
    expect(before.areas).toEqual(['北京', '上海']);
    const deleted = await remove('user', id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).statusCode).toBe(404);

    const logged = await binRowOf('user', id);
    expect(logged.restored).toBe(false);
    expect(logged.data.row.username).toBe('trial');
    expect(logged.data.row).not.toHaveProperty('password_hash');
    expect(JSON.stringify(logged)).not.toMatch(/scrypt|\$/);

    const res = await restore([logged.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual([{ id: logged.id, code: 200, msg: 'ok' }]);
    const after = await get(`${API}/user/${id}`);
    expect(after).toEqual(before);
    await t.login('trial', 'chis-trial-2026');
    const marked = (await get(`${BIN}/${logged.id}`)) as LogRow;
    expect(marked.restored).toBe(true);
    expect(marked.restored_by).toBeGreaterThan(0);
  });

  it('keeps a member’s benefits and the rows of another screen their delete cascades to, and gives them back', async () => {
    const autoId = sql.raw(dialect === 'postgres' ? 'SERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT');
    await sql`CREATE TABLE ext_bin_note (id ${autoId}, user_id INTEGER NOT NULL REFERENCES app_user(id) ON DELETE CASCADE, subject VARCHAR(80) NOT NULL, priority INTEGER NOT NULL DEFAULT 0, done INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, updated_at BIGINT)`.execute(app.appDb.db);
    const notes = noteScreen('bin-note', 'ext_bin_note');
    const owner = { key: 'user_id', label: { 'zh-cn': '会员', en: 'Member' }, type: 'integer', list: { operator: 'eq' }, form: { widget: 'number', validator: ['required'] } };
    await t.app.adminRegistry.store('designer', [{ ...notes, fields: [...notes.fields, owner] }]);
    const added = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username: 'noted', nickname: 'N', password: 'Member-123', status: 'active' } });
    const id = added.json().content.id as number;
    const note = await t.request({ method: 'POST', url: `${API}/bin-note`, token, payload: { subject: 'call back', user_id: id } });
    expect(note.statusCode, note.body).toBe(200);
    const benefit = { user_id: id, codes: '["HOME_PAGE"]', areas: '["北京"]', source: 'card', starts_at: 1, expires_at: 2 };
    await app.appDb.db.insertInto('benefit').values(benefit).execute();
    const benefits = () => app.appDb.db.selectFrom('benefit').select(['id', 'user_id', 'codes', 'areas', 'source']).where('user_id', '=', id).execute();
    const before = await benefits();

    expect((await remove('user', id)).statusCode).toBe(200);
    expect((await get(`${API}/bin-note`)).total).toBe(0);
    expect(await benefits()).toEqual([]);
    const logged = await binRowOf('user', id);
    expect(logged.data.children.map((c) => c.table).sort()).toEqual(['benefit', 'ext_bin_note']);

    expect((await restore([logged.id])).statusCode).toBe(200);
    expect((await get(`${API}/bin-note`)).list).toEqual([expect.objectContaining({ id: note.json().content.id, subject: 'call back', user_id: id })]);
    expect(await benefits()).toEqual(before);
  });

  it('refuses a second restore of the same row, and keeps the log row', async () => {
    const group = await t.request({ method: 'POST', url: `${API}/user-group`, token, payload: { name: 'twice', rules: ['HOME_PAGE'] } });
    expect(group.statusCode, group.body).toBe(200);
    const id = group.json().content.id as number;
    expect((await remove('user-group', id)).statusCode).toBe(200);
    const logged = await binRowOf('user-group', id);
    expect((await restore([logged.id])).statusCode).toBe(200);
    const again = await restore([logged.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain(String(logged.id));
    expect((await get(`${BIN}/${logged.id}`)).restored).toBe(true);
  });

  it('answers 409 naming the username when a restored administrator’s name was taken since', async () => {
    const [indexRule] = await ruleIds(t, token, ['dashboard/index']);
    const group = await t.request({ method: 'POST', url: `${API}/admin-group`, token, payload: { pid: 0, name: 'reusers', rules: [indexRule], status: true } });
    const groups = [group.json().content.id as number];
    const added = await t.request({ method: 'POST', url: `${API}/admin`, token, payload: { username: 'reused', nickname: 'R', password: 'Secret-123', groups, status: true } });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().content.id as number;
    expect((await remove('admin', id)).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `${API}/admin`, token, payload: { username: 'reused', nickname: 'R2', password: 'Secret-123', groups, status: true } });
    expect(again.statusCode, again.body).toBe(200);
    const logged = await binRowOf('admin', id);
    const res = await t.request({ method: 'POST', url: `${BIN}/restore`, token, payload: { ids: [logged.id] }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toContain('username "reused"');
    expect(res.json().msg).toContain(`row ${again.json().content.id}`);
    expect((await get(`${BIN}/${logged.id}`)).restored).toBe(false);
  });

  it('brings an administrator group back with its members’ links, and reports each row of a batch', async () => {
    const [indexRule] = await ruleIds(t, token, ['dashboard/index']);
    const group = await t.request({ method: 'POST', url: `${API}/admin-group`, token, payload: { pid: 0, name: 'bin group', rules: [indexRule], status: true } });
    const groupId = group.json().content.id as number;
    const admin = await t.request({ method: 'POST', url: `${API}/admin`, token, payload: { username: 'bingroupie', nickname: 'B', password: 'Secret-123', groups: [groupId], status: true } });
    expect(admin.statusCode, admin.body).toBe(200);
    const adminId = admin.json().content.id as number;
    expect((await remove('admin-group', groupId)).statusCode).toBe(200);
    expect((await get(`${API}/admin/${adminId}`)).groups).toEqual([]);
    const logged = await binRowOf('admin-group', groupId);

    const res = await restore([logged.id, 999999]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.map((r: { id: number; code: number }) => [r.id, r.code])).toEqual([
      [logged.id, 200],
      [999999, 404],
    ]);
    expect((await get(`${API}/admin-group/${groupId}`)).name).toBe('bin group');
    expect((await get(`${API}/admin/${adminId}`)).groups).toEqual([groupId]);
  });

  it('lets a delegated administrator restore only what they could add: no group beyond their own rules', async () => {
    const delegate = await adminWithRules(t, token, 'restorer', ['security-data-recycle-log/index', 'security-data-recycle-log/restore', 'admin-group/index', 'admin-group/add']);
    const [userIndex] = await ruleIds(t, token, ['user/index']);
    const group = await t.request({ method: 'POST', url: `${API}/admin-group`, token, payload: { pid: 0, name: 'beyond', rules: [userIndex], status: true } });
    const id = group.json().content.id as number;
    expect((await remove('admin-group', id)).statusCode).toBe(200);
    const logged = await binRowOf('admin-group', id);
    const res = await t.request({ method: 'POST', url: `${BIN}/restore`, token: delegate.token, payload: { ids: [logged.id] }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toMatch(/^rules: /);
    expect((await t.request({ method: 'GET', url: `${API}/admin-group/${id}`, token })).statusCode).toBe(404);
    expect((await get(`${BIN}/${logged.id}`)).restored).toBe(false);
  });

  it('keeps no log of a screen whose rule is switched off, and refuses rules for unknown or unfit screens', async () => {
    const rules = (await get(`${API}/security-data-recycle?limit=100`)).list as { id: number; screen: string }[];
    expect(rules.map((r) => r.screen).sort()).toEqual(['admin', 'admin-group', 'admin-rule', 'config', 'security-data-recycle', 'security-sensitive-data', 'user', 'user-group']);
    const unknown = await t.request({ method: 'POST', url: `${API}/security-data-recycle`, token, payload: { name: 'x', screen: 'nope', status: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('nope');
    const unfit = await t.request({ method: 'POST', url: `${API}/security-data-recycle`, token, payload: { name: 'x', screen: 'admin-log', status: true } });
    expect(unfit.statusCode).toBe(400);

    const groupRule = rules.find((r) => r.screen === 'user-group')!;
    expect((await t.request({ method: 'PUT', url: `${API}/security-data-recycle/${groupRule.id}`, token, payload: { status: false } })).statusCode).toBe(200);
    const group = await t.request({ method: 'POST', url: `${API}/user-group`, token, payload: { name: 'unwatched', rules: ['HOME_PAGE'] } });
    const id = group.json().content.id as number;
    expect((await remove('user-group', id)).statusCode).toBe(200);
    const list = (await get(`${BIN}?limit=100`)).list as LogRow[];
    expect(list.some((r) => r.screen === 'user-group' && r.row_key === String(id))).toBe(false);
  });

  it('offers no delete of recycle-log rows and refuses a malformed restore body with 400', async () => {
    const logs = (await get(`${BIN}?limit=1`)).list as LogRow[];
    const del = await t.request({ method: 'DELETE', url: `${BIN}?ids=${logs[0].id}`, token });
    expect(del.statusCode).toBe(404);
    for (const payload of [{}, { ids: [] }, { ids: ['1'] }, { ids: 'x' }]) {
      const res = await t.request({ method: 'POST', url: `${BIN}/restore`, token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
