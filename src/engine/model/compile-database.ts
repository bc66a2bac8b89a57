// A `database` page schema → the list model: its visible fields become columns (formatted by column
// type), its filters get their registry widget, and the keyword box, sort and page size carry over.
import { alignOf, formatValue } from '../schema/format';
import { filterWidget } from '../schema/registry';
import type { DatabaseField, DatabasePageSchema } from '../schema/types';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type FilterChoices, type ListColumn, type ListFilter, type ListModel } from './list-model';

// The server counts values only for enumerated filters.
const FACET_OPS = new Set(['in', 'eq', 'has']);

function needsOptions(field: DatabaseField): boolean {
  const widget = filterWidget(field);
  return widget.options !== 'none' || widget.component === 'ProvinceSelect';
}

/**
 * The widget component and props of a database filter (registry widget, then per-component defaults).
 * A `placeholder` prop is a slot the form fills with the filter's placeholder in the user's language.
 */
export function databaseFilterWidget(field: DatabaseField): ListFilter['widget'] {
  const widget = filterWidget(field);
  const placeholder = undefined;
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
    case 'NumberRange':
      // A percentage is typed in % whatever its table stores (percentScale), and the input says so.
      if (field.percentScale) Object.assign(props, { suffix: '%', scale: field.percentScale === 'fraction' ? 100 : 1 });
      break;
  }
  return { component: widget.component, props };
}

function choicesOf(field: DatabaseField): FilterChoices {
  const component = filterWidget(field).component;
  if (!needsOptions(field) && component !== 'YesNo') return { kind: 'none' };
  // Flags and "is empty" filters answer yes or no (isNull: yes = the value is empty).
  if (field.type === 'bool' || field.filter?.op === 'isNull') return { kind: 'yes-no' };
  if (field.options) return { kind: 'static', options: field.options };
  return { kind: 'facets' };
}

function compileFilter(field: DatabaseField): ListFilter {
  const filter = field.filter!;
  return {
    key: field.key,
    label: field.label,
    operator: filter.op,
    widget: databaseFilterWidget(field),
    choices: choicesOf(field),
    facet: FACET_OPS.has(filter.op) && Boolean(filter.facet || (needsOptions(field) && !field.options && field.type !== 'bool')),
    placeholder: filter.placeholder,
    visibleWhen: filter.visibleWhen,
    dependsOn: filter.dependsOn ?? [],
  };
}

function compileColumn(field: DatabaseField): ListColumn {
  return {
    key: field.key,
    title: field.label,
    width: field.width,
    align: alignOf(field),
    sortable: Boolean(field.sortable),
    visibleByDefault: !field.defaultHidden,
    cell: { kind: 'text', format: (value, locale) => formatValue(field, value, locale), link: field.link },
  };
}

export function compileDatabaseList(schema: DatabasePageSchema): ListModel {
  const filterable = schema.fields.filter((f) => f.filter);
  const order = schema.filterOrder ?? [];
  const rank = (f: DatabaseField) => (order.includes(f.key) ? order.indexOf(f.key) : order.length + filterable.indexOf(f));
  return {
    source: 'database',
    id: schema.id,
    primaryKey: schema.source.primaryKey,
    columns: schema.fields.filter((f) => !f.hidden).map(compileColumn),
    filters: filterable.map(compileFilter),
    filterOrder: [...filterable].sort((a, b) => rank(a) - rank(b)).map((f) => f.key),
    search: schema.keyword ? { kind: 'keyword', fields: schema.keyword.fields, placeholder: schema.keyword.placeholder } : null,
    sortable: schema.fields.filter((f) => f.sortable).map((f) => f.key),
    defaultSort: schema.defaultSort ?? null,
    pageSize: schema.pageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes: PAGE_SIZES,
    tree: null,
    sortWeight: null,
    selectable: false,
  };
}

/** A page's list with only the named fields as columns, in that order (a detail's related list). */
export function compileDatabaseColumns(schema: DatabasePageSchema, keys: string[]): ListModel {
  const byKey = new Map(schema.fields.map((f) => [f.key, f]));
  const columns = keys
    .map((k) => byKey.get(k))
    .filter((f) => f !== undefined)
    .map((f) => ({ ...compileColumn(f), visibleByDefault: true }));
  return { ...compileDatabaseList(schema), columns };
}
