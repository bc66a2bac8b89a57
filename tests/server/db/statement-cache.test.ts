import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../server/db/statement-cache';

// The app database's SQLite statements are prepared once per text and reused (server/db/connect.ts).

let database: BetterSqlite3.Database;
let db: Kysely<{ item: { id: number; name: string } }>;
let prepare: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  database = new BetterSqlite3(':memory:');
  prepare = vi.spyOn(database, 'prepare');
  db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(database, 3) }) });
  await sql`create table item (id integer primary key, name text)`.execute(db);
  await db.insertInto('item').values([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]).execute();
  prepare.mockClear();
});
afterEach(async () => {
  await db.destroy();
});

const byId = (id: number) => db.selectFrom('item').select('name').where('id', '=', id).executeTakeFirst();

describe('the SQLite statement cache', () => {
  it('prepares a query text once, whatever its parameters', async () => {
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('runs a cached statement against the table as it is after a schema change', async () => {
    const all = () => sql<Record<string, unknown>>`select * from item where id = ${1}`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table item add column note text default 'new'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a', note: 'new' }]);
  });

  it('gives a statement still being iterated a fresh twin instead of itself', async () => {
    const cached = withStatementCache(database);
    const text = 'select name from item order by id';
    const first = cached.prepare(text);
    const rows = first.iterate([]);
    rows.next();
    const second = cached.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    rows.return?.();
    expect(cached.prepare(text)).toBe(first);
  });

  it('keeps the three most recently used texts (the size it was given)', async () => {
    const run = (text: string) => sql.raw(text).execute(db);
    for (const text of ['select 1 as a', 'select 1 as b', 'select 1 as a', 'select 1 as c', 'select 1 as d']) await run(text);
    prepare.mockClear();
    // a was used after b, so b went first when d came in.
    await run('select 1 as a');
    expect(prepare).not.toHaveBeenCalled();
    await run('select 1 as b');
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
