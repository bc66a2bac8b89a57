// Per filter of the list model: which options (with facet counts) it shows. Pure, so the form
// component stays a thin binding and this can be unit-tested without rendering.
import type { ListFilter } from '../../model/list-model';
import { pickLabel } from '../../schema/label';
import type { Locale, Scalar } from '../../schema/types';

export interface FacetCount {
  value: string | number | boolean;
  count: number;
}

export interface FilterOption {
  value: Scalar;
  label: string;
}

const yesNo: Record<Locale, [string, string]> = { 'zh-cn': ['是', '否'], en: ['Yes', 'No'] };

/** Whether the form must hand the widget its choices (and refresh them with the facet counts). */
export function hasOptions(filter: ListFilter): boolean {
  return filter.choices.kind === 'yes-no' || filter.choices.kind === 'static' || filter.choices.kind === 'facets';
}

/** The options of a filter, each with its facet count when counts were asked for (zero when absent). */
export function filterOptions(filter: ListFilter, facets: FacetCount[] | undefined, locale: Locale): FilterOption[] {
  const counts = new Map(facets?.map((f) => [f.value, f.count]));
  const withCount = (label: string, value: Scalar) => (facets ? `${label} (${counts.get(value as string) ?? 0})` : label);
  switch (filter.choices.kind) {
    case 'yes-no':
      return [true, false].map((value) => ({ value, label: withCount(yesNo[locale][value ? 0 : 1], value) }));
    case 'static':
      return filter.choices.options.map((o) => ({ value: o.value, label: withCount(pickLabel(o.label, locale), o.value) }));
    case 'facets':
      return (facets ?? []).map((f) => ({ value: f.value, label: `${String(f.value)} (${f.count})` }));
    default:
      return [];
  }
}
