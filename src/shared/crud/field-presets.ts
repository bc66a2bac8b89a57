// The CRUD designer's field palette (issue 24 item 1): each entry a crud field template in the
// meta-schema's portable types, ready to drop into a design and then edit (key, labels, list and
// form). The server serves it (GET /chis_web/api/admin/crud-log/presets) and the designer's page
// reads the same list, so it is written once. Fixed keys (id, weigh, status, remark, the times)
// are the ones the service gives a meaning (the sort weight, created_at/updated_at filled on write).
import type { CrudField, CrudFieldPreset, Label } from '../../generated/schema-types';

export interface FieldPresetEntry {
  id: CrudFieldPreset;
  label: Label;
  /** The field it adds (its `design.preset` says where it came from). */
  field: CrudField;
  /** Only one of it fits in a design (the key is fixed). */
  single: boolean;
}

const l = (zh: string, en: string): Label => ({ 'zh-cn': zh, en });

/** A dictionary to start from: the designer edits the values and their labels. */
const DICTIONARY = [
  { value: 'a', label: l('选项一', 'Option one') },
  { value: 'b', label: l('选项二', 'Option two') },
];

/** Remote fields point at the administrators' screen until the designer picks another. */
const REMOTE = { screen: 'admin', label: 'username' };

/** A single choice of the dictionary, drawn by `widget`. */
function dictionaryField(key: string, label: Label, widget: 'select' | 'radio-group'): CrudField {
  return { key, label, type: 'string', length: 50, default: 'a', options: DICTIONARY, list: { operator: 'eq', render: 'tag' }, form: { widget } };
}

function entry(id: CrudFieldPreset, label: Label, field: Omit<CrudField, 'design'>, single = false): FieldPresetEntry {
  return { id, label, field: { ...field, design: { preset: id } }, single };
}

export const FIELD_PRESETS: readonly FieldPresetEntry[] = [
  entry('primaryKey', l('主键', 'Primary key'), { key: 'id', label: l('ID', 'ID'), type: 'integer', readOnly: true, list: { width: 80, sortable: true, operator: 'eq' } }, true),
  entry('string', l('字符串', 'String'), {
    key: 'name',
    label: l('名称', 'Name'),
    type: 'string',
    length: 100,
    list: { operator: 'contains' },
    form: { widget: 'input', validator: ['required'] },
  }),
  entry('text', l('多行文本', 'Text'), { key: 'content', label: l('内容', 'Content'), type: 'text', nullable: true, form: { widget: 'textarea', rows: 4 } }),
  entry('number', l('整数', 'Number'), {
    key: 'quantity',
    label: l('数量', 'Quantity'),
    type: 'integer',
    default: 0,
    list: { sortable: true, operator: 'between' },
    form: { widget: 'number', validator: ['integer', 'unsigned'], step: 1 },
  }),
  entry('decimal', l('小数', 'Decimal'), {
    key: 'amount',
    label: l('金额', 'Amount'),
    type: 'decimal',
    precision: 12,
    scale: 2,
    default: 0,
    list: { sortable: true, operator: 'between' },
    form: { widget: 'number', validator: ['float'], step: 0.01 },
  }),
  entry('switch', l('开关', 'Switch'), { key: 'enabled', label: l('启用', 'Enabled'), type: 'boolean', default: true, list: { operator: 'eq', render: 'switch' }, form: { widget: 'switch' } }),
  entry('select', l('下拉单选（字典）', 'Select (dictionary)'), dictionaryField('kind', l('类型', 'Kind'), 'select')),
  entry('radio', l('单选框（字典）', 'Radio (dictionary)'), dictionaryField('level', l('级别', 'Level'), 'radio-group')),
  entry('checkbox', l('多选框（字典）', 'Checkbox (dictionary)'), {
    key: 'tags',
    label: l('标签', 'Tags'),
    type: 'json',
    nullable: true,
    options: DICTIONARY,
    list: { operator: 'has', render: 'tags' },
    form: { widget: 'checkbox-group' },
  }),
  entry('date', l('日期', 'Date'), { key: 'day', label: l('日期', 'Date'), type: 'date', nullable: true, list: { sortable: true, operator: 'between', render: 'date' }, form: { widget: 'date' } }),
  entry('datetime', l('日期时间', 'Date and time'), {
    key: 'happened_at',
    label: l('时间', 'Time'),
    type: 'timestamp',
    nullable: true,
    list: { sortable: true, operator: 'between', render: 'datetime' },
    form: { widget: 'datetime' },
  }),
  entry('remoteSelect', l('远程下拉（单选）', 'Remote select'), {
    key: 'owner_id',
    label: l('负责人', 'Owner'),
    type: 'integer',
    nullable: true,
    remote: REMOTE,
    list: { operator: 'eq' },
    form: { widget: 'remote-select' },
  }),
  entry('remoteSelectMulti', l('远程下拉（多选）', 'Remote multi-select'), {
    key: 'member_ids',
    label: l('相关人员', 'People'),
    type: 'json',
    nullable: true,
    remote: REMOTE,
    list: { render: 'tags' },
    form: { widget: 'remote-select-multi' },
  }),
  entry('image', l('图片', 'Image'), { key: 'image', label: l('图片', 'Image'), type: 'string', nullable: true, list: { render: 'image' }, form: { widget: 'image' } }),
  entry('images', l('多图片', 'Images'), { key: 'images', label: l('图片集', 'Images'), type: 'json', nullable: true, form: { widget: 'images' } }),
  entry('file', l('文件', 'File'), { key: 'file', label: l('文件', 'File'), type: 'string', nullable: true, list: { render: 'url' }, form: { widget: 'file' } }),
  entry('files', l('多文件', 'Files'), { key: 'files', label: l('附件', 'Files'), type: 'json', nullable: true, form: { widget: 'files' } }),
  // Rich text (HTML) is the editor module's widget: until the module is installed the form says so.
  entry('editor', l('富文本', 'Rich text'), { key: 'body', label: l('正文', 'Body'), type: 'text', nullable: true, list: { show: false }, form: { widget: 'editor' } }),
  entry(
    'weight',
    l('权重（拖动排序）', 'Weight (drag sort)'),
    { key: 'weigh', label: l('权重', 'Weight'), type: 'integer', default: 0, sortWeight: true, list: { sortable: true, width: 80 }, form: { widget: 'number' } },
    true,
  ),
  entry(
    'status',
    l('状态', 'Status'),
    {
      key: 'status',
      label: l('状态', 'Status'),
      type: 'string',
      length: 20,
      default: 'enabled',
      options: [
        { value: 'enabled', label: l('启用', 'Enabled') },
        { value: 'disabled', label: l('禁用', 'Disabled') },
      ],
      list: { operator: 'eq', render: 'tag', width: 100 },
      form: { widget: 'radio-group' },
    },
    true,
  ),
  entry('remark', l('备注', 'Remark'), { key: 'remark', label: l('备注', 'Remark'), type: 'string', length: 255, nullable: true, list: { show: false }, form: { widget: 'textarea', rows: 2 } }, true),
  entry(
    'createdAt',
    l('创建时间', 'Created at'),
    { key: 'created_at', label: l('创建时间', 'Created at'), type: 'timestamp', readOnly: true, list: { sortable: true, operator: 'between', render: 'datetime', width: 170 } },
    true,
  ),
  entry(
    'updatedAt',
    l('修改时间', 'Updated at'),
    { key: 'updated_at', label: l('修改时间', 'Updated at'), type: 'timestamp', nullable: true, readOnly: true, list: { sortable: true, operator: 'between', render: 'datetime', width: 170 } },
    true,
  ),
];
