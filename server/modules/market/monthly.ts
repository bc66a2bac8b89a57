// Monthly sums over a range of months, optionally split by a dimension: the raw material of trends
// and heat-maps, which then add up the months of each period's windows.
import { addMonths, isPartialYear, monthIndex, periodWindow, previousYearWindow, type MonthWindow, type Period } from '../../../src/shared/period';
import { runAggregate, windowOf } from './aggregate';
import type { QueryContext } from './context';
import { DIMENSIONS } from './dimensions';
import type { Condition } from './filters';
import { addAgg, ZERO, type Agg, type Comparison, type Member } from './metrics';
import { specOf } from './query-spec';
import type { Fragment } from './sql';

// The DATE itself (read back as 'YYYY-MM-DD'): formatting each row in SQL would cost more than the sums.
const MONTH_KEY: Fragment = { needs: [], sql: () => 'f.month', memory: 'month' };

/** series key ('total' without a dimension) → month → sums. */
export type Monthly = Map<string, Map<string, Agg>>;

export function loadMonthly(ctx: QueryContext, dimension: string | null, range: MonthWindow, conditions: Condition[] = ctx.conditions): Promise<Monthly> {
  if (conditions !== ctx.conditions) return readMonthly(ctx, dimension, range, conditions);
  // An omni-channel page's total trend is its channel trend summed: one read serves both blocks.
  if (dimension === null && ctx.page.factChannels.length > 1) return memoised(ctx, `monthly:total:${range.from}:${range.to}`, async () => sumSeries(await loadMonthly(ctx, 'channel', range)));
  return memoised(ctx, `monthly:${dimension ?? ''}:${range.from}:${range.to}`, () => readMonthly(ctx, dimension, range, conditions));
}

function memoised(ctx: QueryContext, key: string, load: () => Promise<Monthly>): Promise<Monthly> {
  let value = ctx.memo.get(key) as Promise<Monthly> | undefined;
  if (!value) ctx.memo.set(key, (value = load()));
  return value;
}

/** All series of a Monthly added up into one ('total'). */
function sumSeries(monthly: Monthly): Monthly {
  const total = new Map<string, Agg>();
  for (const months of monthly.values()) {
    for (const [month, agg] of months) total.set(month, addAgg(total.get(month) ?? ZERO, agg));
  }
  return new Map(total.size > 0 ? [['total', total]] : []);
}

async function readMonthly(ctx: QueryContext, dimension: string | null, range: MonthWindow, conditions: Condition[]): Promise<Monthly> {
  const groupBy = dimension ? [DIMENSIONS[dimension].key, MONTH_KEY] : [MONTH_KEY];
  const rows = await runAggregate(ctx.warehouse, specOf(ctx, groupBy, conditions, [{ name: 'm', ...range }]));
  const monthly: Monthly = new Map();
  for (const row of rows) {
    const series = dimension ? row.keys[0] : 'total';
    const month = row.keys.at(-1)!.slice(0, 7);
    if (!monthly.has(series)) monthly.set(series, new Map());
    monthly.get(series)!.set(month, windowOf(row, 'm'));
  }
  return monthly;
}

export function sumWindow(months: Map<string, Agg> | undefined, window: MonthWindow): Agg {
  let sum = ZERO;
  if (!months) return sum;
  for (let i = monthIndex(window.from); i <= monthIndex(window.to); i++) {
    const month = addMonths(window.from, i - monthIndex(window.from));
    const agg = months.get(month);
    if (agg) sum = addAgg(sum, agg);
  }
  return sum;
}

/** The months a trend of these periods reads: from the earliest comparison window to the last period. */
export function trendRange(periods: Period[]): MonthWindow {
  return { from: previousYearWindow(periods[0]).from, to: periodWindow(periods.at(-1)!).to };
}

/** A period of a trend as a member: its window, the year-earlier window and the preceding window. */
export function periodMember(key: string, months: Map<string, Agg> | undefined, period: Period, preceding: Period | null): Member {
  return {
    key,
    cur: sumWindow(months, periodWindow(period)),
    prev: sumWindow(months, previousYearWindow(period)),
    mom: preceding ? sumWindow(months, periodWindow(preceding)) : ZERO,
    counts: {},
  };
}

export function periodComparison(ctx: QueryContext, period: Period, preceding: Period | null): Comparison {
  const first = monthIndex(ctx.firstMonth);
  return {
    // A partial year is never compared with a full one, in a trend no more than on its own.
    prevAvailable: monthIndex(previousYearWindow(period).from) >= first && !isPartialYear(period, ctx.dataAsOf),
    momAvailable: preceding !== null && monthIndex(periodWindow(preceding).from) >= first,
  };
}
