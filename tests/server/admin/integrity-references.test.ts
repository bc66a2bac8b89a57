// The database's own rules answer as the caller's mistakes (issue 21 item 6 and the smaller DB
// errors): a delete that other rows still need is a 409 naming the referencing screen and row, a
// cascade that would silently take rows of another screen is refused the same way, and a write
// naming a row that does not exist or leaving out a NOT NULL value is a 400 naming the field.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';
import { noteScreen } from '../helpers/registry';

const API = '/chis_web/api/admin';

describe.each(dialects())('references and required values (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  async function addMember(username: string, fields: Record<string, unknown> = {}): Promise<number> {
    const { t, token } = app;
    const res = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username, nickname: username, password: 'Member-123', status: 'active', ...fields } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.id as number;
  }

  const remove = (screen: string, id: number, language = 'en') =>
    app.t.request({ method: 'DELETE', url: `${API}/${screen}?ids=${id}`, token: app.token, headers: { 'accept-language': language } });

  it('refuses deleting a member who redeemed a card, naming the card, in both languages', async () => {
    const { t, appDb, token } = app;
    const id = await addMember('redeemer');
    const { id: batch } = await appDb.db
      .insertInto('card_batch')
      .values({ name: '2026', codes: '["*"]', areas: '[]', benefit_days: 30, redeem_before: t.clock.now + 1e9, created_at: t.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appDb.db.insertInto('card').values({ card_no: 'C202600000000001', secret_hash: 'x', batch_id: batch, redeemed_by: id, redeemed_at: t.clock.now }).execute();

    const en = await remove('user', id);
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json().msg).toBe('Cannot delete: it is referenced by Prepaid cards (card) record C202600000000001');
    const zh = await remove('user', id, 'zh-CN');
    expect(zh.json().msg).toBe('无法删除：在 充值卡 (card) 中被记录 C202600000000001 引用');
    // Nothing went: the member is still there.
    expect((await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).statusCode).toBe(200);
  });

  it('refuses deleting a member group that members use, naming a member', async () => {
    const { t, token } = app;
    const group = await t.request({ method: 'POST', url: `${API}/user-group`, token, payload: { name: 'in-use', rules: ['HOME_PAGE'] } });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().content.id as number;
    await addMember('groupie', { group_id: groupId });
    const res = await remove('user-group', groupId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe('Cannot delete: it is referenced by Members (user) record groupie');
    const unused = await t.request({ method: 'POST', url: `${API}/user-group`, token, payload: { name: 'unused', rules: ['HOME_PAGE'] } });
    expect((await remove('user-group', unused.json().content.id as number)).statusCode).toBe(200);
  });

  it('refuses a delete whose cascade would remove rows of another screen, and keeps them', async () => {
    const { t, appDb, token } = app;
    // A screen over a table whose rows the database deletes with their member.
    const autoId = sql.raw(dialect === 'postgres' ? 'SERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT');
    await sql`CREATE TABLE ext_member_note (id ${autoId}, user_id INTEGER NOT NULL REFERENCES app_user(id) ON DELETE CASCADE, subject VARCHAR(80) NOT NULL, priority INTEGER NOT NULL DEFAULT 0, done INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, updated_at BIGINT)`.execute(appDb.db);
    const notes = noteScreen('member-note', 'ext_member_note');
    const member = { key: 'user_id', label: { 'zh-cn': '会员', en: 'Member' }, type: 'integer', list: { operator: 'eq' }, form: { widget: 'number', validator: ['required'] } };
    await t.app.adminRegistry.store('designer', [{ ...notes, fields: [...notes.fields, member] }]);
    const id = await addMember('noted');
    const note = await t.request({ method: 'POST', url: `${API}/member-note`, token, payload: { subject: 'call back', user_id: id } });
    expect(note.statusCode, note.body).toBe(200);
    const noteId = note.json().content.id as number;

    // Unless the recycle bin keeps them with the member (recycle.test.ts): its rule switched off here.
    const rules = (await t.request({ method: 'GET', url: `${API}/security-data-recycle?limit=100`, token })).json().content.list as { id: number; screen: string }[];
    const memberRule = rules.find((r) => r.screen === 'user')!;
    expect((await t.request({ method: 'PUT', url: `${API}/security-data-recycle/${memberRule.id}`, token, payload: { status: false } })).statusCode).toBe(200);
    const res = await remove('user', id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(`Cannot delete: it would also delete Operations notes (member-note) record ${noteId}`);
    expect((await t.request({ method: 'GET', url: `${API}/member-note`, token })).json().content.total).toBe(1);
  });

  it('deletes a member whose only dependent rows are their own sessions and licences', async () => {
    const { t } = app;
    const id = await addMember('plainone', { areas: ['北京'] });
    await t.login('plainone', 'Member-123');
    expect((await remove('user', id)).statusCode).toBe(200);
  });

  it('answers a value that names no row, or a missing NOT NULL value, with 400 naming the field', async () => {
    const { t, token } = app;
    const member = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username: 'nogroup', nickname: 'x', password: 'Member-123', status: 'active', group_id: 123 } });
    expect(member.statusCode, member.body).toBe(400);
    expect(member.json().msg).toBe('group_id: names a user-group that does not exist');
    const id = await addMember('laterbad');
    const edit = await t.request({ method: 'PUT', url: `${API}/user/${id}`, token, payload: { group_id: 123 }, headers: { 'accept-language': 'zh-CN' } });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().msg).toBe('group_id: 关联的 user-group 记录不存在');

    const config = await t.request({ method: 'POST', url: `${API}/config`, token, payload: { name: 'no_value', group: 'basics' } });
    expect(config.statusCode, config.body).toBe(400);
    expect(config.json().msg).toBe('value: is required');
  });
});
