// Ledger rows written straight into the app database for member-API tests (the admin's adjust action
// is the product's only writer; these tests only read). The row carries what every ledger row holds.
import type { Kysely } from 'kysely';
import type { TestApp } from '../helpers/app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the ledger tables as the test writes them
export type AnyDb = Kysely<any>;

export function memberDb(t: TestApp): AnyDb {
  return t.app.adminRegistry.context.db as unknown as AnyDb;
}

let made = 0;

/** Appends a row (before + change = after) to `table` for the member; returns its id. */
export async function addLedgerRow(db: AnyDb, table: 'user_money_log' | 'user_score_log', row: { userId: number; change: number; before: number; createdAt: number }): Promise<number> {
  const inserted = await db
    .insertInto(table)
    .values({
      user_id: row.userId,
      change: row.change,
      before: row.before,
      after: row.before + row.change,
      remark: 'test',
      idempotency_key: `member-test-${++made}`,
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}
