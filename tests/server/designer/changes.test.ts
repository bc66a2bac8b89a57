// Changing a designed table (issue 24 item 3): a rename is a real RENAME COLUMN that keeps every
// value; a retype whose values would not convert is refused naming the rows, and nothing changes;
// a convertible retype needs the table name typed and converts the values; a failure injected in
// the middle of a change leaves table, screen, rules and version as they were, and its record
// says why; the same changeset applied twice is a no-op.
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readTableShape } from '../../../server/db/ddl/table-shape';
import type { Database } from '../../../server/db/schema';
import { applyDesign } from '../../../server/modules/admin/designer/apply';
import { dialects } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';
import { applied, designerCall, designOf, text } from '../helpers/designer';

const API = '/chis_web/api/admin';
const ROWS = 10_000;

/** The same database, failing the first statement that writes into `table` (a fault in the middle of a change). */
function failingOnWrite(db: Kysely<Database>, table: string): Kysely<Database> {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'InsertQueryNode' && JSON.stringify(node).includes(`"${table}"`)) throw new Error(`injected failure writing ${table}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return db.withPlugin(plugin);
}

describe.each(dialects())('changing a designed table (%s)', (dialect) => {
  const app = useAdminApp(dialect);
  const db = () => app.appDb.db;
  const version = async () => (await db().selectFrom('registry_version').select('version').executeTakeFirstOrThrow()).version;
  const values = async (column: string) =>
    (await sql<{ v: unknown }>`SELECT ${sql.ref(column)} AS v FROM ext_change_note ORDER BY id`.execute(db())).rows.map((r) => r.v);

  const base = [text('subject', { nullable: false, default: '', list: { operator: 'contains', sortable: true } }), text('code'), text('amount')];

  it('renames a column holding 10,000 values and keeps every one, and the same changeset twice is a no-op', async () => {
    const { t, token } = app;
    await applied(t, token, designOf('change_note', base, { quickSearch: ['subject'] }));
    await sql`INSERT INTO ext_change_note (subject, code, amount) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS}) SELECT 'subject ' || i, 'c' || i, '' || (i * 3) FROM n`.execute(db());
    const before = await values('subject');
    expect(before).toHaveLength(ROWS);

    const renamed = designOf('change_note', [{ ...base[0], key: 'title', design: { renamedFrom: 'subject' } }, base[1], base[2]], { quickSearch: ['title'] });
    const preview = (await designerCall(t, token, 'preview', { design: renamed })).json().content;
    expect(preview.operations).toEqual([expect.objectContaining({ op: 'rename', field: 'title', from: 'subject', to: 'title', destructive: false })]);
    expect(preview.operations[0].impact).toMatchObject({ rows: ROWS, unconvertible: 0 });
    expect(preview.operations[0].impact.indexes).toContain('ext_change_note_subject');
    const done = await applied(t, token, renamed);
    expect(done.operations.map((o) => o.op)).toEqual(['rename']);
    expect(await values('title')).toEqual(before);
    const shape = await readTableShape(db(), dialect, 'ext_change_note');
    expect(shape?.columns.map((c) => c.name)).toEqual(['id', 'title', 'code', 'amount']);
    // The index of the sortable field moved with it; quick search finds the renamed column's values.
    expect(shape?.indexes.map((i) => i.name)).toContain('ext_change_note_title');
    const found = await t.request({ method: 'GET', url: `${API}/change-note?quickSearch=subject%20777`, token });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().content.list.map((r: { title: string }) => r.title)).toContain('subject 777');

    const at = await version();
    const again = await applied(t, token, renamed);
    expect(again).toMatchObject({ changed: false, operations: [] });
    expect(await version()).toBe(at);
    expect(await values('title')).toEqual(before);
  });

  it('refuses a retype whose values do not convert, naming the rows, and converts one whose values do', async () => {
    const { t, token } = app;
    const current = [{ ...base[0], key: 'title' }, base[1], base[2]];
    await db().updateTable('ext_change_note' as never).set({ amount: 'n/a' } as never).where('id' as never, 'in', [5, 9] as never).execute();
    const shapeBefore = await readTableShape(db(), dialect, 'ext_change_note');
    const amountsBefore = await values('amount');

    const retyped = designOf('change_note', [current[0], current[1], { ...base[2], type: 'integer', length: undefined, nullable: true, list: { operator: 'eq' }, form: { widget: 'number' } }], { quickSearch: ['title'] });
    const preview = (await designerCall(t, token, 'preview', { design: retyped })).json().content;
    expect(preview.operations).toEqual([expect.objectContaining({ op: 'retype', field: 'amount', destructive: true })]);
    expect(preview.operations[0].impact).toMatchObject({ rows: ROWS, unconvertible: 2, examples: [5, 9] });
    expect(preview.blocked).toEqual(['/fields/2: 2 value(s) cannot become integer, null (rows 5, 9)']);
    const refused = await designerCall(t, token, 'apply', { design: retyped, confirm: 'change_note' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toBe('The design cannot be applied and nothing was changed: /fields/2: 2 value(s) cannot become integer, null (rows 5, 9)');
    expect(await readTableShape(db(), dialect, 'ext_change_note')).toEqual(shapeBefore);
    expect(await values('amount')).toEqual(amountsBefore);

    // Mended values convert; a destructive change still needs the table name typed.
    await db().updateTable('ext_change_note' as never).set({ amount: '0' } as never).where('id' as never, 'in', [5, 9] as never).execute();
    const unconfirmed = await designerCall(t, token, 'apply', { design: retyped });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().msg).toBe('confirm: this change drops or converts data; type the table name ext_change_note to confirm');
    await applied(t, token, retyped, 'ext_change_note');
    const amounts = await values('amount');
    expect(amounts.slice(0, 4).map(Number)).toEqual([3, 6, 9, 12]);
    expect(typeof amounts[0] === 'number' || typeof amounts[0] === 'bigint' || /^\d+$/.test(String(amounts[0]))).toBe(true);
    expect((await readTableShape(db(), dialect, 'ext_change_note'))?.columns.find((c) => c.name === 'amount')?.storage).toBe('integer');
    const row = await t.request({ method: 'GET', url: `${API}/change-note/3`, token });
    expect(row.json().content).toMatchObject({ id: 3, title: 'subject 3', amount: 9 });
    // Quick search still follows the table after the rebuild: old rows and a new one are found.
    const added = await t.request({ method: 'POST', url: `${API}/change-note`, token, payload: { title: 'fresh zebra', amount: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    for (const [text, title] of [['zebra', 'fresh zebra'], ['subject 4242', 'subject 4242']]) {
      const found = await t.request({ method: 'GET', url: `${API}/change-note?quickSearch=${encodeURIComponent(text)}`, token });
      expect(found.json().content.list.map((r: { title: string }) => r.title)).toContain(title);
    }
  });

  it('leaves table, screen, rules and version as they were when the change fails in the middle, and records the error', async () => {
    const { t } = app;
    const registry = t.app.adminRegistry;
    const shapeBefore = await readTableShape(db(), dialect, 'ext_change_note');
    const stored = await db().selectFrom('crud_schema').select('document').where('id', '=', 'change-note').executeTakeFirstOrThrow();
    const rules = await db().selectFrom('admin_rule').select(['id', 'name']).where('name', 'like', 'change-note%').orderBy('name').execute();
    const at = await version();
    const titles = await values('title');

    // Rename, drop and add in one change; the fault strikes when the screen is written, after the DDL ran.
    const design = designOf('change_note', [{ ...base[0], key: 'headline', design: { renamedFrom: 'title' } }, text('extra')], { quickSearch: ['headline'] });
    const context = { db: failingOnWrite(db(), 'crud_schema'), dialect, now: () => Date.now(), registry };
    const subject = { adminId: 1, isSuper: true, groupIds: [1], ruleIds: '*' as const, grants: '*' as const };
    await expect(applyDesign(context, { subject, design, confirm: 'change_note', locale: 'en' })).rejects.toThrow('injected failure writing crud_schema');

    expect(await readTableShape(db(), dialect, 'ext_change_note')).toEqual(shapeBefore);
    expect(await values('title')).toEqual(titles);
    expect(await db().selectFrom('crud_schema').select('document').where('id', '=', 'change-note').executeTakeFirstOrThrow()).toEqual(stored);
    expect(await db().selectFrom('admin_rule').select(['id', 'name']).where('name', 'like', 'change-note%').orderBy('name').execute()).toEqual(rules);
    expect(await version()).toBe(at);
    const record = await db().selectFrom('crud_log').select(['status', 'error']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'error', error: 'injected failure writing crud_schema' });
  });

  it('adds, drops, indexes and reorders in one previewed change, and refuses a unique constraint over duplicates', async () => {
    const { t, token } = app;
    const fields = [text('first'), text('second'), text('third')];
    await applied(t, token, designOf('shape_note', fields));
    await sql`INSERT INTO ext_shape_note (first, second, third) VALUES ('a', 'x', 'p'), ('b', 'x', 'q')`.execute(db());

    const next = designOf('shape_note', [{ ...fields[2], indexed: true }, fields[0], { ...text('fourth'), default: 'new', nullable: false }]);
    const preview = (await designerCall(t, token, 'preview', { design: next })).json().content;
    expect(preview.operations.map((o: { op: string; field?: string }) => `${o.op} ${o.field ?? ''}`.trim())).toEqual(['add fourth', 'index third', 'drop second', 'reorder']);
    expect(preview.operations.find((o: { op: string }) => o.op === 'drop')).toMatchObject({ destructive: true, impact: { rows: 2 } });
    expect(preview.operations.find((o: { op: string }) => o.op === 'reorder')).toMatchObject({ from: 'id, first, third', to: 'id, third, first' });
    expect(preview.destructive).toBe(true);
    expect((await designerCall(t, token, 'apply', { design: next, confirm: 'wrong' })).statusCode).toBe(400);
    await applied(t, token, next, 'shape_note');
    const shape = await readTableShape(db(), dialect, 'ext_shape_note');
    expect(shape?.columns.map((c) => c.name)).toEqual(['id', 'first', 'third', 'fourth']);
    expect(shape?.indexes.map((i) => i.name)).toContain('ext_shape_note_third');
    expect((await sql<{ first: string; third: string; fourth: string }>`SELECT first, third, fourth FROM ext_shape_note ORDER BY id`.execute(db())).rows).toEqual([
      { first: 'a', third: 'p', fourth: 'new' },
      { first: 'b', third: 'q', fourth: 'new' },
    ]);

    const unique = designOf('shape_note', [{ ...fields[2], indexed: true }, fields[0], { ...text('fourth'), default: 'new', nullable: false, unique: true }]);
    const refused = await designerCall(t, token, 'apply', { design: unique });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().content.problems).toEqual(['/fields/2: 1 value(s) cannot become string(80), not null, unique, default "new" (rows 2)']);

    // A column renamed away frees its name for a new field in the same change.
    const swapped = designOf('shape_note', [{ ...fields[2], indexed: true }, { ...fields[0], key: 'lead', design: { renamedFrom: 'first' } }, text('first'), { ...text('fourth'), default: 'new', nullable: false }]);
    const swap = await applied(t, token, swapped);
    expect(swap.operations.map((o) => `${o.op} ${o.field}`)).toEqual(['rename lead', 'add first']);
    expect((await sql<{ lead: string; first: string | null }>`SELECT lead, first FROM ext_shape_note ORDER BY id`.execute(db())).rows).toEqual([
      { lead: 'a', first: null },
      { lead: 'b', first: null },
    ]);
  });
});
