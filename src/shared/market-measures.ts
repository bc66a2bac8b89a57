// How the market's measures read, wherever they are shown or exported: which follow the number-unit
// switch and which are changes against a year earlier (coloured, arrowed). Labels and formats are in
// schemas/registry/market.json.

/** Sales, increments and volumes follow the unit switch; prices, rates, counts and indices do not. */
export const SCALED_MEASURES: ReadonlySet<string> = new Set(['amount', 'delta', 'units', 'stdUnits']);

/** Changes against the same period a year earlier: shown with their direction. */
export const CHANGE_MEASURES: ReadonlySet<string> = new Set(['growth', 'momGrowth', 'avgPriceGrowth', 'shareChg', 'rankChg', 'delta']);

export type MeasureFormat = 'money' | 'integer' | 'percent' | 'points' | 'index';
type Locale = 'zh-cn' | 'en';

const CURRENCY: Record<Locale, string> = { 'zh-cn': '元', en: ' RMB' };

/** Money in a number unit: "万元" / "10k RMB" ("元" / "RMB" for plain yuan). */
export function moneyUnit(unitLabel: string, locale: Locale): string {
  return `${unitLabel}${CURRENCY[locale]}`.trim();
}

/**
 * "销售额（万元）" / "Sales (10k RMB)": a measure's label with the unit its numbers are in — the
 * number unit's label when the measure follows the switch, the currency for money.
 */
export function unitTitle(label: string, format: MeasureFormat, unitLabel: string, locale: Locale): string {
  const suffix = format === 'money' ? moneyUnit(unitLabel, locale) : unitLabel;
  if (!suffix) return label;
  return locale === 'en' ? `${label} (${suffix})` : `${label}（${suffix}）`;
}
