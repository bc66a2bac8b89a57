// Turns the `filters` object of a query (filter-set keys → values, contracts §5/§13) into SQL
// conditions. Every key must belong to the page's filter set and have its widget's shape; a
// condition remembers the dimension it constrains, because a share's market is "the filter set
// without the grouping dimension" (domain notes §2.1).
import type { FilterSetKey } from '../../../src/generated/schema-types';
import type { Locale } from '../../http/messages';
import { categoryLevel, DIMENSIONS } from './dimensions';
import { marketError } from './messages';
import type { Fragment, Need } from './sql';

export type Range = [number | null, number | null];

export interface Condition {
  /** The dimension this condition narrows (null: an attribute no block groups by). */
  dimension: string | null;
  fragment: Fragment;
}

export interface ParsedFilters {
  conditions: Condition[];
  /** Requested provinces (codes or names), null = not restricted by the request. */
  regions: string[] | null;
  /** Selected category codes (ATC or SORT), used to drill the category dimension one level down. */
  categories: string[];
  categoryLevel: string | null;
  sort: 'amount' | 'units' | 'growth';
  /** Category-filter thresholds, in the units of the returned values (RMB, ratios, counts). */
  thresholds: Partial<Record<'amount' | 'growth' | 'cr3' | 'nCompanies', Range>>;
  /** Competitive analysis: the dimension the compared items are members of. */
  itemDimension: string | null;
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

/** Keys whose values are members of a dimension: the condition is "the member is one of these". */
const MEMBER_KEYS: Record<string, string> = {
  brand: 'brand',
  spm: 'tradeName',
  tym: 'generic',
  pm: 'drugName',
  rights: 'group',
  cj: 'company',
  zx: 'dosageForm',
  otcRx: 'rxOtc',
  dx: 'drugType',
  takeWay: 'route',
  jx: 'formGroup',
};

const ITEM_KEYS: Record<string, string> = { products: 'product', brands: 'brand', companies: 'company', generics: 'generic' };

function memberCondition(dimension: string, values: string[]): Condition {
  const key = DIMENSIONS[dimension].key;
  return { dimension, fragment: inList(key.sql, [...key.needs], values) };
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
    regions: null,
    categories: [],
    categoryLevel: null,
    sort: 'amount',
    thresholds: {},
    itemDimension: null,
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
      if (field === 'amount' || field === 'growth' || field === 'cr3' || field === 'nCompanies') parsed.thresholds[field] = bounds;
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
    else if (Object.hasOwn(MEMBER_KEYS, field)) {
      const members = field === 'zx' ? values.filter((v) => v !== ALL) : values;
      if (members.length > 0) parsed.conditions.push(memberCondition(MEMBER_KEYS[field], members));
    } else throw bad(field);
  }

  if (parsed.categories.length > 0) parsed.conditions.push(categoryCondition(parsed.categories));
  if (declared.has('itemType')) {
    parsed.itemDimension ??= 'product';
    const listKey = Object.keys(ITEM_KEYS).find((k) => ITEM_KEYS[k] === parsed.itemDimension)!;
    const chosen = items[listKey] ?? [];
    if (chosen.length > 0) parsed.conditions.push(memberCondition(parsed.itemDimension, chosen));
  }
  return parsed;
}

/** Generics under any of the selected ATC or SORT nodes (codes nest by prefix). */
export function categoryCondition(codes: string[]): Condition {
  return {
    dimension: null,
    fragment: {
      needs: ['generic'],
      sql: (_refs, params) =>
        codes.map((code) => `starts_with(${/^\d/.test(code) ? 'g.sort3' : 'COALESCE(g.atc4, \'\')'}, ${params.add(code)})`).join(' OR '),
    },
  };
}

function ingredientCondition(ids: string[]): Condition {
  return {
    dimension: 'ingredient',
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
