// One change of a member's balance (cents) or points (issue 23 item 4): in ONE transaction that
// first locks the member's row, the change is checked against the balance (never below zero),
// written as an append-only ledger row (before, change, after) and as the member's new balance, so
// the balance is always the sum of its ledger and each row's `before` is the previous row's `after`.
// The lock: on PostgreSQL `SELECT … FOR UPDATE`; on SQLite the transaction's first statement is a
// write of the member's row, which takes the database's write lock before anything is read.
// The idempotency key makes a retry safe: a key already in the ledger answers its first result and
// writes nothing; the same key for a different change is refused.
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fieldError } from '../admin/resource/values';

export type LedgerField = 'money' | 'score';

/** The ledger table of each balance column. */
export const LEDGER_TABLES = { money: 'user_money_log', score: 'user_score_log' } as const satisfies Record<LedgerField, keyof Database>;

export interface Adjustment {
  userId: number;
  field: LedgerField;
  /** Signed; cents for money. */
  change: number;
  remark: string;
  idempotencyKey: string;
  /** `admin` for an administrator's adjustment. */
  cause: string;
  adminId: number | null;
}

export interface AdjustResult {
  id: number;
  field: LedgerField;
  change: number;
  before: number;
  after: number;
  /** The ledger row. */
  logId: number;
  /** True when the key had been used: nothing was written this time. */
  replayed: boolean;
}

type Trx = Transaction<Database>;

async function lockedBalance(ctx: AppContext, trx: Trx, userId: number, field: LedgerField): Promise<number | null> {
  const row =
    ctx.dialect === 'postgres'
      ? await trx.selectFrom('app_user').select(field).where('id', '=', userId).forUpdate().executeTakeFirst()
      : await trx
          .updateTable('app_user')
          .set({ [field]: sql.ref(field) })
          .where('id', '=', userId)
          .returning(field)
          .executeTakeFirst();
  return row ? Number((row as Record<string, unknown>)[field]) : null;
}

/** The first result of a key, or null when the key is new; a key used for another change is a 409. */
async function replay(db: Pick<Trx, 'selectFrom'>, a: Adjustment): Promise<AdjustResult | null> {
  const row = await db.selectFrom(LEDGER_TABLES[a.field]).selectAll().where('idempotency_key', '=', a.idempotencyKey).executeTakeFirst();
  if (!row) return null;
  if (row.user_id !== a.userId || Number(row.change) !== a.change) throw new AppError(409, 'ledger.keyReused');
  return { id: row.user_id, field: a.field, change: Number(row.change), before: Number(row.before), after: Number(row.after), logId: row.id, replayed: true };
}

export async function adjustBalance(ctx: AppContext, a: Adjustment): Promise<AdjustResult> {
  const table = LEDGER_TABLES[a.field];
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await lockedBalance(ctx, trx, a.userId, a.field);
      if (before === null) throw new AppError(404, 'resource.notFound', null, { key: String(a.userId) });
      const earlier = await replay(trx, a);
      if (earlier) return earlier;
      const after = before + a.change;
      if (after < 0) throw fieldError('change', 'ledger.negative', { before });
      const { id } = await trx
        .insertInto(table)
        .values({
          user_id: a.userId,
          change: a.change,
          before,
          after,
          remark: a.remark,
          cause: a.cause,
          admin_id: a.adminId,
          idempotency_key: a.idempotencyKey,
          created_at: ctx.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('app_user')
        .set({ [a.field]: after })
        .where('id', '=', a.userId)
        .execute();
      return { id: a.userId, field: a.field, change: a.change, before, after, logId: id, replayed: false };
    });
  } catch (error) {
    // Two first uses of one key for different members raced past each other's lock: the unique key
    // refused the second, which now answers as a replay (or 409) like any later use.
    if (error instanceof AppError) throw error;
    const earlier = await replay(ctx.db, a);
    if (earlier) return earlier;
    throw error;
  }
}
