// Trend blocks (dimension period, no series): N consecutive periods of the chosen type, each with
// its own like-for-like comparison. Periods that start before the data are left out.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import { monthIndex, periodLabel, periodWindow, trendPeriods, type Period } from '../../../src/shared/period';
import type { QueryContext } from './context';
import { measureValues } from './metrics';
import { loadMonthly, periodComparison, periodMember, trendRange } from './monthly';
import type { SeriesResult } from './results';

export const DEFAULT_TREND_PERIODS = 12;

/** The trend's periods inside the data, oldest first, each with the period before it (for 环比). */
export function trendOf(ctx: QueryContext, count: number): { period: Period; preceding: Period | null }[] {
  const all = trendPeriods(ctx.period, count + 1);
  const first = monthIndex(ctx.firstMonth);
  const withMom = ctx.period.type === 'MONTH' || ctx.period.type === 'QUARTER';
  return all
    .slice(1)
    .map((period, i) => ({ period, preceding: withMom ? all[i] : null }))
    .filter(({ period }) => monthIndex(periodWindow(period).from) >= first);
}

export async function seriesBlock(ctx: QueryContext, block: AnalysisBlock): Promise<SeriesResult> {
  const trend = trendOf(ctx, block.periods ?? DEFAULT_TREND_PERIODS);
  if (trend.length === 0) return { kind: 'series', dimension: 'period', rows: [] };
  const monthly = await loadMonthly(ctx, null, trendRange([trend[0].preceding ?? trend[0].period, ...trend.map((t) => t.period)]));
  const months = monthly.get('total');
  return {
    kind: 'series',
    dimension: 'period',
    rows: trend.map(({ period, preceding }) => {
      const member = periodMember(period.value, months, period, preceding);
      const comparison = periodComparison(ctx, period, preceding);
      const { values, isNew } = measureValues(member, member, block.measures, comparison);
      // A point before the second year of data (or a partial year) says why its growth is empty.
      const noComparison = !comparison.prevAvailable;
      return { key: period.value, label: periodLabel(period, ctx.locale, ctx.dataAsOf), ...values, ...(isNew ? { isNew } : {}), ...(noComparison ? { noComparison } : {}) };
    }),
  };
}
