// The members' balance and points ledger (issue 23 item 4). A member carries `money` (integer cents)
// and `score`, and every change of either is an append-only row of user_money_log / user_score_log
// (before, change, after, a required remark, the cause, the administrator, a unique idempotency key),
// so the balance always equals the sum of its ledger (`npm run ledger:check`). The two log tables
// used to be made at run time from their screens (money/memo columns, and no balance to go with
// them); they become this migration's: rows already there are kept (their change and remark carried
// over, a key of their own) and each member's balance starts as the sum of those rows.
// The member screen's missing profile columns come along: avatar, gender (male 0 / female 1),
// birthday, signature.
import { sql, type Kysely, type Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

/** Each ledger table and the app_user column it sums into. */
const LEDGERS = [
  { table: 'user_money_log', balance: 'money', legacyChange: 'money' },
  { table: 'user_score_log', balance: 'score', legacyChange: 'score' },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
type Db = Kysely<any>;

async function columnsOf(db: Db, dialect: Dialect, table: string): Promise<Set<string>> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

async function createLedger(db: Db, dialect: Dialect, table: string): Promise<void> {
  await withAutoId(db.schema.createTable(table), dialect, 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('change', 'bigint', (c) => c.notNull())
    .addColumn('before', 'bigint', (c) => c.notNull())
    .addColumn('after', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(255)', (c) => c.notNull())
    .addColumn('cause', 'varchar(40)', (c) => c.notNull().defaultTo('admin'))
    // The administrator's id as history (no foreign key: an administrator's departure keeps the ledger).
    .addColumn('admin_id', 'integer')
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** After the old table is gone (its index names go with it). */
async function indexLedger(db: Db, table: string): Promise<void> {
  // A member's rows by time: the ledger screens filter by member and sort by time.
  await db.schema.createIndex(`${table}_user_time`).on(table).columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
}

export function ledgerMigration(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('app_user').addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('app_user').addColumn('score', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('app_user').addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('app_user').addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('app_user').addColumn('birthday', 'varchar(10)').execute();
      await db.schema.alterTable('app_user').addColumn('signature', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();

      for (const { table, balance, legacyChange } of LEDGERS) {
        const legacy = await columnsOf(db, dialect, table);
        if (legacy.size > 0) await db.schema.alterTable(table).renameTo(`${table}_legacy`).execute();
        await createLedger(db, dialect, table);
        if (legacy.size === 0) {
          await indexLedger(db, table);
          continue;
        }
        const old = (await db.selectFrom(`${table}_legacy`).selectAll().orderBy('id').execute()) as Record<string, unknown>[];
        for (const row of old) {
          await db
            .insertInto(table)
            .values({
              user_id: row.user_id,
              change: Number(row[legacyChange] ?? 0),
              before: Number(row.before ?? 0),
              after: Number(row.after ?? 0),
              remark: String(row.memo ?? ''),
              cause: 'legacy',
              idempotency_key: `legacy:${String(row.id)}`,
              created_at: Number(row.created_at ?? 0),
            })
            .execute();
        }
        await db.schema.dropTable(`${table}_legacy`).execute();
        await indexLedger(db, table);
        // The balance starts as the sum of the rows kept, so balance = Σ ledger holds from here on.
        const sum = db.selectFrom(table).select((eb) => eb.fn.coalesce(eb.fn.sum('change'), sql.lit(0)).as('s')).whereRef(`${table}.user_id`, '=', 'app_user.id');
        await db.updateTable('app_user').set({ [balance]: sum }).execute();
      }
    },
  };
}
