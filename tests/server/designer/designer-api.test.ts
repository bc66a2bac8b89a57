// The CRUD designer through its API (issue 24): a design with one field of every palette entry is
// previewed, applied in one step and then used as a screen (add, edit, list, delete); the same design
// applied again changes nothing; the designer's own rules (table name, one primary key, product
// tables) answer 400 with `pointer: message` lines in the caller's language.
import { describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';
import { applied, designerCall, designOf, everyPresetDesign, text } from '../helpers/designer';

const API = '/chis_web/api/admin';

describe.each(dialects())('the CRUD designer API (%s)', (dialect) => {
  const app = useAdminApp(dialect);
  const version = async () => (await app.appDb.db.selectFrom('registry_version').select('version').executeTakeFirstOrThrow()).version;

  it('designs a table with one field of every preset and the new screen works at once', async () => {
    const { t, token } = app;
    const design = everyPresetDesign('every_preset');
    const preview = await designerCall(t, token, 'preview', { design });
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json().content;
    expect(planned).toMatchObject({ table: 'ext_every_preset', screen: 'every-preset', destructive: false, blocked: [] });
    expect(planned.operations[0]).toMatchObject({ op: 'create', to: 'ext_every_preset' });
    expect(planned.operations.filter((o: { op: string }) => o.op === 'add')).toHaveLength(design.fields.length);

    const result = await applied(t, token, design);
    expect(result).toMatchObject({ screen: 'every-preset', table: 'ext_every_preset', changed: true });
    const record = await app.appDb.db.selectFrom('crud_log').selectAll().where('id', '=', result.record).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'success', table_name: 'ext_every_preset', screen_id: 'every-preset', error: null });

    const row = {
      name: '竞品 A',
      content: 'long text',
      quantity: 3,
      amount: 12.5,
      enabled: false,
      kind: 'b',
      level: 'a',
      tags: ['a', 'b'],
      day: '2026-11-28',
      happened_at: 1_764_300_000_000,
      owner_id: 1,
      member_ids: [1],
      image: '/chis_web/uploads/a.png',
      images: ['/chis_web/uploads/a.png'],
      file: '/chis_web/uploads/a.pdf',
      files: ['/chis_web/uploads/a.pdf'],
      body: '<p>rich</p>',
      weigh: 5,
      status: 'disabled',
      remark: 'note',
    };
    const added = await t.request({ method: 'POST', url: `${API}/every-preset`, token, payload: row });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().content.id as number;
    const edited = await t.request({ method: 'PUT', url: `${API}/every-preset/${id}`, token, payload: { name: '竞品 B', amount: 7.25, tags: ['a'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    const list = await t.request({ method: 'GET', url: `${API}/every-preset`, token });
    expect(list.statusCode, list.body).toBe(200);
    const [shown] = list.json().content.list;
    expect(shown).toMatchObject({ ...row, id, name: '竞品 B', amount: 7.25, tags: ['a'] });
    expect(shown.created_at).toBeGreaterThan(0);
    expect(shown.updated_at).toBeGreaterThan(0);
    const removed = await t.request({ method: 'DELETE', url: `${API}/every-preset?ids=${id}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/every-preset`, token })).json().content.total).toBe(0);

    // The same design again: no operation, no DDL, no version bump; only its record.
    const before = await version();
    const again = await applied(t, token, design);
    expect(again).toMatchObject({ changed: false, operations: [] });
    expect(await version()).toBe(before);
  });

  it('refuses a product table, a bad table name and anything but exactly one primary key, in the caller’s language', async () => {
    const { t, token } = app;
    const problemsOf = async (design: unknown, language = 'en') => {
      const res = await t.request({ method: 'POST', url: `${API}/crud-log/apply`, token, payload: { design }, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().content.problems as string[];
    };
    for (const table of ['admin_group', 'app_user', 'ext_admin_group']) {
      expect(await problemsOf(designOf(table, [text('title')]))).toContain(`/table: "${table.replace(/^ext_/, '')}" is one of the product's own tables; the designer keeps to ext_ tables of its own`);
    }
    expect(await problemsOf(designOf('select', [text('title')]))).toContain('/table: "select" is a reserved word and cannot name a table');
    expect(await problemsOf(designOf('9lives', [text('title')]))).toEqual([expect.stringMatching(/^\/table: a table name has lower-case letters/), expect.any(String)]);
    expect(await problemsOf(designOf('', [text('title')]), 'zh-CN')).toContain('/table: 数据表名必填');
    expect(await problemsOf({ ...designOf('no_key', [text('title')]), presets: [], primaryKey: undefined })).toContain('/primaryKey: a primary key field must be designed');
    const twoKeys = designOf('two_keys', [{ ...text('code'), design: { preset: 'primaryKey' } }]);
    expect(await problemsOf(twoKeys)).toContain('/fields/0: only one primary key allowed');
    expect(await problemsOf(twoKeys, 'zh-CN')).toContain('/fields/0: 只允许一个主键');
    expect(await problemsOf(designOf('bad_field', [text('2nd')]))).toContain('/fields/0/key: a field name starts with a letter or underscore and has only letters, digits and underscores');
    // Nothing was made, and every refusal is a record with its error.
    expect(await app.appDb.db.selectFrom('crud_schema').select('id').where('id', 'in', ['admin-group', 'select', 'no-key', 'two-keys']).execute()).toEqual([]);
    const errors = await app.appDb.db.selectFrom('crud_log').select(['status', 'error']).where('status', '=', 'error').execute();
    expect(errors.length).toBeGreaterThanOrEqual(9);
    expect(errors.every((e) => (e.error ?? '').length > 0)).toBe(true);
  });

  it('makes a design applied twice in parallel once, and answers a caller without a token 401', async () => {
    const { t, token } = app;
    const design = designOf('parallel_note', [text('subject')]);
    const answers = await Promise.all([designerCall(t, token, 'apply', { design }), designerCall(t, token, 'apply', { design })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().content.changed).sort()).toEqual([false, true]);
    expect(await app.appDb.db.selectFrom('admin_rule').select('name').where('name', '=', 'parallel-note/index').execute()).toHaveLength(1);
    for (const action of ['preview', 'apply', 'removeScreen', 'export']) {
      expect((await t.request({ method: 'POST', url: `${API}/crud-log/${action}`, payload: { design } })).statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: `${API}/crud-log/tables` })).statusCode).toBe(401);
  });
});
