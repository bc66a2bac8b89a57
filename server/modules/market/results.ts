// The shapes of POST …/query (contracts §13). A block with a `series` dimension (stacked bars,
// multi-line trends, heat-maps) answers a matrix: rows = series members, columns = members of the
// block's dimension (or periods), cells = the block's first measure.
import type { MonthWindow, PeriodType } from '../../../src/shared/period';
import type { Values } from './metrics';

export interface KpiResult {
  kind: 'kpi';
  values: Values;
  newEntry: Record<string, boolean>;
  /**
   * With a selection (集团, 生产企业, 品牌, 商品名 picking rows), the chosen members' own figures:
   * the block's measures and their share, all against the same market (issue 26 item 2).
   */
  selection?: { values: Values; newEntry: Record<string, boolean> };
}

/** A row of a block: its key, a name or label, isNew (新进), and one number (or null) per measure. */
export interface FlatRow {
  key: string;
  isNew?: boolean;
  [field: string]: string | number | boolean | null | undefined;
}

export interface SeriesResult {
  kind: 'series';
  dimension: 'period';
  rows: (FlatRow & { label: string })[];
}

export type RankedRow = FlatRow & { name: string };

export interface RowsResult {
  kind: 'rows';
  dimension: string;
  rows: RankedRow[];
  other?: RankedRow;
  total: RankedRow;
}

export interface MatrixResult {
  kind: 'matrix';
  dimension: string;
  series: string;
  measure: string;
  rows: { key: string; name: string }[];
  columns: { key: string; name: string }[];
  cells: (number | null)[][];
}

export type BlockResult = KpiResult | SeriesResult | RowsResult | MatrixResult;

export interface QueryResult {
  dataAsOf: string;
  /** The first month with data (a period starting less than a year later has no comparison period). */
  firstMonth: string;
  period: {
    type: PeriodType;
    value: string;
    /** As the subscriber reads it, a partial year marked: '2026年（1–9月）'. */
    label: string;
    cur: MonthWindow;
    prev: MonthWindow;
    comparable: boolean;
    /** Why growth is empty: a partial year, or no data a year earlier. */
    noComparison: 'partialYear' | 'noHistory' | null;
  };
  /** The filter keys that defined the market and those that only picked rows (filters.ts), as applied. */
  base: { market: string[]; selection: string[] };
  /** The caller's licensed provinces when narrower than all of China (the figures cover these only), else null. */
  licensedProvinces: string[] | null;
  /** The page's channels the caller's plan licenses (names) when fewer than the page's: an omni-channel page sums these only; else null. */
  licensedChannels: string[] | null;
  /** The caller's plan's history span when shorter than the data (nothing before `from` is read), else null. */
  historySpan: { months: number; from: string } | null;
  blocks: Record<string, BlockResult>;
}
