// How a measure's number is shown (registry/market.json `format`), in charts, KPI cards and tables
// alike. Money and volumes are divided by the chosen number unit (spec §9); prices, rates, counts and
// indices never are.
import { unitTitle, type MeasureFormat } from '../../../shared/market-measures';
import { formatNumber } from '../../../shared/number-format';

export type { MeasureFormat };
export type Locale = 'zh-cn' | 'en';

export interface MeasureInfo {
  id: string;
  label: string;
  format: MeasureFormat;
  /** Divided by the number unit (sales, increments, volumes). */
  scaled: boolean;
  /** A change against the same period a year earlier (growth, share or rank change, increment): coloured up/down. */
  change?: boolean;
}

export interface NumberUnit {
  id: string;
  divisor: number;
  label: string;
}

export interface ValueFormat {
  locale: Locale;
  unit: NumberUnit;
}

function fixed(value: number, locale: Locale, digits: number): string {
  // signDisplay 'negative': a change that rounds to zero reads 0.00, never -0.00.
  return formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' });
}

// Percentage points: "pp" in both languages (short enough for a table cell; usual in Chinese reports too).
const POINTS = 'pp';

/** The number alone (no unit): what axis labels and cells show; null is a dash. */
export function formatMeasure(value: number | null | undefined, measure: MeasureInfo, format: ValueFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const { locale } = format;
  switch (measure.format) {
    case 'percent':
      return `${fixed(value * 100, locale, 1)}%`;
    case 'points':
      // The server answers share changes already in points (0.28 = 0.28 percentage points).
      return `${Math.round(value * 100) > 0 ? '+' : ''}${fixed(value, locale, 2)}${POINTS}`;
    case 'index':
      return fixed(value, locale, 1);
    case 'integer':
      // Rank change: ↑ when the member moved up (positive), ↓ when it fell.
      if (measure.change && !measure.scaled) return value === 0 ? '0' : `${value > 0 ? '↑' : '↓'}${fixed(Math.abs(value), locale, 0)}`;
      return measure.scaled ? fixed(value / format.unit.divisor, locale, format.unit.divisor === 1 ? 0 : 2) : fixed(value, locale, 0);
    case 'money':
      return fixed(measure.scaled ? value / format.unit.divisor : value, locale, 2);
  }
}

/**
 * Where space is short (KPI cards, bar labels): money and volumes in the chosen unit without decimals
 * once they are large (38,399,998.72 → 38,399,999), everything else as formatMeasure.
 */
export function formatCompact(value: number | null | undefined, measure: MeasureInfo, format: ValueFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  if (measure.format !== 'money' && !(measure.format === 'integer' && measure.scaled)) return formatMeasure(value, measure, format);
  const shown = measure.scaled ? value / format.unit.divisor : value;
  const digits = Math.abs(shown) >= 1000 ? 0 : Math.abs(shown) >= 100 ? 1 : 2;
  return fixed(shown, format.locale, digits);
}

/** Up (> 0), down (< 0) or flat for change measures; null for the others. */
export function changeDirection(value: number | null | undefined, measure: MeasureInfo): 'up' | 'down' | 'flat' | null {
  if (!measure.change || value === null || value === undefined || !Number.isFinite(value)) return null;
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

/** The colours of rises and falls as Chinese market reports use them: red up, green down. */
export const CHANGE_COLORS = { up: '#cf222e', down: '#1a7f37', flat: '#6e7781' } as const;

/** Axis ticks: the same scale as the values, without decimals that only crowd the axis. */
export function formatTick(value: number, measure: MeasureInfo, format: ValueFormat): string {
  if (measure.format === 'percent') return `${fixed(value * 100, format.locale, tickDigits(value * 100))}%`;
  if (measure.format === 'points' || measure.format === 'index') return formatMeasure(value, measure, format);
  const shown = measure.scaled ? value / format.unit.divisor : value;
  return fixed(shown, format.locale, tickDigits(shown));
}

/** As few decimals as the tick needs (up to 2): 0.5 % steps must not print "-1%" twice. */
function tickDigits(value: number): number {
  for (let digits = 0; digits < 2; digits++) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return digits;
  }
  return 2;
}

/** "销售额（万元）" / "Sales (10k RMB)": the label with the unit the numbers are in. */
export function measureTitle(measure: MeasureInfo, format: ValueFormat): string {
  return unitTitle(measure.label, measure.format, measure.scaled ? format.unit.label : '', format.locale);
}
