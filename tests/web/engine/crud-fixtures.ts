// Crud screens that exist only in the tests (schema v2, as the meta-schema says): the engine must
// render them with no screen-specific code.
import type { CrudSchema } from '../../../src/generated/schema-types';
import type { ResourceRow } from '../../../src/engine';

const l = (zh: string, en: string) => ({ 'zh-cn': zh, en });

/** Administrators: a flat list with remote groups, a secret, a flag, times and custom actions. */
export const adminScreen: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-admin',
  schemaVersion: 2,
  title: l('测试管理员', 'Test admins'),
  scope: 'admin',
  table: 'fx_admin',
  primaryKey: 'id',
  presets: ['id', 'createdAt', 'updatedAt'],
  fields: [
    {
      key: 'username',
      label: l('用户名', 'Username'),
      type: 'string',
      unique: true,
      list: { width: 140, sortable: true, operator: 'contains' },
      form: { widget: 'input', validator: ['required', 'account'], validatorMsg: l('用户名不合规', 'Bad username') },
    },
    { key: 'nickname', label: l('昵称', 'Nickname'), type: 'string', list: { operator: 'contains' }, form: { widget: 'input', validator: ['required'] } },
    {
      key: 'group_ids',
      label: l('分组', 'Groups'),
      type: 'links',
      links: { table: 'fx_admin_group_access', self: 'admin_id', other: 'group_id' },
      remote: { screen: 'fx-group', label: 'name' },
      list: { operator: 'has' },
      form: { widget: 'remote-select-multi' },
    },
    { key: 'email', label: l('邮箱', 'Email'), type: 'string', nullable: true, list: { show: false }, form: { widget: 'input', validator: ['email'] } },
    { key: 'password', label: l('密码', 'Password'), type: 'string', secret: 'scrypt', form: { widget: 'password', validator: ['required', 'password'] } },
    {
      key: 'status',
      label: l('状态', 'Status'),
      type: 'boolean',
      default: 1,
      list: { width: 90, operator: 'eq' },
      form: { widget: 'switch' },
    },
    { key: 'balance', label: l('余额', 'Balance'), type: 'integer', list: { render: 'money' } },
    { key: 'motto', label: l('签名', 'Motto'), type: 'text', nullable: true, form: { widget: 'textarea', visibleWhen: { field: 'status', in: [1, true] } } },
  ],
  quickSearch: ['username', 'nickname'],
  pageSize: 10,
  actions: [
    'index',
    'info',
    'add',
    'edit',
    'del',
    { name: 'resetLogin', label: l('解除锁定', 'Unlock'), target: 'row', confirm: l('确定解除锁定？', 'Unlock?') },
    { name: 'disableMany', label: l('批量禁用', 'Disable'), target: 'selection' },
  ],
};

export function adminRows(n: number): ResourceRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    username: `admin${i + 1}`,
    nickname: `管理员${i + 1}`,
    group_ids: i === 0 ? [1, 2] : [2],
    email: null,
    status: i % 2 === 0 ? 1 : 0,
    balance: 123456 + i,
    motto: null,
    // 2026-01-01 00:00:00 UTC = 08:00 in China
    created_at: 1767225600000 + i * 1000,
    updated_at: null,
  }));
}

/** Groups: a tree (pid) with a drag-sort weight and a rule tree. */
export const groupScreen: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-group',
  schemaVersion: 2,
  title: l('测试分组', 'Test groups'),
  scope: 'admin',
  table: 'fx_group',
  primaryKey: 'id',
  presets: ['id'],
  fields: [
    {
      key: 'pid',
      label: l('上级', 'Parent'),
      type: 'integer',
      default: 0,
      treeParent: true,
      remote: { screen: 'fx-group', label: 'name' },
      form: { widget: 'remote-select' },
    },
    { key: 'name', label: l('组名', 'Name'), type: 'string', list: { width: 200 }, form: { widget: 'input', validator: ['required'] } },
    { key: 'rules', label: l('权限', 'Rules'), type: 'json', form: { widget: 'rule-tree' } },
    { key: 'weigh', label: l('权重', 'Weight'), type: 'integer', sortWeight: true, list: { sortable: true } },
  ],
  defaultSort: { field: 'weigh', order: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable', 'select'],
};

export const groupRows: ResourceRow[] = [
  {
    id: 1,
    pid: 0,
    name: '超级管理员',
    rules: ['*'],
    weigh: 3,
    children: [
      { id: 3, pid: 1, name: '审核员', rules: [11], weigh: 2 },
      { id: 4, pid: 1, name: '客服', rules: [], weigh: 1, children: [{ id: 5, pid: 4, name: '夜班客服', rules: [], weigh: 0 }] },
    ],
  },
  { id: 2, pid: 0, name: '编辑', rules: [10, 11], weigh: 2 },
  { id: 6, pid: 0, name: '访客', rules: [], weigh: 1 },
];

/** The admin rules a rule-tree field checks (the API answers the tree screen nested). */
export const ruleRows: ResourceRow[] = [
  {
    id: 10,
    pid: 0,
    title: JSON.stringify(l('权限管理', 'Permissions')),
    name: 'auth',
    children: [{ id: 11, pid: 10, title: l('管理员', 'Admins'), name: 'auth/admin' }],
  },
  { id: 12, pid: 0, title: l('仪表盘', 'Dashboard'), name: 'dashboard' },
];

/** Settings: a dialog form with the other widgets (select, radio, icon, colour, label, code tree). */
export const settingScreen: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-setting',
  schemaVersion: 2,
  title: l('测试配置', 'Test settings'),
  scope: 'admin',
  table: 'fx_setting',
  primaryKey: 'id',
  presets: ['id'],
  form: { mode: 'dialog', width: 720 },
  fields: [
    {
      key: 'kind',
      label: l('类型', 'Kind'),
      type: 'string',
      options: [
        { value: 'a', label: l('甲', 'A') },
        { value: 'b', label: l('乙', 'B') },
      ],
      list: { operator: 'in' },
      form: { widget: 'radio-group' },
    },
    { key: 'title', label: l('标题', 'Title'), type: 'label', list: {}, form: { widget: 'label-input', validator: ['required'] } },
    { key: 'icon', label: l('图标', 'Icon'), type: 'string', list: { render: 'icon' }, form: { widget: 'icon' } },
    { key: 'color', label: l('颜色', 'Colour'), type: 'string', list: { render: 'color' }, form: { widget: 'color' } },
    { key: 'site', label: l('网址', 'Site'), type: 'string', list: { render: 'url', operator: 'isNull' }, form: { widget: 'input', validator: ['url'] } },
    { key: 'codes', label: l('会员权限', 'Codes'), type: 'json', form: { widget: 'code-tree' } },
    { key: 'starts_at', label: l('开始', 'Starts'), type: 'timestamp', list: { operator: 'between', timeFormat: 'YYYY/MM/DD' } },
  ],
  actions: ['index', 'add', 'edit', { name: 'rebuild', label: l('重建缓存', 'Rebuild'), target: 'screen' }],
};

export const settingRows: ResourceRow[] = [
  {
    id: 1,
    kind: 'b',
    title: JSON.stringify(l('首页', 'Home')),
    icon: 'HomeOutlined',
    color: '#1677ff',
    site: 'https://example.com/a',
    codes: ['HOME_PAGE'],
    starts_at: 1767225600000,
  },
  { id: 2, kind: 'a', title: l('其他', 'Other'), icon: 'NoSuchOutlined', color: '', site: 'javascript:alert(1)', codes: [], starts_at: null },
];
