// What the page's shares, ranks and 合计 are taken of, said under its rankings (issue 12): the
// server tells which filters defined the market and which only picked rows; this names them with the
// filter set's labels (a region with its provinces, where "广东 100 %" would otherwise puzzle).
import type { FilterSetSchema } from '../../../generated/schema-types';
import { baseNote, labelWithValues } from '../../../shared/market-base';
import { memberName } from '../../../shared/member-names';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import type { MarketResult } from './market-data';

const REGION_KEY = 'region';

export function pageBaseNote(result: MarketResult | null, filterSet: FilterSetSchema, values: Record<string, unknown>, locale: Locale): string | null {
  if (!result?.base) return null;
  const label = (key: string): string => {
    const text = pickLabel(filterSet.keys.find((k) => k.key === key)?.label, locale) || key;
    const regions = key === REGION_KEY && Array.isArray(values[key]) ? (values[key] as string[]).map((name) => memberName(name, locale)) : [];
    return labelWithValues(text, regions, locale);
  };
  return baseNote({ market: result.base.market.map(label), selection: result.base.selection.map(label) }, locale);
}
