// The page's filter set (schemas/filters/<id>.json), loaded with the page, and what the filter values
// mean for a query: which keys are the period, the category system and the market filters.
import { useEffect, useState } from 'react';
import type { FilterSetKey, FilterSetSchema } from '../../../generated/schema-types';
import { isEmptyValue } from '../../schema/view-state';
import type { CategorySystem, MarketQuery, MarketPeriods, PeriodType } from './market-data';

const filterSets = import.meta.glob<{ default: FilterSetSchema }>('../../../../schemas/filters/*.json');

export function useFilterSet(id: string): FilterSetSchema | null {
  const [loaded, setLoaded] = useState<FilterSetSchema | null>(null);
  useEffect(() => {
    const load = filterSets[`../../../../schemas/filters/${id}.json`];
    if (!load) throw new Error(`unknown filter set "${id}"`);
    let cancelled = false;
    void load().then((module) => {
      if (!cancelled) setLoaded(module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [id]);
  return loaded && loaded.id === id ? loaded : null;
}

/** "全选" (select all) in a multi-select means no narrowing; it never goes to the server. */
export const SELECT_ALL = '全选';

// Keys that are not market filters but the query's period and category system.
const PERIOD_TYPE_KEY = 'timeType';
const PERIOD_KEY = 'time';
const CATEGORY_SYSTEM_KEY = 'categoryType';

export function defaultValues(filterSet: FilterSetSchema, defaultPeriod: PeriodType): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of filterSet.keys) if (key.default !== undefined) values[key.key] = key.default;
  if (filterSet.keys.some((k) => k.key === PERIOD_TYPE_KEY)) values[PERIOD_TYPE_KEY] = defaultPeriod;
  return values;
}

/** Only the set's own keys survive (links and decrypted parameters may carry others). */
export function ownValues(filterSet: FilterSetSchema, values: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const { key } of filterSet.keys) if (!isEmptyValue(values[key])) own[key] = values[key];
  return own;
}

function withoutSelectAll(value: unknown): unknown {
  return Array.isArray(value) && value.includes(SELECT_ALL) ? undefined : value;
}

export function categorySystem(values: Record<string, unknown>): CategorySystem {
  return values[CATEGORY_SYSTEM_KEY] === 'SORT' ? 'SORT' : 'ATC';
}

export function periodOf(values: Record<string, unknown>, allowed: PeriodType[], defaultPeriod: PeriodType, periods: MarketPeriods) {
  const requested = values[PERIOD_TYPE_KEY] as PeriodType;
  // A plan's history span may leave a type without periods: the first type that has some stands in.
  const offers = (t: PeriodType) => allowed.includes(t) && (periods.values[t]?.length ?? 0) > 0;
  const type = [requested, defaultPeriod, ...allowed].find(offers) ?? defaultPeriod;
  const offered = periods.values[type] ?? [];
  const value = typeof values[PERIOD_KEY] === 'string' && offered.includes(values[PERIOD_KEY]) ? values[PERIOD_KEY] : (periods.latest[type] ?? offered[0] ?? '');
  return { type, value };
}

export function toMarketQuery(filterSet: FilterSetSchema, values: Record<string, unknown>, period: MarketQuery['period']): MarketQuery {
  const filters: Record<string, unknown> = {};
  for (const { key } of filterSet.keys) {
    if (key === PERIOD_TYPE_KEY || key === PERIOD_KEY || key === CATEGORY_SYSTEM_KEY) continue;
    const value = withoutSelectAll(values[key]);
    if (!isEmptyValue(value)) filters[key] = value;
  }
  return { filters, period, category: categorySystem(values) };
}

/** The message of the first required tag group with nothing chosen (spec §5), or null. */
export function missingTagMessage(filterSet: FilterSetSchema, values: Record<string, unknown>) {
  const group = (filterSet.requiredTags ?? []).find((g) => g.keys.every((k) => isEmptyValue(values[k])));
  return group ? group.message : null;
}

// The competitive analysis compares items of the kind `itemType` names, listed under the key whose
// options are members of that dimension (products, brands, companies, generics).
const ITEM_TYPE_KEY = 'itemType';

/** The compared items of a competitive analysis' values (empty on other pages, or when none are chosen). */
export function comparedItems(filterSet: FilterSetSchema, values: Record<string, unknown>): string[] {
  const type = filterSet.keys.find((k) => k.key === ITEM_TYPE_KEY);
  if (!type) return [];
  const kind = values[ITEM_TYPE_KEY] ?? type.default;
  const list = filterSet.keys.find((k) => k.options && 'dimension' in k.options && k.options.dimension === kind);
  const chosen = list ? values[list.key] : undefined;
  return Array.isArray(chosen) ? (chosen as string[]) : [];
}

/** 1-based position among the numbered keys (time type, time and region are not numbered), or null. */
export function numbering(keys: FilterSetKey[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const key of keys) if (key.numbered !== false) numbers.set(key.key, numbers.size + 1);
  return numbers;
}
