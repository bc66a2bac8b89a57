// A crud screen (presets expanded, as GET /schema/<id> hands it over) → the list model and the form
// model. Defaults follow the meta-schema: a list column's renderer from its type, a search widget
// from its operator and type, the primary key descending as the default sort, 20 rows a page.
import type { CrudField } from '../../generated/schema-types';
import { customActions, hasAction, sortWeightField, treeParentField, type CrudScreen } from '../../shared/crud/screen';
import type { FilterOp, Locale, Option } from '../schema/types';
import type { FormFieldModel, FormModel } from './form-model';
import { widgetModule } from '../schema/registry';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type CellSpec, type FilterChoices, type ListColumn, type ListFilter, type ListModel } from './list-model';
import { DATETIME_FORMAT } from './time';

const NUMERIC = new Set(['integer', 'bigint', 'decimal']);
const yesNo: Record<Locale, [string, string]> = { 'zh-cn': ['是', '否'], en: ['Yes', 'No'] };

type Render = NonNullable<NonNullable<CrudField['list']>['render']>;

/** The list renderer of a field: its own, else by type (timestamp, boolean, options, links, label). */
export function renderOf(field: CrudField): Render {
  if (field.list?.render) return field.list.render;
  if (field.type === 'timestamp') return 'datetime';
  if (field.type === 'boolean') return 'switch';
  if (field.type === 'label') return 'label';
  if (field.type === 'links') return 'tags';
  if (field.options) return 'tag';
  return 'text';
}

function textOf(field: CrudField): (value: unknown, locale: Locale) => string {
  return (value, locale) => {
    if (value === null || value === undefined) return '';
    if (field.type === 'boolean') return value === true || value === 1 || value === '1' ? yesNo[locale][0] : yesNo[locale][1];
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

function cellOf(field: CrudField): CellSpec {
  // A field a module's widget edits is shown by that module's cell renderer, unless it names its own.
  if (!field.list?.render && field.form && widgetModule(field.form.widget)) return { kind: 'module', name: field.form.widget };
  const render = renderOf(field);
  switch (render) {
    case 'text':
      return { kind: 'text', format: textOf(field) };
    case 'tag':
    case 'tags':
      return { kind: render, options: field.options };
    case 'datetime':
      return { kind: 'datetime', format: field.list?.timeFormat ?? DATETIME_FORMAT };
    default:
      return { kind: render };
  }
}

function alignOf(field: CrudField, cell: CellSpec): ListColumn['align'] {
  if (['switch', 'tag', 'icon', 'color', 'image'].includes(cell.kind)) return 'center';
  // A remote key shows the other screen's label (a name), so it reads as text, not as a number.
  if (cell.kind === 'money' || (cell.kind === 'text' && NUMERIC.has(field.type) && !field.remote)) return 'right';
  return 'left';
}

function compileColumn(field: CrudField): ListColumn {
  const cell = cellOf(field);
  return {
    key: field.key,
    title: field.label,
    width: field.list?.width,
    align: alignOf(field, cell),
    sortable: Boolean(field.list?.sortable),
    visibleByDefault: field.list?.show !== false,
    cell,
    ...(field.remote ? { remote: field.remote } : {}),
  };
}

/**
 * The choices a field filters by. A boolean's options name the stored 1/0, but the list API takes a
 * boolean as true/false (docs/admin.md §3), so its filter choices carry true/false.
 */
function filterChoices(field: CrudField): Option[] | undefined {
  if (field.type !== 'boolean' || !field.options) return field.options;
  return field.options.map((o) => ({ ...o, value: o.value === true || o.value === 1 || o.value === '1' }));
}

/** The common-search widget of a field by its operator and type (spec: BuildAdmin's comSearch rules). */
export function crudFilterWidget(field: CrudField, op: FilterOp): { widget: ListFilter['widget']; choices: FilterChoices } {
  const wide = { style: { width: '100%' } };
  const select = (props: Record<string, unknown>, choices: FilterChoices) => ({
    widget: { component: 'Select', props: { allowClear: true, showSearch: true, placeholder: undefined, maxTagCount: 'responsive', ...wide, ...props } },
    choices,
  });
  const remote = (multiple: boolean) => ({
    widget: { component: 'RemoteSelect', props: { multiple, screen: field.remote!.screen, placeholder: undefined } },
    choices: { kind: 'remote', screen: field.remote!.screen } as FilterChoices,
  });
  const none: FilterChoices = { kind: 'none' };
  const options = filterChoices(field);
  switch (op) {
    case 'between':
      if (field.type === 'timestamp') return { widget: { component: 'DayRangeMs', props: {} }, choices: none };
      if (field.type === 'date')
        return { widget: { component: 'DatePicker.RangePicker', props: { allowEmpty: [true, true], format: 'YYYY-MM-DD', ...wide } }, choices: none };
      return { widget: { component: 'NumberRange', props: {} }, choices: none };
    case 'in':
    case 'has':
      if (field.remote) return remote(true);
      if (options) return select({ mode: 'multiple' }, { kind: 'static', options });
      if (field.type === 'boolean') return select({ mode: 'multiple' }, { kind: 'yes-no' });
      return select({ mode: 'tags', open: false }, none);
    case 'isNull':
      return { widget: { component: 'YesNo', props: { allowClear: true, placeholder: undefined, ...wide } }, choices: { kind: 'yes-no' } };
    case 'contains':
      return { widget: { component: 'Input', props: { allowClear: true, placeholder: undefined } }, choices: none };
    default:
      if (field.remote) return remote(false);
      if (options) return select({}, { kind: 'static', options });
      if (field.type === 'boolean')
        return { widget: { component: 'YesNo', props: { allowClear: true, placeholder: undefined, ...wide } }, choices: { kind: 'yes-no' } };
      if (field.type === 'timestamp') return { widget: { component: 'DateTimeMs', props: {} }, choices: none };
      if (field.type === 'date')
        return { widget: { component: 'DatePicker', props: { format: 'YYYY-MM-DD', placeholder: undefined, ...wide } }, choices: none };
      if (NUMERIC.has(field.type)) return { widget: { component: 'NumberPicker', props: { placeholder: undefined, ...wide } }, choices: none };
      return { widget: { component: 'Input', props: { allowClear: true, placeholder: undefined } }, choices: none };
  }
}

function compileFilter(field: CrudField, op: FilterOp): ListFilter {
  const { widget, choices } = crudFilterWidget(field, op);
  return { key: field.key, label: field.label, operator: op, widget, choices, facet: false, dependsOn: [] };
}

export function compileCrudList(screen: CrudScreen): ListModel {
  const listed = screen.fields.filter((f) => f.list);
  const searchable = listed.filter((f) => f.list?.operator);
  const weight = sortWeightField(screen);
  const tree = treeParentField(screen);
  return {
    source: 'crud',
    id: screen.id,
    primaryKey: screen.primaryKey,
    columns: listed.map(compileColumn),
    filters: searchable.map((f) => compileFilter(f, f.list!.operator as FilterOp)),
    filterOrder: searchable.map((f) => f.key),
    search: screen.quickSearch && screen.quickSearch.length > 0 ? { kind: 'quick', fields: screen.quickSearch } : null,
    sortable: listed.filter((f) => f.list?.sortable).map((f) => f.key),
    defaultSort: screen.defaultSort ?? { field: screen.primaryKey, order: 'desc' },
    pageSize: screen.pageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes: PAGE_SIZES,
    tree: tree ? { parentKey: tree.key } : null,
    sortWeight: weight && hasAction(screen, 'sortable') ? weight.key : null,
    selectable: hasAction(screen, 'del') || hasAction(screen, 'restore') || customActions(screen).some((a) => a.target === 'selection'),
  };
}

/** Every field a row shows in its read-only detail (secrets never), each with its list cell. */
export function compileCrudDetail(screen: CrudScreen): ListModel {
  const list = compileCrudList(screen);
  return { ...list, columns: screen.fields.filter((f) => !f.secret).map((f) => ({ ...compileColumn(f), visibleByDefault: true })) };
}

/** The form entry of one field that has a form input. */
export function compileFormField(f: CrudField): FormFieldModel {
  return {
    key: f.key,
    label: f.label,
    type: f.type,
    widget: f.form!.widget,
    module: widgetModule(f.form!.widget),
    options: f.options,
    remote: f.remote,
    validators: f.form!.validator ?? [],
    validatorMsg: f.form!.validatorMsg,
    placeholder: f.form!.placeholder,
    step: f.form!.step,
    rows: f.form!.rows,
    visibleWhen: f.form!.visibleWhen,
    readOnly: Boolean(f.readOnly),
    secret: Boolean(f.secret),
    nullable: Boolean(f.nullable),
    treeParent: Boolean(f.treeParent),
    default: f.default,
  };
}

export function compileCrudForm(screen: CrudScreen): FormModel {
  const fields = screen.fields.filter((f) => f.form).map(compileFormField);
  return { id: screen.id, primaryKey: screen.primaryKey, mode: screen.form?.mode ?? 'drawer', width: screen.form?.width ?? 640, fields };
}
