import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/engine/adapters/table/cells';
import { compileCrudDetail, compileCrudForm, compileCrudList } from '../../../src/engine/model/compile-crud';
import { compileDatabaseColumns, compileDatabaseList } from '../../../src/engine/model/compile-database';
import { formInitialValues, formPayload, parseList } from '../../../src/engine/model/form-model';
import type { ListColumn } from '../../../src/engine/model/list-model';
import { formatChinaTime } from '../../../src/engine/model/time';
import { firstFailure, passes } from '../../../src/engine/model/validators';
import { listRequest } from '../../../src/engine/renderers/crud/use-crud-list';
import type { DatabasePageSchema } from '../../../src/engine/schema/types';
import { initialViewState, toWireFilters } from '../../../src/engine/schema/view-state';
import type { CrudField, CrudSchema } from '../../../src/generated/schema-types';
import { expandScreen } from '../../../src/shared/crud/screen';

const l = (zh: string, en = zh) => ({ 'zh-cn': zh, en });

const page: DatabasePageSchema = {
  $schema: '../_meta/database.schema.json',
  schemaVersion: 1,
  menu: { order: 1 },
  kind: 'database',
  id: 'fx',
  title: l('库'),
  section: 'drug-database',
  permissions: { view: 'FX_VIEW', export: 'FX_EXPORT' },
  source: { table: 'fx', primaryKey: 'id' },
  keyword: { fields: ['name'], placeholder: l('药名') },
  fields: [
    { key: 'id', label: l('编号'), type: 'integer', hidden: true, sortable: true },
    { key: 'name', label: l('名称'), type: 'text', width: 200, sortable: true, filter: { op: 'contains' } },
    { key: 'kind', label: l('类型'), type: 'enum', options: [{ value: 'a', label: l('甲') }], filter: { op: 'in', widget: 'checkbox-group' } },
    { key: 'price', label: l('价格'), type: 'money', defaultHidden: true, filter: { op: 'between' } },
  ],
  filterOrder: ['price'],
  defaultSort: { field: 'name', order: 'asc' },
};

describe('compileDatabaseList', () => {
  const model = compileDatabaseList(page);

  it('makes the visible fields columns, formatted by column type', () => {
    expect(model.columns.map((c) => [c.key, c.width, c.align, c.sortable, c.visibleByDefault])).toEqual([
      ['name', 200, 'left', true, true],
      ['kind', undefined, 'left', false, true],
      ['price', undefined, 'right', false, false],
    ]);
    expect(cellText(model.columns[1], 'a', { locale: 'zh-cn' })).toBe('甲');
    expect(cellText(model.columns[2], 1234.5, { locale: 'en' })).toBe('1,234.50');
  });

  it('keeps the declaration order for the wire and the panel order for the form', () => {
    expect(model.filters.map((f) => f.key)).toEqual(['name', 'kind', 'price']);
    expect(model.filterOrder).toEqual(['price', 'name', 'kind']);
    expect(model.filters.map((f) => f.widget.component)).toEqual(['Input', 'Checkbox.Group', 'NumberRange']);
    expect(model.filters[1].choices).toEqual({ kind: 'static', options: page.fields[2].options });
  });

  it('carries the keyword box, sortable fields (shown or not), default sort and page size', () => {
    expect(model).toMatchObject({
      source: 'database',
      id: 'fx',
      primaryKey: 'id',
      search: { kind: 'keyword', fields: ['name'], placeholder: l('药名') },
      sortable: ['id', 'name'],
      defaultSort: { field: 'name', order: 'asc' },
      pageSize: 20,
      tree: null,
      sortWeight: null,
      selectable: false,
    });
  });

  it('picks the named fields of a related list, hidden ones included', () => {
    expect(compileDatabaseColumns(page, ['price', 'id']).columns.map((c) => [c.key, c.visibleByDefault])).toEqual([
      ['price', true],
      ['id', true],
    ]);
  });
});

const field = (key: string, extra: Partial<CrudField> = {}): CrudField => ({ key, label: l(key), type: 'string', ...extra });

const crud: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-crud',
  schemaVersion: 2,
  title: l('屏'),
  scope: 'admin',
  table: 'fx_crud',
  primaryKey: 'id',
  presets: ['id', 'createdAt', 'updatedAt'],
  fields: [
    field('pid', { type: 'integer', treeParent: true, remote: { screen: 'fx-crud', label: 'name' }, form: { widget: 'remote-select' } }),
    field('name', { list: { sortable: true, operator: 'contains', width: 160 }, form: { widget: 'input', validator: ['required', 'varName'] } }),
    field('kind', { options: [{ value: 'a', label: l('甲', 'A') }], list: { operator: 'in' }, form: { widget: 'select' } }),
    field('on', { type: 'boolean', nullable: false, list: { operator: 'eq' }, form: { widget: 'switch' } }),
    field('title', { type: 'label', list: {}, form: { widget: 'label-input' } }),
    field('tags', { type: 'links', remote: { screen: 'fx-tag', label: 'name' }, list: { operator: 'has' }, form: { widget: 'remote-select-multi' } }),
    field('day', { type: 'date', list: { operator: 'between', render: 'date' } }),
    field('amount', { type: 'integer', list: { operator: 'between', render: 'money' } }),
    field('remark', {
      type: 'text',
      nullable: true,
      list: { operator: 'isNull', show: false },
      form: { widget: 'textarea', visibleWhen: { field: 'on', eq: true } },
    }),
    field('secret', { secret: 'scrypt', form: { widget: 'password', validator: ['required', 'password'] } }),
    field('weigh', { type: 'integer', sortWeight: true, list: { sortable: true } }),
    field('locked', { readOnly: true, form: { widget: 'input' } }),
  ],
  quickSearch: ['name'],
  actions: ['index', 'add', 'edit', 'sortable', { name: 'pick', label: l('挑'), target: 'selection' }],
};
const screen = expandScreen(crud);

describe('compileCrudList', () => {
  const model = compileCrudList(screen);
  const column = (key: string) => model.columns.find((c) => c.key === key) as ListColumn;

  it('lists the fields with a list entry, presets included, each cell by render or type', () => {
    expect(model.columns.map((c) => c.key)).toEqual([
      'id',
      'name',
      'kind',
      'on',
      'title',
      'tags',
      'day',
      'amount',
      'remark',
      'weigh',
      'created_at',
      'updated_at',
    ]);
    expect(model.columns.map((c) => c.cell.kind)).toEqual([
      'text',
      'text',
      'tag',
      'switch',
      'label',
      'tags',
      'date',
      'money',
      'text',
      'text',
      'datetime',
      'datetime',
    ]);
    expect(column('updated_at').visibleByDefault).toBe(false);
    expect(column('remark').visibleByDefault).toBe(false);
    expect(column('tags').remote).toEqual({ screen: 'fx-tag', label: 'name' });
    expect(column('id').align).toBe('right');
    expect(column('on').align).toBe('center');
  });

  it('gives each searchable field the widget of its operator and type', () => {
    const widgets = Object.fromEntries(model.filters.map((f) => [f.key, [f.operator, f.widget.component, f.choices.kind]]));
    expect(widgets).toEqual({
      id: ['eq', 'NumberPicker', 'none'],
      name: ['contains', 'Input', 'none'],
      kind: ['in', 'Select', 'static'],
      on: ['eq', 'YesNo', 'yes-no'],
      tags: ['has', 'RemoteSelect', 'remote'],
      day: ['between', 'DatePicker.RangePicker', 'none'],
      amount: ['between', 'NumberRange', 'none'],
      remark: ['isNull', 'YesNo', 'yes-no'],
      created_at: ['between', 'DayRangeMs', 'none'],
      updated_at: ['between', 'DayRangeMs', 'none'],
    });
    expect(model.filters.find((f) => f.key === 'kind')?.widget.props).toMatchObject({ mode: 'multiple' });
    expect(model.filters.find((f) => f.key === 'tags')?.widget.props).toMatchObject({ multiple: true, screen: 'fx-tag' });
  });

  it('defaults to the primary key descending and 20 rows, with tree, weight, selection and quick search', () => {
    expect(model).toMatchObject({
      source: 'crud',
      primaryKey: 'id',
      defaultSort: { field: 'id', order: 'desc' },
      pageSize: 20,
      tree: { parentKey: 'pid' },
      sortWeight: 'weigh',
      selectable: true,
      search: { kind: 'quick', fields: ['name'] },
      sortable: ['id', 'name', 'weigh', 'created_at', 'updated_at'],
    });
    // a weight without the sortable action is no drag sort; no delete and no selection action, no selection
    const plain = compileCrudList({ ...screen, actions: ['index'] });
    expect(plain.sortWeight).toBeNull();
    expect(plain.selectable).toBe(false);
  });

  it('turns a view into the list request of the API', () => {
    const view = { ...initialViewState(model), keyword: ' ab ', page: 3, filters: { name: 'x', amount: [100, ''], remark: true, kind: [] } };
    expect(listRequest(model, view)).toEqual({
      page: 1, // a tree screen is one page
      limit: 20,
      order: { field: 'id', order: 'desc' },
      quickSearch: 'ab',
      search: [
        { field: 'name', operator: 'contains', value: 'x' },
        { field: 'amount', operator: 'between', value: [100, null] },
        { field: 'remark', operator: 'isNull', value: true },
      ],
    });
    expect(toWireFilters(model, { created_at: [1, 2] })).toEqual([{ field: 'created_at', op: 'between', value: [1, 2] }]);
  });

  it('shows every field but the secrets in the detail', () => {
    expect(compileCrudDetail(screen).columns.map((c) => c.key)).not.toContain('secret');
    expect(compileCrudDetail(screen).columns.map((c) => c.key)).toContain('locked');
  });
});

describe('compileCrudForm', () => {
  const form = compileCrudForm(screen);

  it('has the fields with a form input, with widget, validators and meaning', () => {
    expect(form.fields.map((f) => [f.key, f.widget])).toEqual([
      ['pid', 'remote-select'],
      ['name', 'input'],
      ['kind', 'select'],
      ['on', 'switch'],
      ['title', 'label-input'],
      ['tags', 'remote-select-multi'],
      ['remark', 'textarea'],
      ['secret', 'password'],
      ['locked', 'input'],
    ]);
    expect(form).toMatchObject({ id: 'fx-crud', primaryKey: 'id', mode: 'drawer', width: 640 });
    expect(form.fields.find((f) => f.key === 'secret')).toMatchObject({ secret: true, validators: ['required', 'password'] });
    expect(form.fields.find((f) => f.key === 'locked')?.readOnly).toBe(true);
  });

  it('names the module that draws a module widget, and lists the field with that module\'s cell renderer', () => {
    const withEditor = expandScreen({ ...crud, fields: [field('body', { type: 'text', form: { widget: 'editor' }, list: {} })] });
    expect(compileCrudForm(withEditor).fields[0]).toMatchObject({ widget: 'editor', module: 'editor' });
    expect(compileCrudList(withEditor).columns.find((c) => c.key === 'body')?.cell).toEqual({ kind: 'module', name: 'editor' });
    // The product's own widgets name no module; a field that names its renderer keeps it.
    expect(form.fields.find((f) => f.key === 'name')?.module).toBeUndefined();
    const named = expandScreen({ ...crud, fields: [field('body', { type: 'text', form: { widget: 'editor' }, list: { render: 'text' } })] });
    expect(compileCrudList(named).columns.find((c) => c.key === 'body')?.cell.kind).toBe('text');
  });

  it('fills the form from a row: secrets blank, labels and lists parsed', () => {
    const values = formInitialValues(form, { id: 1, name: 'n', secret: 'hash', title: '{"zh-cn":"甲","en":"A"}', tags: '[1,2]', on: 1, locked: 'L' });
    expect(values).toEqual({ name: 'n', title: { 'zh-cn': '甲', en: 'A' }, tags: [1, 2], on: 1, locked: 'L' });
    expect(formInitialValues({ ...form, fields: form.fields.map((f) => (f.key === 'on' ? { ...f, default: 1 } : f)) }, null)).toEqual({ on: 1 });
  });

  it('sends writable, visible fields; a blank secret never; an emptied field cleared on edit only', () => {
    const values = { pid: 0, name: 'n', kind: '', on: false, remark: 'r', secret: '', locked: 'L', tags: [] };
    // remark is hidden while `on` is off; locked is read-only
    expect(formPayload(form, values, 'edit')).toEqual({ pid: 0, name: 'n', kind: '', on: false, tags: [] });
    expect(formPayload(form, { ...values, on: true, remark: '', secret: 'pw-123456' }, 'edit')).toEqual({
      pid: 0,
      name: 'n',
      kind: '',
      on: true,
      remark: null,
      secret: 'pw-123456',
      tags: [],
    });
    expect(formPayload(form, { name: 'n', kind: '' }, 'add')).toEqual({ name: 'n' });
  });
});

describe('validators and cells', () => {
  it('checks the shared rules; empty values pass all but required; a label needs its Chinese text', () => {
    expect(firstFailure(['required', 'varName'], '')).toBe('required');
    expect(firstFailure(['required', 'varName'], '9x')).toBe('varName');
    expect(firstFailure(['varName'], '')).toBeNull();
    expect(passes('required', { 'zh-cn': ' ', en: 'x' })).toBe(false);
    expect(passes('required', { 'zh-cn': '甲', en: '' })).toBe(true);
    expect(passes('email', 'a@b.cn')).toBe(true);
    expect(passes('integer', 12)).toBe(true);
    expect(passes('url', 'ftp://x')).toBe(false);
  });

  it('shows epoch ms in China time whatever the format, cents as yuan and labels in the language', () => {
    const col = (cell: ListColumn['cell']): ListColumn => ({ key: 'v', title: 'v', align: 'left', sortable: false, visibleByDefault: true, cell });
    const zh = { locale: 'zh-cn' as const };
    expect(formatChinaTime(1767225599000)).toBe('2026-01-01 07:59:59');
    // A schema's own format names months in the interface language.
    expect(cellText(col({ kind: 'datetime', format: 'D MMMM YYYY' }), 1767196800000, zh)).toBe('1 一月 2026');
    expect(cellText(col({ kind: 'datetime', format: 'D MMMM YYYY' }), 1767196800000, { locale: 'en' })).toBe('1 January 2026');
    expect(cellText(col({ kind: 'datetime', format: 'YYYY/MM/DD HH:mm' }), 1767196800000, zh)).toBe('2026/01/01 00:00');
    expect(cellText(col({ kind: 'date' }), 1767196800000, zh)).toBe('2026-01-01');
    expect(cellText(col({ kind: 'date' }), '2025-12-31', zh)).toBe('2025-12-31');
    expect(cellText(col({ kind: 'money' }), 123456, zh)).toBe('1,234.56');
    expect(cellText(col({ kind: 'money' }), 5, zh)).toBe('0.05');
    expect(cellText(col({ kind: 'label' }), '{"zh-cn":"首页","en":"Home"}', { locale: 'en' })).toBe('Home');
    expect(cellText(col({ kind: 'tags', options: [{ value: 1, label: l('一', 'One') }] }), '1,2', { locale: 'en' })).toBe('One, 2');
    expect(cellText(col({ kind: 'text' }), 7, { locale: 'zh-cn', remoteLabels: { v: new Map([['7', '七']]) } })).toBe('七');
    expect(cellText(col({ kind: 'switch' }), 0, { locale: 'en' })).toBe('No');
    // A boolean is true/false on the wire while its options name the stored 1/0.
    const yesNo = [{ value: 1, label: l('是', 'Yes') }, { value: 0, label: l('否', 'No') }];
    expect(cellText(col({ kind: 'tag', options: yesNo }), true, zh)).toBe('是');
    expect(cellText(col({ kind: 'tag', options: yesNo }), false, { locale: 'en' })).toBe('No');
    expect(parseList('[3,"a"]')).toEqual([3, 'a']);
  });
});
