// What a chart is drawn from: the block's declaration (chart kind, measures) and the server's rows or
// matrix, already labelled in the user's language. The adapter turns this into an echarts option; no
// function ever comes from a schema.
import type { MeasureInfo, ValueFormat } from './measure-format';

export interface ChartRow {
  key: string;
  name: string;
  values: Record<string, number | null>;
  /** Growth is null because there was nothing a year earlier (shown 新进). */
  isNew?: boolean;
  /** Growth is null because the period has no comparison period (the first year of data, a partial year). */
  noComparison?: boolean;
  /** The 其他 row that makes Top-N totals agree with the other blocks. */
  other?: boolean;
}

/** The key the server gives the 其他 member of a Top-N (rows and matrix columns alike). */
export const OTHER_KEY = '__other__';

export interface ChartMember {
  key: string;
  name: string;
}

/** Series members (rows) × dimension members or periods (columns) of one measure: heat-map, stacked bars, multi-line. */
export interface ChartMatrix {
  rows: ChartMember[];
  columns: ChartMember[];
  cells: (number | null)[][];
}

export interface ChartTexts {
  newEntry: string;
  /** Said in a tooltip where growth is empty for want of a comparison period. */
  noComparison: string;
  cumulative: string;
  average: string;
  marketGrowth: string;
  seasonalIndex: string;
}

export interface ChartInput {
  chart: string;
  measures: MeasureInfo[];
  rows: ChartRow[];
  matrix?: ChartMatrix;
  /** Columns are periods: a heat-map colours each row by its seasonal index (value / row average). */
  seasonal?: boolean;
  /** The category axis is time (labels may skip: the sequence is obvious) rather than members (every name shown). */
  periodAxis?: boolean;
  /** About how wide the plot is in pixels (from the block's span); decides whether member names rotate. */
  widthHint?: number;
  /** The market's own growth: where the bubble chart's vertical quadrant line goes. */
  marketGrowth?: number | null;
  format: ValueFormat;
  texts: ChartTexts;
}
