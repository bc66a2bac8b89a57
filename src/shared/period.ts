// Period maths of the market pages (contracts §13, domain notes §2.2), shared by the web and the
// server so both agree on every window. Months are 'YYYY-MM' strings; windows are inclusive.
// Growth always compares like with like: the same window one year earlier.

export const PERIOD_TYPES = ['MONTH', 'QUARTER', 'YEAR', 'YTD', 'MAT'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export interface Period {
  type: PeriodType;
  /** 'YYYY-MM' for MONTH, YTD and MAT (the last month); 'YYYYQn' for QUARTER; 'YYYY' for YEAR. */
  value: string;
}

export interface MonthWindow {
  from: string;
  to: string;
}

export type PeriodLocale = 'zh-cn' | 'en';

const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER_VALUE = /^(\d{4})Q([1-4])$/;
const YEAR_VALUE = /^(\d{4})$/;

/** Months since year 0: makes month arithmetic plain integer arithmetic. */
export function monthIndex(month: string): number {
  const match = MONTH_VALUE.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function monthOf(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function addMonths(month: string, count: number): string {
  return monthOf(monthIndex(month) + count);
}

/** Number of months in an inclusive window. */
export function windowLength(window: MonthWindow): number {
  return monthIndex(window.to) - monthIndex(window.from) + 1;
}

export function shiftWindow(window: MonthWindow, months: number): MonthWindow {
  return { from: addMonths(window.from, months), to: addMonths(window.to, months) };
}

export function isPeriodType(value: unknown): value is PeriodType {
  return typeof value === 'string' && (PERIOD_TYPES as readonly string[]).includes(value);
}

/** A valid period, or null when the value does not have its type's shape. */
export function parsePeriod(type: unknown, value: unknown): Period | null {
  if (!isPeriodType(type) || typeof value !== 'string') return null;
  const pattern = type === 'QUARTER' ? QUARTER_VALUE : type === 'YEAR' ? YEAR_VALUE : MONTH_VALUE;
  return pattern.test(value) ? { type, value } : null;
}

/** The months the period covers. */
export function periodWindow(period: Period): MonthWindow {
  switch (period.type) {
    case 'MONTH':
      return { from: period.value, to: period.value };
    case 'QUARTER': {
      const [, year, quarter] = QUARTER_VALUE.exec(period.value)!;
      const first = Number(year) * 12 + (Number(quarter) - 1) * 3;
      return { from: monthOf(first), to: monthOf(first + 2) };
    }
    case 'YEAR':
      return { from: `${period.value}-01`, to: `${period.value}-12` };
    case 'YTD':
      return { from: `${period.value.slice(0, 4)}-01`, to: period.value };
    case 'MAT':
      return { from: addMonths(period.value, -11), to: period.value };
  }
}

/** The like-for-like comparison window: the same months one year earlier (MAT: the 12 months before). */
export function previousYearWindow(period: Period): MonthWindow {
  return shiftWindow(periodWindow(period), -12);
}

/** The period of the same type immediately before this one (a trend's previous point). */
export function precedingPeriod(period: Period): Period {
  switch (period.type) {
    case 'MONTH':
    case 'MAT':
      // Rolling MATs move one month at a time (12 rolling MATs = a year of them).
      return { type: period.type, value: addMonths(period.value, -1) };
    case 'QUARTER': {
      const from = monthIndex(periodWindow(period).from) - 3;
      return { type: 'QUARTER', value: `${Math.floor(from / 12)}Q${(from % 12) / 3 + 1}` };
    }
    case 'YEAR':
      return { type: 'YEAR', value: String(Number(period.value) - 1) };
    case 'YTD':
      // YTD of the same month in the year before: a YTD trend compares year with year.
      return { type: 'YTD', value: addMonths(period.value, -12) };
  }
}

/** `count` consecutive periods ending with `period`, oldest first. */
export function trendPeriods(period: Period, count: number): Period[] {
  const periods = [period];
  while (periods.length < count) periods.unshift(precedingPeriod(periods[0]));
  return periods;
}

/** Period-on-period (环比) comparison window: MONTH and QUARTER only, null otherwise. */
export function momWindow(period: Period): MonthWindow | null {
  if (period.type !== 'MONTH' && period.type !== 'QUARTER') return null;
  return periodWindow(precedingPeriod(period));
}

/** A YEAR whose December is later than the data: not comparable with full years. */
export function isPartialYear(period: Period, dataAsOf: string): boolean {
  return period.type === 'YEAR' && monthIndex(periodWindow(period).to) > monthIndex(dataAsOf);
}

/** The period of a type that ends with the latest data (a QUARTER or YEAR must be complete). */
export function latestPeriod(type: PeriodType, dataAsOf: string): Period {
  const last = monthIndex(dataAsOf);
  switch (type) {
    case 'QUARTER': {
      const end = last - ((last % 12) + 1) % 3; // step back to the last month of a complete quarter
      return { type, value: `${Math.floor(end / 12)}Q${Math.floor((end % 12) / 3) + 1}` };
    }
    case 'YEAR': {
      const year = Math.floor(last / 12);
      return { type, value: String(last % 12 === 11 ? year : year - 1) };
    }
    default:
      return { type, value: dataAsOf };
  }
}

/**
 * The periods of a type whose window lies within the data (`firstMonth` … `dataAsOf`), newest
 * first. The current, partial year is listed too (flagged not comparable when chosen).
 */
export function availablePeriods(type: PeriodType, firstMonth: string, dataAsOf: string): Period[] {
  const first = monthIndex(firstMonth);
  const list: Period[] = [];
  let period: Period = type === 'YEAR' ? { type, value: dataAsOf.slice(0, 4) } : latestPeriod(type, dataAsOf);
  for (;;) {
    if (monthIndex(periodWindow(period).from) < first) return list;
    list.push(period);
    period = type === 'YTD' ? { type, value: addMonths(period.value, -1) } : precedingPeriod(period);
  }
}

/** The label a subscriber reads: 'MAT 2026M09', '2026Q3', '2026年9月' / 'Sep 2026'. */
export function formatPeriod(period: Period, locale: PeriodLocale): string {
  const year = period.value.slice(0, 4);
  switch (period.type) {
    case 'MONTH': {
      const month = Number(period.value.slice(5, 7));
      return locale === 'zh-cn' ? `${year}年${month}月` : `${MONTH_NAMES[month - 1]} ${year}`;
    }
    case 'QUARTER':
      return locale === 'zh-cn' ? `${year}年第${period.value.slice(5)}季度` : period.value;
    case 'YEAR':
      return locale === 'zh-cn' ? `${year}年` : year;
    case 'YTD':
      return `YTD ${year}M${period.value.slice(5, 7)}`;
    case 'MAT':
      return `MAT ${year}M${period.value.slice(5, 7)}`;
  }
}

/**
 * The label with a partial year marked by the months it holds — '2026年（1–9月）' / '2026 (Jan–Sep)' —
 * so a year of 9 months never reads as a full one next to full years (issue 12).
 */
export function periodLabel(period: Period, locale: PeriodLocale, dataAsOf: string): string {
  if (!isPartialYear(period, dataAsOf) || dataAsOf.slice(0, 4) !== period.value) return formatPeriod(period, locale);
  const last = Number(dataAsOf.slice(5, 7));
  return locale === 'zh-cn' ? `${period.value}年（1–${last}月）` : `${period.value} (Jan–${MONTH_NAMES[last - 1]})`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
