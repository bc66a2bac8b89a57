// The registry's writers and readers (DESIGN §10.3): store validates before anything is written and
// commits tables, rows, rules and the version bump together, all or nothing; stored screens keep to
// `ext_` tables of their own, never the product's; remove takes a screen away with the rules it owns
// and keeps its data; a reload on any replica only reads, and leaves out a stored document that does
// not fit instead of altering a table or failing the other screens.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schemaColumns } from '../../../server/db/runtime-ddl';
import { ScreenRegistry } from '../../../server/modules/admin/registry/registry';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';
import { noteScreen, readOnly } from '../helpers/registry';

const API = '/chis_web/api/admin';

describe.each(dialects())('registry writes and reloads (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const registry = () => t.app.adminRegistry;
  const db = () => registry().context.db;
  const columnsOf = async (table: string) => [...((await schemaColumns(db(), dialect)).get(table) ?? [])].sort();
  const version = async () => (await db().selectFrom('registry_version').select('version').executeTakeFirstOrThrow()).version;
  const storedIds = async () => (await db().selectFrom('crud_schema').select('id').orderBy('id').execute()).map((r) => r.id);
  const ruleNames = async (prefix: string) =>
    (await db().selectFrom('admin_rule').select(['name', 'owner']).orderBy('name').execute()).filter((r) => r.name === prefix || r.name.startsWith(`${prefix}/`));
  const problemsOf = async (write: Promise<unknown>): Promise<string[]> => {
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ httpStatus: 400, message: 'registry.invalid' });
    return (error as { content: { problems: string[] } }).content.problems;
  };

  it('refuses a stored screen over a product table and leaves the table as it was', async () => {
    for (const table of ['admin_group', 'app_user']) {
      const before = await columnsOf(table);
      const problems = await problemsOf(registry().store('designer', [noteScreen('takeover', table)]));
      expect(problems).toEqual([`db:crud_schema/takeover:/table: "${table}" is a table of the product; a stored screen keeps to tables of its own`]);
      expect(await columnsOf(table)).toEqual(before);
    }
    expect(await storedIds()).toEqual([]);
  });

  it('refuses a table without the ext_ prefix, and a link table of the product', async () => {
    expect(await problemsOf(registry().store('designer', [noteScreen('plain', 'competitor_note')]))).toEqual([
      'db:crud_schema/plain:/table: "competitor_note" must start with "ext_" (a table made at run time), e.g. "ext_competitor_note"',
    ]);
    const linked = noteScreen('linked', 'ext_linked');
    linked.fields.push({ key: 'groups', label: { 'zh-cn': '分组', en: 'Groups' }, type: 'links', links: { table: 'admin_group_access', self: 'admin_id', other: 'group_id' } } as never);
    expect((await problemsOf(registry().store('designer', [linked]))).join('\n')).toMatch(/^db:crud_schema\/linked:\/fields\/3\/links\/table: "admin_group_access" is a table of the product/m);
    expect(await columnsOf('ext_linked')).toEqual([]);
  });

  it('answers an invalid document with pointer: message problems and stores nothing', async () => {
    const at = await version();
    const problems = await problemsOf(registry().store('designer', [{ ...noteScreen('broken', 'ext_broken'), actions: ['add'], primaryKey: 'nope' }]));
    expect(problems.length).toBeGreaterThan(1);
    for (const line of problems) expect(line).toMatch(/^db:crud_schema\/broken:\/\S*: \S/);
    expect(problems.join('\n')).toMatch(/^db:crud_schema\/broken:\/primaryKey: /m);
    expect(await storedIds()).toEqual([]);
    expect(await columnsOf('ext_broken')).toEqual([]);
    expect(await version()).toBe(at);
  });

  it('stores several documents all or nothing', async () => {
    const rulesBefore = await db().selectFrom('admin_rule').select('name').execute();
    await problemsOf(registry().store('designer', [noteScreen('first-note', 'ext_first_note'), { ...noteScreen('second-note', 'ext_second_note'), actions: ['fly'] }]));
    expect(await storedIds()).toEqual([]);
    expect(await columnsOf('ext_first_note')).toEqual([]);
    expect(await db().selectFrom('admin_rule').select('name').execute()).toEqual(rulesBefore);

    await registry().store('module:notes', [noteScreen('first-note', 'ext_first_note'), noteScreen('second-note', 'ext_second_note')]);
    expect(await storedIds()).toEqual(['first-note', 'second-note']);
    expect(await columnsOf('ext_first_note')).toEqual(['created_at', 'done', 'id', 'priority', 'subject', 'updated_at']);
    expect(await ruleNames('second-note')).toEqual(
      ['second-note', 'second-note/add', 'second-note/del', 'second-note/edit', 'second-note/index'].map((name) => ({ name, owner: 'module:notes' })),
    );
    expect(await ruleNames('dashboard')).toEqual([
      { name: 'dashboard', owner: 'core' },
      { name: 'dashboard/index', owner: 'core' },
    ]);
    // Another owner does not replace the module's screens.
    expect(await problemsOf(registry().store('designer', [noteScreen('first-note', 'ext_first_note')]))).toEqual([
      'db:crud_schema/first-note:/id: is stored by module:notes; only its owner replaces it',
    ]);
  });

  it('removes a screen with its rules and their grants, and keeps its table and rows', async () => {
    await registry().store('designer', [noteScreen('gone-note', 'ext_gone_note'), noteScreen('kept-note', 'ext_kept_note')]);
    expect((await t.request({ method: 'POST', url: `${API}/gone-note`, token, payload: { subject: 'keep my data' } })).statusCode).toBe(200);
    const reader = await adminWithRules(t, token, 'note-readers', ['gone-note/index', 'kept-note/index']);
    const goneIds = (await db().selectFrom('admin_rule').select('id').where('name', 'in', ['gone-note', 'gone-note/index']).execute()).map((r) => r.id);
    const at = await version();

    await registry().remove(['gone-note']);
    expect(await version()).toBe(at + 1);
    expect(await storedIds()).toEqual(['kept-note']);
    expect(await ruleNames('gone-note')).toEqual([]);
    expect(await ruleNames('kept-note')).toHaveLength(5);
    const grants = JSON.parse((await db().selectFrom('admin_group').select('rules').where('id', '=', reader.groupId).executeTakeFirstOrThrow()).rules) as number[];
    expect(grants.some((id) => goneIds.includes(id))).toBe(false);
    expect(grants).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `${API}/gone-note`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${API}/kept-note`, token: reader.token })).statusCode).toBe(200);
    expect(await db().selectFrom('ext_gone_note' as never).selectAll().execute()).toMatchObject([{ subject: 'keep my data' }]);

    await expect(registry().remove(['gone-note'])).rejects.toMatchObject({ httpStatus: 404, message: 'registry.notStored' });
  });

  it('leaves out at reload a row written straight into crud_schema that does not fit, and serves the rest', async () => {
    await registry().store('designer', [noteScreen('note', 'ext_note')]);
    const columns = { group: await columnsOf('admin_group'), note: await columnsOf('ext_note') };
    const wider = noteScreen('wider', 'ext_note');
    wider.fields.push({ key: 'extra', label: { 'zh-cn': '备注', en: 'Extra' }, type: 'string', length: 20, list: { operator: 'eq', sortable: false }, form: { widget: 'input', validator: [] } });
    const now = Date.now();
    const rows = [
      { id: 'takeover', document: JSON.stringify(noteScreen('takeover', 'admin_group')), created_at: now, updated_at: now },
      { id: 'tableless', document: JSON.stringify(noteScreen('tableless', 'ext_tableless')), created_at: now, updated_at: now },
      { id: 'wider', document: JSON.stringify(wider), created_at: now, updated_at: now },
    ];
    await db().insertInto('crud_schema').values(rows).execute();
    await db()
      .updateTable('registry_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();

    for (const url of ['index', 'admin-group', 'admin', 'admin-rule', 'config', 'dashboard']) {
      const res = await t.request({ method: 'GET', url: `${API}/${url}`, token });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect(registry().storedProblems).toEqual([
      'db:crud_schema/tableless:/table: table "ext_tableless" does not exist',
      'db:crud_schema/takeover:/table: "admin_group" is a table of the product; a stored screen keeps to tables of its own',
      'db:crud_schema/wider:/table: table "ext_note" has no column "extra"',
    ]);
    expect((await t.request({ method: 'GET', url: `${API}/takeover`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${API}/note`, token })).statusCode).toBe(200);
    expect({ group: await columnsOf('admin_group'), note: await columnsOf('ext_note') }).toEqual(columns);
    expect(await columnsOf('ext_tableless')).toEqual([]);
    expect(await ruleNames('tableless')).toEqual([]);
  });

  it('lets a second registry over the same database load a new screen without writing anything', async () => {
    const view = readOnly(db());
    const other = new ScreenRegistry({ ...registry().context, db: view.db }, process.cwd(), { warn: () => undefined });
    await other.fresh();
    expect(other.screen('replica-note')).toBeUndefined();

    await registry().store('designer', [noteScreen('replica-note', 'ext_replica_note')]);
    // The writer created the table in its own transaction: it is there before the other replica looks.
    expect(await columnsOf('ext_replica_note')).toContain('subject');
    await other.fresh();
    expect(other.screen('replica-note')?.table).toBe('ext_replica_note');
    expect(other.storedProblems).toEqual([]);
    expect(view.refused).toEqual([]);
  });
});
