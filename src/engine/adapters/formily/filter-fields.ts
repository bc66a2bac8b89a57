// Per filter: which widget and props it gets and which options (with facet counts) it shows. Pure, so
// the form component stays a thin binding and this can be unit-tested without rendering.
import { pickLabel } from '../../schema/label';
import { filterWidget } from '../../schema/registry';
import type { DatabaseField, DatabasePageSchema, Locale, Scalar } from '../../schema/types';

export interface FacetCount {
  value: string | number | boolean;
  count: number;
}

export interface FilterOption {
  value: Scalar;
  label: string;
}

export interface FilterFieldPlan {
  field: DatabaseField;
  component: string;
  props: Record<string, unknown>;
  /** Whether options come from the schema or the facet counts (and so must be refreshed with them). */
  hasOptions: boolean;
}

const yesNo: Record<Locale, [string, string]> = { 'zh-cn': ['是', '否'], en: ['Yes', 'No'] };

/** The filters in panel order: `filterOrder` first, then the rest in field order. */
export function filterFieldsInOrder(schema: DatabasePageSchema): DatabaseField[] {
  const filterable = schema.fields.filter((f) => f.filter);
  const order = schema.filterOrder ?? [];
  const rank = (f: DatabaseField) => (order.includes(f.key) ? order.indexOf(f.key) : order.length + filterable.indexOf(f));
  return [...filterable].sort((a, b) => rank(a) - rank(b));
}

/** Fields whose options are facet values, or which show counts: the ones the facets request asks for. */
export function facetFields(schema: DatabasePageSchema): string[] {
  return filterFieldsInOrder(schema)
    .filter((f) => FACET_OPS.has(f.filter?.op ?? '') && (f.filter?.facet || (needsOptions(f) && !f.options && f.type !== 'bool')))
    .map((f) => f.key);
}

// The server counts values only for enumerated filters.
const FACET_OPS = new Set(['in', 'eq', 'has']);

function needsOptions(field: DatabaseField): boolean {
  return filterWidget(field).options !== 'none' || filterWidget(field).component === 'ProvinceSelect';
}

export function planFilterField(field: DatabaseField, locale: Locale): FilterFieldPlan {
  const widget = filterWidget(field);
  const placeholder = field.filter?.placeholder ? pickLabel(field.filter.placeholder, locale) : undefined;
  const props: Record<string, unknown> = { ...(widget.props ?? {}) };
  switch (widget.component) {
    case 'Input':
      Object.assign(props, { allowClear: true, placeholder });
      break;
    case 'Select':
    case 'ProvinceSelect':
    case 'YesNo':
      Object.assign(props, { allowClear: true, showSearch: true, placeholder, maxTagCount: 'responsive', style: { width: '100%' } });
      if (widget.component === 'ProvinceSelect' && field.filter?.op === 'in') props.mode = 'multiple';
      break;
    case 'DatePicker.RangePicker':
      Object.assign(props, { allowEmpty: [true, true], format: 'YYYY-MM-DD', style: { width: '100%' } });
      break;
    case 'DatePicker':
    case 'NumberPicker':
      Object.assign(props, { placeholder, style: { width: '100%' } });
      break;
  }
  return { field, component: widget.component, props, hasOptions: needsOptions(field) || widget.component === 'YesNo' };
}

/** The options of a filter, each with its facet count when counts were asked for (zero when absent). */
export function filterOptions(field: DatabaseField, facets: FacetCount[] | undefined, locale: Locale): FilterOption[] {
  const counts = new Map(facets?.map((f) => [f.value, f.count]));
  const withCount = (label: string, value: Scalar) => (facets ? `${label} (${counts.get(value as string) ?? 0})` : label);
  // Flags and "is empty" filters answer yes or no (isNull: yes = the value is empty).
  if (field.type === 'bool' || field.filter?.op === 'isNull') {
    return [true, false].map((value) => ({ value, label: withCount(yesNo[locale][value ? 0 : 1], value) }));
  }
  if (field.options) return field.options.map((o) => ({ value: o.value, label: withCount(pickLabel(o.label, locale), o.value) }));
  return (facets ?? []).map((f) => ({ value: f.value, label: `${String(f.value)} (${f.count})` }));
}
