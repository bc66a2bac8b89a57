// The number-unit switch of the market pages (spec §9: 千 1e3 … 十亿 1e9) and the formatting of
// the measures' kinds (money, count, percent, points, index) in both languages.

export const NUMBER_UNITS = [
  { id: 'ONE', factor: 1, label: { 'zh-cn': '', en: '' } },
  { id: 'THOUSAND', factor: 1e3, label: { 'zh-cn': '千', en: 'K' } },
  { id: 'TEN_THOUSAND', factor: 1e4, label: { 'zh-cn': '万', en: '×10K' } },
  { id: 'HUNDRED_THOUSAND', factor: 1e5, label: { 'zh-cn': '十万', en: '×100K' } },
  { id: 'MILLION', factor: 1e6, label: { 'zh-cn': '百万', en: 'M' } },
  { id: 'TEN_MILLION', factor: 1e7, label: { 'zh-cn': '千万', en: '×10M' } },
  { id: 'HUNDRED_MILLION', factor: 1e8, label: { 'zh-cn': '亿', en: '×100M' } },
  { id: 'BILLION', factor: 1e9, label: { 'zh-cn': '十亿', en: 'B' } },
] as const;

export type NumberUnitId = (typeof NUMBER_UNITS)[number]['id'];
export type NumberLocale = 'zh-cn' | 'en';

export function numberUnit(id: NumberUnitId): (typeof NUMBER_UNITS)[number] {
  return NUMBER_UNITS.find((unit) => unit.id === id)!;
}

/** The value expressed in the unit (12,345,678 in 万 → 1234.5678). */
export function inUnit(value: number, id: NumberUnitId): number {
  return value / numberUnit(id).factor;
}

/** The largest of 万 and 亿 that keeps the value at 1 or more (raw below 万): the default display. */
export function autoUnit(value: number): NumberUnitId {
  const size = Math.abs(value);
  if (size >= 1e8) return 'HUNDRED_MILLION';
  if (size >= 1e4) return 'TEN_THOUSAND';
  return 'ONE';
}

function grouped(value: number, digits: number, locale: NumberLocale): string {
  return value.toLocaleString(locale === 'zh-cn' ? 'zh-CN' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** '1,234.57万' / '1,234.57 ×10K'; an empty cell for null. */
export function formatInUnit(value: number | null, id: NumberUnitId, locale: NumberLocale, digits = 2): string {
  if (value === null || !Number.isFinite(value)) return '';
  const label = numberUnit(id).label[locale];
  const text = grouped(inUnit(value, id), id === 'ONE' ? 0 : digits, locale);
  if (!label) return text;
  return locale === 'zh-cn' ? `${text}${label}` : `${text} ${label}`;
}

/** A ratio as a percentage: 0.153 → '15.3%'. */
export function formatPercent(ratio: number | null, digits = 1): string {
  if (ratio === null || !Number.isFinite(ratio)) return '';
  return `${(ratio * 100).toFixed(digits)}%`;
}

/** A share change already in percentage points, signed: 2.5 → '+2.5pp' ('+2.5个百分点' in Chinese). */
export function formatPoints(points: number | null, locale: NumberLocale, digits = 1): string {
  if (points === null || !Number.isFinite(points)) return '';
  const sign = points > 0 ? '+' : '';
  return `${sign}${points.toFixed(digits)}${locale === 'zh-cn' ? '个百分点' : 'pp'}`;
}
