// A designed screen's life beyond one apply (issue 24 items 2, 4, 5): a delegated administrator with
// the designer's rule gets the new screen's rules through the grant service, one without it gets a
// 403, and none may point a field at a screen whose options they cannot read; a second app over the same database serves a new design on its next request; removing the
// screen keeps its table and rows and can be undone; a design exports to a file and imports
// idempotently, and a conflicting table is reported, never overwritten; what a design starts from
// (palette, tables, columns) is read from the server.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FIELD_PRESETS } from '../../../src/shared/crud/field-presets';
import { createTestApp, dialects } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';
import { multipart } from '../helpers/multipart';
import { applied, DESIGNER, designerCall, designOf, text } from '../helpers/designer';

const API = '/chis_web/api/admin';

describe.each(dialects())('designed screens (%s)', (dialect) => {
  const app = useAdminApp(dialect);
  const db = () => app.appDb.db;
  const count = async (table: string) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db())).rows[0].n);

  it('grants a delegated designer the new screen’s rules, refuses one without the rule, and serves the design on a second app', async () => {
    const { t, token } = app;
    const designer = await adminWithRules(t, token, 'designer', ['crud-log/index', 'crud-log/preview', 'crud-log/apply', 'user/select']);
    const blind = await adminWithRules(t, token, 'blind designer', ['crud-log/index', 'crud-log/preview', 'crud-log/apply']);
    const previewer = await adminWithRules(t, token, 'previewer', ['crud-log/index', 'crud-log/preview']);
    const design = designOf('competitor_note', [text('subject'), { ...text('member'), type: 'integer', length: undefined, remote: { screen: 'user', label: 'username' }, list: { operator: 'eq' }, form: { widget: 'remote-select' } }]);

    const refused = await designerCall(t, previewer.token, 'apply', { design });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Permission crud-log/apply is required');
    expect((await designerCall(t, designer.token, 'preview', { design })).statusCode).toBe(200);
    // A remote field shows the other screen's labels: only onto a screen whose options the designer may read.
    const blinded = await designerCall(t, blind.token, 'apply', { design });
    expect(blinded.statusCode).toBe(400);
    expect(blinded.json().content.problems).toEqual(['/fields/1/remote/screen: you may not read the options of screen user (user/select), so a field cannot point at it']);

    // A second app over the same database, already serving before the design exists.
    const other = await createTestApp(dialect, null, { dataDir: t.config.dataDir, databaseSchema: t.config.databaseSchema });
    try {
      const otherToken = await adminLogin(other);
      expect((await other.request({ method: 'GET', url: `${API}/competitor-note`, token: otherToken })).statusCode).toBe(404);

      const done = await applied(t, designer.token, design);
      expect(done.screen).toBe('competitor-note');
      // The designer's own group now holds the screen's rules: its menu and the screen answer them.
      const index = (await t.request({ method: 'GET', url: `${API}/index`, token: designer.token })).json().content;
      expect(index.rules).toEqual(expect.arrayContaining(['competitor-note', 'competitor-note/index', 'competitor-note/add', 'competitor-note/edit', 'competitor-note/del']));
      const added = await t.request({ method: 'POST', url: `${API}/competitor-note`, token: designer.token, payload: { subject: 'price cut', member: 1 } });
      expect(added.statusCode, added.body).toBe(200);
      // The one without the designer's rule did not get them.
      expect((await t.request({ method: 'GET', url: `${API}/competitor-note`, token: previewer.token })).statusCode).toBe(403);

      const served = await other.request({ method: 'GET', url: `${API}/competitor-note`, token: otherToken });
      expect(served.statusCode, served.body).toBe(200);
      expect(served.json().content.list).toEqual([expect.objectContaining({ subject: 'price cut', member: 1 })]);
      expect(other.app.adminRegistry.storedProblems).toEqual([]);
    } finally {
      await other.app.close();
    }
  });

  it('removes a screen keeping its table and rows, lists it so, and restores it', async () => {
    const { t, token } = app;
    const rows = await count('ext_competitor_note');
    const record = (await db().selectFrom('crud_log').select('id').where('screen_id', '=', 'competitor-note').where('status', '=', 'success').executeTakeFirstOrThrow()).id;
    const removed = await designerCall(t, token, 'removeScreen', { id: record });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/competitor-note`, token })).statusCode).toBe(404);
    expect(await count('ext_competitor_note')).toBe(rows);
    expect(await db().selectFrom('admin_rule').select('name').where('name', 'like', 'competitor-note%').execute()).toEqual([]);
    const list = (await t.request({ method: 'GET', url: `${DESIGNER}?quickSearch=competitor`, token })).json().content.list as { status: string; id: number }[];
    expect(list[0]).toMatchObject({ status: 'delete', id: removed.json().content.record });
    expect((await t.request({ method: 'GET', url: `${DESIGNER}/tables`, token })).json().content).toContainEqual({ table: 'ext_competitor_note', screen: null, rows });

    // The design again from a record: the record returns the design it applied.
    const again = (await t.request({ method: 'GET', url: `${DESIGNER}/${record}`, token })).json().content;
    expect(again.document).toMatchObject({ table: 'competitor_note', id: 'competitor-note' });

    const restored = await designerCall(t, token, 'restoreScreen', { id: 'competitor-note' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().content).toMatchObject({ screen: 'competitor-note', operations: [] });
    const back = await t.request({ method: 'GET', url: `${API}/competitor-note`, token });
    expect(back.json().content.total).toBe(rows);
    expect((await designerCall(t, token, 'restoreScreen', { id: 'competitor-note' })).statusCode).toBe(400);
  });

  it('exports a design with its rows and imports it idempotently; a conflicting table is reported and kept', async () => {
    const { t, token } = app;
    const exported = await t.request({ method: 'POST', url: `${DESIGNER}/export`, token, payload: { screen: 'competitor-note', rows: true } });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toContain('competitor-note.design.json');
    const file = JSON.parse(exported.body);
    expect(file).toMatchObject({ format: 'chis-crud-design', version: 1, design: { id: 'competitor-note', table: 'competitor_note' } });
    expect(file.rules.map((r: { name: string }) => r.name)).toContain('competitor-note/index');
    expect(file.rows).toHaveLength(1);
    const importFile = (data: unknown) => t.request({ method: 'POST', url: `${DESIGNER}/import`, token, ...multipart('design.json', Buffer.from(JSON.stringify(data))) });

    // Here it is already: nothing changes.
    const same = await importFile(file);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().content).toMatchObject({ changed: false, operations: [] });

    // As on an instance without it: table, screen and rows arrive, and a second import changes nothing.
    await designerCall(t, token, 'removeScreen', { id: 'competitor-note' });
    await sql`DROP TABLE ext_competitor_note`.execute(db());
    const first = await importFile(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().content).toMatchObject({ changed: true });
    const second = await importFile(file);
    expect(second.json().content).toMatchObject({ changed: false });
    const list = (await t.request({ method: 'GET', url: `${API}/competitor-note`, token })).json().content;
    expect(list.list).toEqual([expect.objectContaining({ subject: 'price cut', member: 1 })]);

    await sql`CREATE TABLE ext_rival_note (id integer primary key, body text)`.execute(db());
    await sql`INSERT INTO ext_rival_note (id, body) VALUES (1, 'kept')`.execute(db());
    const conflict = await importFile({ ...file, design: { ...file.design, id: 'rival-note', table: 'rival_note' } });
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json().msg).toMatch(/^Table ext_rival_note already exists with other columns/);
    expect((await sql<{ body: string }>`SELECT body FROM ext_rival_note`.execute(db())).rows).toEqual([{ body: 'kept' }]);
    expect((await importFile({ format: 'other' })).statusCode).toBe(400);
  });

  it('serves the palette, the designed tables and a table’s columns in portable types', async () => {
    const { t, token } = app;
    const presets = (await t.request({ method: 'GET', url: `${DESIGNER}/presets`, token })).json().content;
    expect(presets).toEqual(JSON.parse(JSON.stringify(FIELD_PRESETS)));
    const columns = await t.request({ method: 'GET', url: `${DESIGNER}/columns?table=ext_competitor_note`, token });
    expect(columns.statusCode, columns.body).toBe(200);
    expect(columns.json().content.columns).toEqual([
      { key: 'id', type: 'integer', nullable: false, unique: false, primaryKey: true },
      { key: 'subject', type: 'string', length: 80, nullable: true, unique: false, primaryKey: false },
      { key: 'member', type: 'integer', nullable: true, unique: false, primaryKey: false },
    ]);
    expect(columns.json().content.design).toMatchObject({ id: 'competitor-note', table: 'competitor_note' });
    for (const table of ['admin_group', 'ext_nothing', 'ext_competitor_note__qs_x']) {
      const res = await t.request({ method: 'GET', url: `${DESIGNER}/columns?table=${table}`, token });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps a delegated designer to the screens and tables they reach', async () => {
    const { t, token } = app;
    const all = ['index', 'preview', 'apply', 'removeScreen', 'restoreScreen', 'export', 'import'].map((a) => `crud-log/${a}`);
    const delegated = await adminWithRules(t, token, 'reach designer', all);
    const pay = designOf('secret_pay', [text('person'), text('salary')]);
    await applied(t, token, pay);
    await sql`INSERT INTO ext_secret_pay (person, salary) VALUES ('a', '9000')`.execute(db());
    const problem = async (res: Promise<{ statusCode: number; json(): { msg: string; content: { problems?: string[] } | null } }>) => {
      const answer = await res;
      expect(answer.statusCode).toBe(400);
      return answer.json().content?.problems?.[0] ?? answer.json().msg;
    };
    const notHeld = 'without the view rule of screen secret-pay (secret-pay/index) you cannot change, remove or export it';
    expect(await problem(designerCall(t, delegated.token, 'apply', { design: designOf('secret_pay', [text('person')]), confirm: 'secret_pay' }))).toBe(`/id: ${notHeld}`);
    expect(await problem(designerCall(t, delegated.token, 'removeScreen', { id: 'secret-pay' }))).toBe(`id: ${notHeld}`);
    expect(await problem(t.request({ method: 'POST', url: `${DESIGNER}/export`, token: delegated.token, payload: { screen: 'secret-pay', rows: true } }))).toBe(`screen: ${notHeld}`);

    // Removed, its table keeps the rows: neither restoring someone else's design nor designing over the table hands them over.
    await designerCall(t, token, 'removeScreen', { id: 'secret-pay' });
    expect(await problem(designerCall(t, delegated.token, 'restoreScreen', { id: 'secret-pay' }))).toBe(
      'id: the last successful design of screen secret-pay was not yours; only its designer or a super administrator restores it',
    );
    expect(await problem(designerCall(t, delegated.token, 'apply', { design: { ...pay, id: 'my-pay' } }))).toBe(
      '/table: table ext_secret_pay holds rows but has no screen; only a super administrator designs a screen over it',
    );
    expect(await db().selectFrom('crud_schema').select('id').where('id', 'in', ['secret-pay', 'my-pay']).execute()).toEqual([]);

    // Their own screen they remove and restore.
    await applied(t, delegated.token, designOf('own_note', [text('subject')]));
    expect((await designerCall(t, delegated.token, 'removeScreen', { id: 'own-note' })).statusCode).toBe(200);
    expect((await designerCall(t, delegated.token, 'restoreScreen', { id: 'own-note' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/own-note`, token: delegated.token })).statusCode).toBe(200);
  });
});
