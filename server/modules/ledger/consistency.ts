// Whether every member's balance and points equal the sum of their ledger (the ledger's invariant):
// read by `npm run ledger:check` and by the admin dashboard. One grouped query per ledger, compared
// with the members' columns in the database, so a check over many members stays one round trip each.
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { LEDGER_TABLES, type LedgerField } from './adjust';

export interface LedgerMismatch {
  userId: number;
  username: string;
  field: LedgerField;
  /** The member's column. */
  balance: number;
  /** The sum of the member's ledger rows. */
  ledger: number;
}

export interface LedgerReport {
  /** Σ of the members' columns: money in cents, score in points. */
  totals: Record<LedgerField, number>;
  /** Ledger rows of each kind. */
  rows: Record<LedgerField, number>;
  mismatches: LedgerMismatch[];
  consistent: boolean;
}

const FIELDS: LedgerField[] = ['money', 'score'];

async function checkField(ctx: Pick<AppContext, 'db'>, field: LedgerField) {
  const table = LEDGER_TABLES[field];
  const sums = ctx.db.selectFrom(table).select(['user_id', (eb) => eb.fn.sum<number>('change').as('total')]).groupBy('user_id').as('l');
  const [mismatches, totals] = await Promise.all([
    ctx.db
      .selectFrom('app_user')
      .leftJoin(sums, 'l.user_id', 'app_user.id')
      .select(['app_user.id', 'app_user.username', `app_user.${field}`, sql<number>`coalesce(l.total, 0)`.as('ledger')])
      .where(sql<boolean>`${sql.ref(`app_user.${field}`)} <> coalesce(l.total, 0)`)
      .orderBy('app_user.id')
      .execute(),
    ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then(async ({ n }) => ({
        rows: Number(n),
        total: Number((await ctx.db.selectFrom('app_user').select((eb) => eb.fn.sum<number>(field).as('s')).executeTakeFirstOrThrow()).s ?? 0),
      })),
  ]);
  return {
    ...totals,
    mismatches: mismatches.map((m) => ({ userId: m.id, username: m.username, field, balance: Number((m as Record<string, unknown>)[field]), ledger: Number(m.ledger) })),
  };
}

export async function checkLedger(ctx: Pick<AppContext, 'db'>): Promise<LedgerReport> {
  const [money, score] = await Promise.all(FIELDS.map((field) => checkField(ctx, field)));
  const mismatches = [...money.mismatches, ...score.mismatches];
  return {
    totals: { money: money.total, score: score.total },
    rows: { money: money.rows, score: score.rows },
    mismatches,
    consistent: mismatches.length === 0,
  };
}
