// Issue 27 item 2: quick search over large crud tables reads a trigram index (SQLite FTS5 with the
// trigram tokenizer, PostgreSQL pg_trgm) made by the writer with the table and kept in sync on
// every write, for searches of 3+ characters; shorter ones stay LIKE. Whatever the path, the rows
// found are exactly those LIKE (SQLite) / ILIKE (PostgreSQL) finds, in CJK and ASCII text.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

const API = '/chis_web/api/admin';
const SEARCHES = ['北京市朝阳', '朝阳区', '阳区', 'ALIce', 'lice', 'li', 'Bob_7', 'b_7', '100%', '0%', 'say "hi"', '/ad', '張三', 'zzz-none'];

describe.each(dialects())('quick search through the trigram index (%s)', (dialect) => {
  const a = useAdminApp(dialect);
  const ADMIN = 700;

  /** admin_log rows whose quick-search columns (title, username, url) mix CJK, ASCII, %, _ and quotes. */
  const seed = async () => {
    const now = a.t.clock.now;
    const places = ['北京市朝阳区', '上海市浦东新区', '广州市天河区', '張三豐'];
    const rows = Array.from({ length: 240 }, (_, i) => ({
      admin_id: ADMIN,
      username: i % 3 === 0 ? `Alice${i}` : i % 3 === 1 ? `bob_${i}` : `ALICE_${i}`,
      title: JSON.stringify({ 'zh-cn': `${places[i % 4]}订单`, en: i % 5 === 0 ? `say "hi" ${i}` : `order ${i}` }),
      url: i % 7 === 0 ? `/admin/${places[i % 4]}/${i}?rate=100%` : `/member/${i}`,
      method: 'GET',
      data: '{}',
      ip: '',
      useragent: '',
      status: 200,
      created_at: now - i,
    }));
    await a.appDb.db.insertInto('admin_log').values(rows).execute();
  };

  const apiIds = async (text: string) => {
    const url = `${API}/admin-log?window=all&limit=200&quickSearch=${encodeURIComponent(text)}&search=${encodeURIComponent(JSON.stringify([{ field: 'admin_id', operator: 'eq', value: ADMIN }]))}`;
    const res = await a.t.request({ method: 'GET', url, token: a.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content.list as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
  };

  /** The plain scan the index must agree with. */
  const likeIds = async (text: string) => {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = sql.raw(dialect === 'postgres' ? 'ILIKE' : 'LIKE');
    const rows = await sql<{ id: number }>`SELECT id FROM admin_log WHERE admin_id = ${ADMIN} AND (title ${like} ${pattern} ESCAPE '\\' OR username ${like} ${pattern} ESCAPE '\\' OR url ${like} ${pattern} ESCAPE '\\') ORDER BY id`.execute(a.appDb.db);
    return rows.rows.map((r) => Number(r.id));
  };

  it('is made with the table by the writer', async () => {
    if (dialect === 'sqlite') {
      const fts = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name GLOB 'admin_log__qs_*' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(a.appDb.db);
      expect(fts.rows).toHaveLength(1);
      expect(fts.rows[0].sql).toContain("tokenize='trigram'");
    } else {
      const found = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'admin_log' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`.execute(a.appDb.db);
      expect(found.rows.map((r) => r.indexname)).toEqual(['admin_log_title_trgm', 'admin_log_url_trgm', 'admin_log_username_trgm']);
    }
  });

  it('finds exactly the rows LIKE finds, CJK and ASCII, long and short searches', async () => {
    await seed();
    for (const text of SEARCHES) {
      const expected = await likeIds(text);
      expect(await apiIds(text), text).toEqual(expected);
    }
    expect((await likeIds('朝阳区')).length).toBeGreaterThan(0);
    expect((await likeIds('ALIce')).length).toBeGreaterThan(100);
  });

  it('stays in sync when rows are written, changed and deleted', async () => {
    const [row] = await a.appDb.db
      .insertInto('admin_log')
      .values({ admin_id: ADMIN, username: '独一无二的名字', title: '{"zh-cn":"x","en":"x"}', url: '/u', method: 'GET', data: '{}', ip: '', useragent: '', status: 200, created_at: a.t.clock.now })
      .returning('id')
      .execute();
    expect(await apiIds('一无二')).toEqual([row.id]);
    await a.appDb.db.updateTable('admin_log').set({ username: 'renamed-unique' }).where('id', '=', row.id).execute();
    expect(await apiIds('一无二')).toEqual([]);
    expect(await apiIds('med-uniq')).toEqual([row.id]);
    await a.appDb.db.deleteFrom('admin_log').where('id', '=', row.id).execute();
    expect(await apiIds('med-uniq')).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')('reads the index for 3+ characters and LIKE alone for fewer', async () => {
    const [row] = await a.appDb.db
      .insertInto('admin_log')
      .values({ admin_id: ADMIN, username: 'qxw', title: '{"zh-cn":"x","en":"x"}', url: '/u', method: 'GET', data: '{}', ip: '', useragent: '', status: 200, created_at: a.t.clock.now })
      .returning('id')
      .execute();
    const name = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'admin_log__qs_*' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(a.appDb.db)).rows[0].name;
    const fts = sql.table(name);
    // Take the row out of the index only: a search that reads the index no longer finds it.
    await sql`INSERT INTO ${fts}(${fts}, rowid, title, url, username) VALUES ('delete', ${row.id}, ${'{"zh-cn":"x","en":"x"}'}, ${'/u'}, ${'qxw'})`.execute(a.appDb.db);
    expect(await apiIds('qxw')).toEqual([]);
    expect(await apiIds('qx')).toEqual([row.id]);
    await sql`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`.execute(a.appDb.db);
    expect(await apiIds('qxw')).toEqual([row.id]);
  });
});
