// The SQLite reader threads that take the admin lists off the thread serving HTTP (issue 28 item 4):
// they answer what the app's own connection answers, see each write once it is committed, and refuse
// to write.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAppDb, type AppDb } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { sqliteReads } from '../../../server/db/sqlite-reads';

describe('SQLite reader threads', () => {
  let dir: string;
  let appDb: AppDb;
  let reads: Kysely<Database>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chis-sqlite-reads-'));
    appDb = await connectAppDb({ sqlitePath: join(dir, 'app.sqlite') });
    await migrateToLatest(appDb);
    reads = sqliteReads(join(dir, 'app.sqlite'));
  });
  afterAll(async () => {
    await reads.destroy();
    await appDb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const titles = (db: Kysely<Database>) =>
    db.selectFrom('admin_log').select(['title', 'status']).where('status', '>=', 200).orderBy('id').execute();

  it('answers a parameterised query as the app connection does, and sees a write once committed', async () => {
    expect(await titles(reads)).toEqual([]);
    const row = { admin_id: 1, username: 'admin', url: '/x', method: 'POST', data: '{}', ip: '127.0.0.1', useragent: 'test', created_at: 1 };
    await appDb.db.insertInto('admin_log').values([{ ...row, title: '登录', status: 200 }, { ...row, title: 'edit', status: 400 }]).execute();
    expect(await titles(reads)).toEqual(await titles(appDb.db));
    expect(await titles(reads)).toEqual([{ title: '登录', status: 200 }, { title: 'edit', status: 400 }]);
    const [counted] = await Promise.all([reads.selectFrom('admin_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), titles(reads)]);
    expect(counted.n).toBe(2);
  });

  it('refuses to write, in a statement or a transaction', async () => {
    await expect(reads.deleteFrom('admin_log').execute()).rejects.toThrow(/only read/);
    await expect(sql`DELETE FROM admin_log`.execute(reads)).rejects.toThrow(/only read/);
    await expect(reads.transaction().execute(async () => undefined)).rejects.toThrow(/only read/);
    expect(await appDb.db.selectFrom('admin_log').select('id').execute()).toHaveLength(2);
  });
});
