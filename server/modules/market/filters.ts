// Turns the `filters` object of a query (filter-set keys → values, contracts §5/§13) into SQL
// conditions. Every key must belong to the page's filter set and have its widget's shape.
//
// One base per page (issue 12): the filters of who sells — 集团, 生产企业, 品牌, 商品名 — only pick
// which members of a ranking are shown (`selection`); every other filter (period, region, category,
// generic, form, class, the compared items…) defines the market (`conditions`). Every figure — KPI
// cards, 合计, rank, share, contribution, EI — is taken of that market, so a chosen company ranks
// where it ranks in the market and the rows that are not shown add up to an 其他 row.
import type { FilterSetKey } from '../../../src/generated/schema-types';
import { toMeasureUnit } from '../../../src/shared/threshold-units';
import type { Locale } from '../../http/messages';
import { categoryLevel, DIMENSIONS } from './dimensions';
import { marketError } from './messages';
import type { Fragment, Need } from './sql';

export type Range = [number | null, number | null];

export interface Condition {
  fragment: Fragment;
}

export interface ParsedFilters {
  /** What defines the market. */
  conditions: Condition[];
  /** Which members of a ranking are shown (the filters of SELECTION_KEYS); never part of the market. */
  selection: Condition[];
  /** The declared keys that define the market / pick rows, as applied (what the page says on screen). */
  applied: { market: string[]; selection: string[] };
  /** Requested provinces (codes or names), null = not restricted by the request. */
  regions: string[] | null;
  /** Selected category codes (ATC or SORT), used to drill the category dimension one level down. */
  categories: string[];
  categoryLevel: string | null;
  sort: 'amount' | 'units' | 'growth';
  /** Category-filter thresholds, in the units of the returned values (RMB, ratios, counts), whatever unit they were typed in. */
  thresholds: Partial<Record<'amount' | 'growth' | 'cr3' | 'nCompanies', Range>>;
  /** Competitive analysis: the dimension the compared items are members of, and the items chosen. */
  itemDimension: string | null;
  items: string[];
  storeTypes: string[] | null;
  cityTiers: string[] | null;
  /**
   * The request's filters as they were understood: the declared keys only, with their defaults,
   * each value checked. Equal filters give equal objects (what a result cache keys on).
   */
  accepted: Record<string, unknown>;
}

const MAX_VALUES = 500;
const ALL = '全选'; // the dosage-form select's "everything" entry

const inList = (expr: Fragment['sql'], needs: Need[], values: string[]): Fragment => ({
  needs,
  sql: (refs, params) => `${expr(refs, params)} IN (${params.list(values)})`,
});

/** Keys of who sells: they pick the rows of a ranking, the market stays (see the header). */
const SELECTION_KEYS: Record<string, string> = { rights: 'group', cj: 'company', brand: 'brand', spm: 'tradeName' };

/** Keys whose values are members of a dimension: the condition is "the member is one of these". */
const MEMBER_KEYS: Record<string, string> = {
  tym: 'generic',
  pm: 'drugName',
  zx: 'dosageForm',
  otcRx: 'rxOtc',
  dx: 'drugType',
  takeWay: 'route',
  jx: 'formGroup',
};

const ITEM_KEYS: Record<string, string> = { products: 'product', brands: 'brand', companies: 'company', generics: 'generic' };

function memberCondition(dimension: string, values: string[]): Condition {
  const key = DIMENSIONS[dimension].key;
  return { fragment: inList(key.sql, [...key.needs], values) };
}

function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_VALUES) return null;
  return value.every((v) => typeof v === 'string' && v.length <= 200) ? (value as string[]) : null;
}

function range(value: unknown): Range | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  return value.every((v) => v === null || (typeof v === 'number' && Number.isFinite(v))) ? (value as Range) : null;
}

export function parseFilters(keys: FilterSetKey[], input: Record<string, unknown>, locale: Locale): ParsedFilters {
  const parsed: ParsedFilters = {
    conditions: [],
    selection: [],
    applied: { market: [], selection: [] },
    regions: null,
    categories: [],
    categoryLevel: null,
    sort: 'amount',
    thresholds: {},
    itemDimension: null,
    items: [],
    storeTypes: null,
    cityTiers: null,
    accepted: {},
  };
  const declared = new Map(keys.map((key) => [key.key, key]));
  const bad = (field: string) => marketError(400, locale, 'badFilterValue', { field });
  const items: Record<string, string[]> = {};

  // A key the request leaves out takes its filter-set default (sort by amount, ATC level 4…).
  const withDefaults: Record<string, unknown> = { ...input };
  for (const key of keys) if (!Object.hasOwn(withDefaults, key.key) && key.default !== undefined) withDefaults[key.key] = key.default;

  for (const [field, value] of Object.entries(withDefaults)) {
    const key = declared.get(field);
    if (!key) throw marketError(400, locale, 'unknownFilter', { field });
    if (value === null || value === undefined || key.widget === 'period-type' || key.widget === 'period-picker') continue; // the period travels in `period`
    parsed.accepted[field] = value;
    if (key.widget === 'number-range') {
      const bounds = range(value);
      if (!bounds) throw bad(field);
      // Typed in the key's declared unit (万元, %), compared in the measure's own (yuan, ratio).
      const measured = bounds.map((bound) => (bound === null ? null : toMeasureUnit(key.unit, bound))) as Range;
      if (field === 'amount' || field === 'growth' || field === 'cr3' || field === 'nCompanies') parsed.thresholds[field] = measured;
      continue;
    }
    if (key.widget === 'radio-group') {
      const allowed = key.options && 'values' in key.options ? key.options.values.map((option) => String(option.value)) : [];
      if (typeof value !== 'string' || !allowed.includes(value)) throw bad(field);
      if (field === 'sort') parsed.sort = value as ParsedFilters['sort'];
      else if (field === 'categoryLevel') parsed.categoryLevel = value;
      else if (field === 'itemType') parsed.itemDimension = value;
      // categoryType duplicates the body's `category` toggle, which wins.
      continue;
    }
    const values = stringList(value);
    if (!values) throw bad(field);
    if (field === 'region') parsed.regions = values;
    else if (field === 'category') parsed.categories = values;
    else if (field === 'storeType') parsed.storeTypes = values;
    else if (field === 'cityTier') parsed.cityTiers = values;
    else if (field === 'element') parsed.conditions.push(ingredientCondition(values));
    else if (Object.hasOwn(ITEM_KEYS, field)) items[field] = values;
    else if (Object.hasOwn(SELECTION_KEYS, field)) {
      if (values.length > 0) parsed.selection.push(memberCondition(SELECTION_KEYS[field], values));
    } else if (Object.hasOwn(MEMBER_KEYS, field)) {
      const members = field === 'zx' ? values.filter((v) => v !== ALL) : values;
      if (members.length > 0) parsed.conditions.push(memberCondition(MEMBER_KEYS[field], members));
    } else throw bad(field);
    // What the page says the shares are of (the compared items are added below, once their kind is known).
    const narrows = values.some((v) => v !== ALL) && !Object.hasOwn(ITEM_KEYS, field);
    if (narrows) parsed.applied[Object.hasOwn(SELECTION_KEYS, field) ? 'selection' : 'market'].push(field);
  }

  if (parsed.categories.length > 0) parsed.conditions.push(categoryCondition(parsed.categories));
  if (declared.has('itemType')) {
    parsed.itemDimension ??= 'product';
    const listKey = Object.keys(ITEM_KEYS).find((k) => ITEM_KEYS[k] === parsed.itemDimension)!;
    parsed.items = items[listKey] ?? [];
    // The compared items are the market of the competitive analysis (its 合计 is the compared set).
    if (parsed.items.length > 0) {
      parsed.conditions.push(memberCondition(parsed.itemDimension, parsed.items));
      parsed.applied.market.push(listKey);
    }
  }
  return parsed;
}

/** Generics under any of the selected ATC or SORT nodes (codes nest by prefix). */
export function categoryCondition(codes: string[]): Condition {
  return {
    fragment: {
      needs: ['generic'],
      sql: (_refs, params) =>
        codes.map((code) => `starts_with(${/^\d/.test(code) ? 'g.sort3' : 'COALESCE(g.atc4, \'\')'}, ${params.add(code)})`).join(' OR '),
    },
  };
}

function ingredientCondition(ids: string[]): Condition {
  return {
    fragment: {
      needs: ['generic'],
      sql: (refs, params) => `${refs.genericId} IN (SELECT generic_id FROM bridge_generic_ingredient WHERE ingredient_id IN (${params.list(ids)}))`,
    },
  };
}

/** How deep the category dimension shows: one level below the deepest selected node. */
export function categoryDepth(parsed: ParsedFilters): number {
  return parsed.categories.reduce((depth, code) => Math.max(depth, categoryLevel(code) + 1), 1);
}
