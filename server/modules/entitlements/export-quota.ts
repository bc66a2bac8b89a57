// The monthly export quota (issue 23 item 2): rows are reserved BEFORE the work by one conditional
// update of the member's counter (compare-and-set on the month and the rows used), so parallel
// exports never overspend it; a lost race reads the counter again and retries. An export beyond
// the quota gets what remains (possibly 0), and the caller says so.
import { formatChinaTime } from '../auth/china-time';
import type { AppContext } from '../../context';

export interface Reservation {
  granted: number;
  /** The monthly limit, null = none. */
  limit: number | null;
}

/** The quota's month: YYYY-MM in China time. */
function quotaMonth(ctx: AppContext): string {
  return formatChinaTime(ctx.now()).slice(0, 7);
}

export async function reserveExportRows(ctx: AppContext, userId: number, limit: number | null, wanted: number): Promise<Reservation> {
  if (limit === null) return { granted: wanted, limit };
  const month = quotaMonth(ctx);
  for (;;) {
    const row = await ctx.db.selectFrom('app_user').select(['export_month', 'export_rows']).where('id', '=', userId).executeTakeFirstOrThrow();
    const used = row.export_month === month ? Number(row.export_rows) : 0;
    const granted = Math.max(0, Math.min(wanted, limit - used));
    if (granted === 0) return { granted, limit };
    const claimed = await ctx.db
      .updateTable('app_user')
      .set({ export_month: month, export_rows: used + granted })
      .where('id', '=', userId)
      .where((eb) => (row.export_month === null ? eb('export_month', 'is', null) : eb('export_month', '=', row.export_month)))
      .where('export_rows', '=', Number(row.export_rows))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { granted, limit };
  }
}

/** Gives back rows of a reservation whose export never started (refused after the reservation). */
export async function releaseExportRows(ctx: AppContext, userId: number, rows: number): Promise<void> {
  await ctx.db
    .updateTable('app_user')
    .set((eb) => ({ export_rows: eb('export_rows', '-', rows) }))
    .where('id', '=', userId)
    .where('export_month', '=', quotaMonth(ctx))
    .where('export_rows', '>=', rows)
    .execute();
}
