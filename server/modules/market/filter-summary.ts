// The filters of a query in words, for an export's header rows: each applied filter's label and its
// values by name (companies, products, categories by name, not code), in the request's language.
import { memberName } from '../../../src/shared/member-names';
import { labelWithValues, type MarketBase } from '../../../src/shared/market-base';
import { thresholdText, type ThresholdUnit } from '../../../src/shared/threshold-units';
import type { Locale } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import type { MarketPage } from './catalogue';
import { DIMENSIONS } from './dimensions';

export interface FilterLine {
  key: string;
  label: string;
  text: string;
}

const SELECT_ALL = '全选';
const LIST_SEPARATOR: Record<Locale, string> = { 'zh-cn': '、', en: ', ' };

async function valueNames(warehouse: Warehouse, dimension: string | undefined, values: string[], asOf: string, locale: Locale): Promise<string[]> {
  // Category codes of both systems are named by their own tables (a code's first character tells which).
  const named = dimension === 'category' ? (values[0] && /^\d/.test(values[0]) ? 'sort1' : 'atc1') : dimension;
  if (!named || !Object.hasOwn(DIMENSIONS, named)) return values;
  const names = await DIMENSIONS[named].names(warehouse, values, asOf, locale);
  return values.map((value) => names.get(value) ?? value);
}

/** A range as it was typed, in its declared unit: "≥ 5%", "≤ 60%", "500,000万元（50亿元） – …". */
function rangeText([low, high]: [number | null, number | null], unit: ThresholdUnit | undefined, locale: Locale): string {
  const bound = (value: number) => thresholdText(unit, value, locale);
  if (low !== null && high !== null) return `${bound(low)} – ${bound(high)}`;
  if (low !== null) return `≥ ${bound(low)}`;
  return high === null ? '' : `≤ ${bound(high)}`;
}

/** One line per applied filter, in the filter set's order; defaults that narrow nothing are left out. */
export async function describeFilters(warehouse: Warehouse, page: MarketPage, accepted: Record<string, unknown>, locale: Locale, asOf: string): Promise<FilterLine[]> {
  const lines: FilterLine[] = [];
  for (const key of page.filterKeys) {
    const value = accepted[key.key];
    if (value === undefined) continue;
    const label = key.label[locale];
    const options = key.options;
    let text: string;
    if (key.widget === 'number-range') {
      const range = value as [number | null, number | null];
      if (range[0] === null && range[1] === null) continue;
      text = rangeText(range, key.unit, locale);
    } else if (typeof value === 'string') {
      const option = options && 'values' in options ? options.values.find((o) => String(o.value) === value) : undefined;
      text = option ? option.label[locale] : value;
    } else {
      const values = (value as string[]).filter((v) => v !== SELECT_ALL);
      if (values.length === 0) continue;
      const dimension = options && 'dimension' in options ? options.dimension : undefined;
      const names = await valueNames(warehouse, dimension, values, asOf, locale);
      text = names.map((name) => memberName(name, locale)).join(LIST_SEPARATOR[locale]);
    }
    lines.push({ key: key.key, label, text });
  }
  return lines;
}

/** The labels the base sentence names (src/shared/market-base): a region with its provinces. */
export function baseLabels(lines: FilterLine[], base: { market: string[]; selection: string[] }, locale: Locale): MarketBase {
  const label = (key: string) => {
    const line = lines.find((l) => l.key === key);
    if (!line) return key;
    return key === 'region' ? labelWithValues(line.label, [line.text], locale) : line.label;
  };
  return { market: base.market.map(label), selection: base.selection.map(label) };
}
