// Migration 0012 takes over the two ledger tables that the old log screens made at run time (money /
// score and memo columns, their indexes): rows already there are kept as ledger rows with a key of
// their own, and each member's balance starts as the sum of them, so balance = Σ ledger holds from
// the first request. A database that never had the tables gets them fresh.
import { afterEach, describe, expect, it } from 'vitest';
import { withAutoId } from '../../../server/db/auto-id';
import type { AppDb } from '../../../server/db/connect';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { checkLedger } from '../../../server/modules/ledger/consistency';
import { dialects } from '../helpers/app';
import { scratchDatabase } from '../helpers/scratch-database';

describe.each(dialects())('migration 0012: the ledger (%s)', (dialect) => {
  let cleanup: () => Promise<void>;
  afterEach(() => cleanup());

  /** A database migrated up to (not including) 0012. */
  async function databaseBefore(): Promise<AppDb> {
    const scratch = await scratchDatabase(dialect);
    cleanup = () => scratch.drop();
    await scratch.migrate(Object.fromEntries(Object.entries(migrations(scratch.db.dialect)).filter(([name]) => name < '0012')));
    return scratch.db;
  }

  it('keeps the rows of the old log tables and starts each balance at their sum', async () => {
    const appDb = await databaseBefore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as the old screens made them
    const db = appDb.db as any;
    for (const [table, amount] of [
      ['user_money_log', 'money'],
      ['user_score_log', 'score'],
    ]) {
      await withAutoId(db.schema.createTable(table), appDb.dialect, 'id')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn(amount, 'bigint', (c) => c.notNull())
        .addColumn('before', 'bigint', (c) => c.notNull())
        .addColumn('after', 'bigint', (c) => c.notNull())
        .addColumn('memo', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The indexes the run-time DDL gave them (indexed and sortable fields).
      for (const column of ['user_id', 'created_at', amount]) await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    }
    const member = async (username: string) =>
      (await db.insertInto('app_user').values({ username, password_hash: 'x', nickname: username, status: 'active', created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id as number;
    const rich = await member('rich');
    const none = await member('none');
    await db.insertInto('user_money_log').values([
      { user_id: rich, money: 500, before: 0, after: 500, memo: '充值', created_at: 10 },
      { user_id: rich, money: -200, before: 500, after: 300, memo: '消费', created_at: 20 },
    ]).execute();
    await db.insertInto('user_score_log').values({ user_id: rich, score: 7, before: 0, after: 7, memo: '签到', created_at: 30 }).execute();

    await migrateToLatest(appDb);

    const users = await appDb.db.selectFrom('app_user').select(['id', 'money', 'score']).where('id', 'in', [rich, none]).orderBy('id').execute();
    expect(users.map((u) => ({ ...u, money: Number(u.money), score: Number(u.score) }))).toEqual([
      { id: rich, money: 300, score: 7 },
      { id: none, money: 0, score: 0 },
    ]);
    const rows = await appDb.db.selectFrom('user_money_log').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.user_id, Number(r.change), Number(r.before), Number(r.after), r.remark, r.cause])).toEqual([
      [rich, 500, 0, 500, '充值', 'legacy'],
      [rich, -200, 500, 300, '消费', 'legacy'],
    ]);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(2);
    expect((await checkLedger(appDb)).consistent).toBe(true);
  });

  it('creates the ledger tables on a database that never had them', async () => {
    const appDb = await databaseBefore();
    await migrateToLatest(appDb);
    expect(await appDb.db.selectFrom('user_score_log').selectAll().execute()).toEqual([]);
    expect(await checkLedger(appDb)).toMatchObject({ consistent: true, rows: { money: 0, score: 0 } });
  });
});
