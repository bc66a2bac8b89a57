// The analysis view in the query string, so a link reproduces it: applied filters (`f.<key>`, JSON),
// number unit, sort order and the group ⇄ manufacturer choice. A page opened from another one gets its
// filters from `data-penetration-params` instead (spec §2), until the user queries again.
import type { FilterSetSchema, SortOrder } from '../../../generated/schema-types';
import { PENETRATION_PARAM } from '../../../shared/penetration-param-name';
import type { PenetrationCodec } from './penetration-codec';
import { isEmptyValue } from '../../schema/view-state';
import { ownValues } from './filter-set';
import { DEFAULT_UNIT } from './measures';

const FILTER_PREFIX = 'f.';

export type { SortOrder };

export interface AnalysisView {
  /** Applied filter values (defaults not yet merged in). */
  filters: Record<string, unknown>;
  unit: string;
  order: SortOrder;
  /** The dimension of the switchable ranking table (group or company), null = the first declared. */
  by: string | null;
}

/** `codec` decrypts the penetration parameter; null where the URL has none (penetration-codec.ts). */
export function readView(filterSet: FilterSetSchema, search: URLSearchParams, codec: PenetrationCodec | null): AnalysisView {
  const fromUrl: Record<string, unknown> = {};
  let hasUrlFilters = false;
  for (const [name, raw] of search) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    hasUrlFilters = true;
    try {
      fromUrl[name.slice(FILTER_PREFIX.length)] = JSON.parse(raw) as unknown;
    } catch {
      // a hand-edited link with a broken value simply drops that filter
    }
  }
  const filters = ownValues(filterSet, hasUrlFilters ? fromUrl : (codec?.decrypt(search.get(PENETRATION_PARAM)) ?? {}));
  return {
    filters,
    unit: search.get('unit') ?? DEFAULT_UNIT,
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    by: search.get('by'),
  };
}

/** Filters travel as `f.<key>`; once written, the penetration parameter has served its purpose. */
export function writeView(filterSet: FilterSetSchema, view: AnalysisView): URLSearchParams {
  const search = new URLSearchParams();
  for (const { key } of filterSet.keys) {
    const value = view.filters[key];
    if (!isEmptyValue(value)) search.set(FILTER_PREFIX + key, JSON.stringify(value));
  }
  if (view.unit !== DEFAULT_UNIT) search.set('unit', view.unit);
  if (view.order !== 'desc') search.set('order', view.order);
  if (view.by) search.set('by', view.by);
  return search;
}
