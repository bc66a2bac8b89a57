// Blocks with a `series` dimension: stacked bars (members × series), multi-line trends and
// heat-maps (series × periods; a seasonality heat-map × months). Cells hold the block's first
// measure; a share is taken within its column's market (every series member of the column). A
// selection (selection.ts) only decides which members are shown; the rest is summed into 其他.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import { addMonths, monthIndex, periodLabel, type Period } from '../../../src/shared/period';
import { runAggregate, windowOf } from './aggregate';
import type { QueryContext } from './context';
import { DIMENSIONS } from './dimensions';
import { comparisonWindows, specOf } from './query-spec';
import { measureValues, sumMembers, ZERO, type Member } from './metrics';
import { loadMonthly, periodComparison, periodMember, trendRange, type Monthly } from './monthly';
import type { MatrixResult } from './results';
import { OTHER_KEY } from './rows-block';
import { shownKeys } from './selection';
import { DEFAULT_TREND_PERIODS, trendOf } from './series-block';

const MAX_SERIES = 12;
/** Columns shown when the block sets no top N (a product axis can hold thousands). */
const MAX_COLUMNS = 20;
const OTHER_NAME = '其他';

type Grid = Map<string, Map<string, Member>>; // row key → column key → member

/** Keeps the biggest `limit` keys (of those shown) by their summed current amount, the rest summed into 其他. */
function topKeys(totals: Map<string, number>, limit: number, shown: Set<string> | null): { kept: string[]; rest: string[] } {
  const ordered = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  const kept = (shown ? ordered.filter((key) => shown.has(key)) : ordered).slice(0, limit);
  const keptKeys = new Set(kept);
  return { kept, rest: ordered.filter((key) => !keptKeys.has(key)) };
}

function totalsBy(grid: Grid, axis: 'row' | 'column'): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [row, columns] of grid) {
    for (const [column, member] of columns) {
      const key = axis === 'row' ? row : column;
      totals.set(key, (totals.get(key) ?? 0) + member.cur.amount);
    }
  }
  return totals;
}

async function named(ctx: QueryContext, dimension: string, keys: string[]): Promise<{ key: string; name: string }[]> {
  const names = await DIMENSIONS[dimension].names(ctx.warehouse, keys.filter((k) => k !== OTHER_KEY), ctx.cur.to, ctx.locale);
  return keys.map((key) => ({ key, name: key === OTHER_KEY ? OTHER_NAME : (names.get(key) ?? key) }));
}

function columnsOfPeriods(ctx: QueryContext, block: AnalysisBlock): { period: Period; preceding: Period | null }[] {
  if (block.chart !== 'heatmap') return trendOf(ctx, block.periods ?? DEFAULT_TREND_PERIODS);
  // Seasonality reads months: the N months ending with the period.
  const count = block.periods ?? DEFAULT_TREND_PERIODS;
  const first = monthIndex(ctx.firstMonth);
  return Array.from({ length: count }, (_, i) => ({ period: { type: 'MONTH' as const, value: addMonths(ctx.cur.to, i - count + 1) }, preceding: null })).filter(
    ({ period }) => monthIndex(period.value) >= first,
  );
}

function gridFromMonthly(monthly: Monthly, columns: { period: Period; preceding: Period | null }[]): Grid {
  const grid: Grid = new Map();
  for (const [row, months] of monthly) {
    grid.set(row, new Map(columns.map(({ period, preceding }) => [period.value, periodMember(period.value, months, period, preceding)])));
  }
  return grid;
}

export async function matrixBlock(ctx: QueryContext, block: AnalysisBlock, dimension: string, series: string): Promise<MatrixResult> {
  const measure = block.measures[0];
  const byPeriod = dimension === 'period';

  let grid: Grid;
  let markets: Map<string, Member>;
  let columnKeys: string[];
  let comparisonOf: (column: string) => ReturnType<typeof periodComparison>;
  let periodLabels = new Map<string, string>();
  if (byPeriod) {
    const columns = columnsOfPeriods(ctx, block);
    const range = columns.length > 0 ? trendRange(columns.map((c) => c.period)) : ctx.cur;
    grid = gridFromMonthly(await loadMonthly(ctx, series, range), columns);
    markets = new Map(columns.map(({ period }) => [period.value, sumMembers('total', [...grid.values()].map((row) => row.get(period.value)!))]));
    columnKeys = columns.map((c) => c.period.value);
    periodLabels = new Map(columns.map((c) => [c.period.value, periodLabel(c.period, ctx.locale, ctx.dataAsOf)]));
    const byKey = new Map(columns.map((c) => [c.period.value, c]));
    comparisonOf = (column) => periodComparison(ctx, byKey.get(column)!.period, byKey.get(column)!.preceding);
  } else {
    const rows = await runAggregate(ctx.warehouse, specOf(ctx, [DIMENSIONS[series].key, DIMENSIONS[dimension].key], ctx.conditions, comparisonWindows(ctx)));
    grid = new Map();
    for (const row of rows) {
      const member: Member = { key: row.keys[1], cur: windowOf(row, 'cur'), prev: windowOf(row, 'prev'), mom: windowOf(row, 'mom'), counts: {} };
      if (!grid.has(row.keys[0])) grid.set(row.keys[0], new Map());
      grid.get(row.keys[0])!.set(row.keys[1], member);
    }
    const columnTotals = totalsBy(grid, 'column');
    const { kept, rest } = topKeys(columnTotals, block.topN ?? MAX_COLUMNS, await shownKeys(ctx, dimension));
    columnKeys = rest.length > 0 ? [...kept, OTHER_KEY] : kept;
    for (const columns of grid.values()) {
      const others = rest.map((key) => columns.get(key)).filter((m): m is Member => m !== undefined);
      if (others.length > 0) columns.set(OTHER_KEY, sumMembers(OTHER_KEY, others));
    }
    markets = new Map(
      columnKeys.map((column) => [column, sumMembers(column, [...grid.values()].map((row) => row.get(column)).filter((m): m is Member => m !== undefined))]),
    );
    comparisonOf = () => ctx.comparison;
  }

  // Rows (series members): the biggest first; a heat-map or trend keeps top N, stacked bars a readable few.
  const rowLimit = byPeriod ? (block.topN ?? MAX_SERIES) : MAX_SERIES;
  const { kept: rowKept, rest: rowRest } = topKeys(totalsBy(grid, 'row'), rowLimit, await shownKeys(ctx, series));
  if (rowRest.length > 0) {
    grid.set(OTHER_KEY, new Map(columnKeys.map((column) => [column, sumMembers(column, rowRest.map((r) => grid.get(r)?.get(column)).filter((m): m is Member => m !== undefined))])));
  }
  const rowKeys = rowRest.length > 0 ? [...rowKept, OTHER_KEY] : rowKept;
  const cells = rowKeys.map((row) =>
    columnKeys.map((column) => {
      const member = grid.get(row)?.get(column) ?? { key: column, cur: ZERO, prev: ZERO, mom: ZERO, counts: {} };
      return measureValues(member, markets.get(column)!, [measure], comparisonOf(column)).values[measure];
    }),
  );
  return {
    kind: 'matrix',
    dimension,
    series,
    measure,
    rows: await named(ctx, series, rowKeys),
    columns: byPeriod ? columnKeys.map((key) => ({ key, name: periodLabels.get(key) ?? key })) : await named(ctx, dimension, columnKeys),
    cells,
  };
}
