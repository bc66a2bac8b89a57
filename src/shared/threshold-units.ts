// The units of a filter set's number ranges (its key's `unit`, declared once in schemas/filters):
// the number is typed, kept in the URL, sent and described in the export in that unit, and only the
// server's comparison turns it into the measure's own unit — market sales are yuan and rates are
// ratios, so 500000 (万元) compares as 5,000,000,000 and 5 (%) as 0.05.
import type { FilterSetKey } from '../generated/schema-types';
import { formatNumber } from './number-format';

type Locale = 'zh-cn' | 'en';
export type ThresholdUnit = NonNullable<FilterSetKey['unit']>;

// A power of ten, applied by multiplying or dividing by an exact 10^n: 57 / 100 is the double 0.57,
// where 57 * 0.01 is 0.5700000000000001 and a boundary value would fall out of its own range.
const UNITS: Record<ThresholdUnit, { exponent: number; suffix: Record<Locale, string> }> = {
  'rmb-10k': { exponent: 4, suffix: { 'zh-cn': '万元', en: '10k RMB' } },
  percent: { exponent: -2, suffix: { 'zh-cn': '%', en: '%' } },
};

/** A typed number in the measure's own unit (yuan, ratio); a key without a unit compares as typed. */
export function toMeasureUnit(unit: ThresholdUnit | undefined, value: number): number {
  if (!unit) return value;
  const { exponent } = UNITS[unit];
  return exponent >= 0 ? value * 10 ** exponent : value / 10 ** -exponent;
}

/** What the input shows beside the typed number: "万元", "10k RMB", "%". */
export function unitSuffix(unit: ThresholdUnit | undefined, locale: Locale): string | undefined {
  return unit ? UNITS[unit].suffix[locale] : undefined;
}

/** "市场规模（万元）" / "Market size (10k RMB)": a filter's caption with its unit. */
export function labelWithUnit(label: string, unit: ThresholdUnit | undefined, locale: Locale): string {
  const suffix = unitSuffix(unit, locale);
  if (!suffix) return label;
  return locale === 'en' ? `${label} (${suffix})` : `${label}（${suffix}）`;
}

const plain = (value: number, locale: Locale) => formatNumber(value, locale, { maximumFractionDigits: 4 });

// A large sum of money read in the unit analysts say it in: 亿 in Chinese, million / billion in English.
function largeMoney(yuan: number, locale: Locale): string | null {
  if (locale === 'zh-cn') return Math.abs(yuan) >= 1e8 ? `${plain(yuan / 1e8, locale)}亿元` : null;
  if (Math.abs(yuan) >= 1e9) return `RMB ${plain(yuan / 1e9, locale)} billion`;
  return Math.abs(yuan) >= 1e6 ? `RMB ${plain(yuan / 1e6, locale)} million` : null;
}

/** One bound as typed, with its unit: "5%", "500,000万元（50亿元）", "500,000 × 10k RMB (RMB 5 billion)", "12". */
export function thresholdText(unit: ThresholdUnit | undefined, value: number, locale: Locale): string {
  const typed = plain(value, locale);
  if (unit === 'percent') return `${typed}%`;
  if (unit !== 'rmb-10k') return typed;
  const large = largeMoney(toMeasureUnit(unit, value), locale);
  const text = locale === 'en' ? `${typed} × ${UNITS[unit].suffix.en}` : `${typed}${UNITS[unit].suffix['zh-cn']}`;
  if (!large) return text;
  return locale === 'en' ? `${text} (${large})` : `${text}（${large}）`;
}
