import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ResourceError } from '../../../src/engine';
import { adminRows, adminScreen, groupRows, groupScreen, ruleRows, settingRows, settingScreen } from './crud-fixtures';
import { fakeBackend, renderCrud } from './crud-harness';

// antd's CSS-in-JS makes a first render in jsdom slow on this shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  // The renderer is a lazy chunk (formily, antd): load it once so each test's waits measure the page.
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const schemas = [adminScreen, groupScreen, settingScreen];
const backendWith = (admins = adminRows(3)) =>
  fakeBackend(schemas, { 'fx-admin': admins, 'fx-group': groupRows, 'admin-rule': ruleRows, 'fx-setting': settingRows });

const rowsOf = (id: string) => [...screen.getByTestId(`${id}-table`).querySelectorAll('tbody tr[data-row-key]')];
const rowKeys = (id: string) => rowsOf(id).map((r) => r.getAttribute('data-row-key'));
const headers = (id: string) =>
  within(screen.getByTestId(`${id}-table`))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
const row = (id: string, key: string | number) => screen.getByTestId(`${id}-table`).querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement;
/** The OK button of the open confirmation. */
const confirmOk = async () => {
  const popup = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-popconfirm')].find((p) => !p.closest('.ant-popover-hidden'));
    if (!open) throw new Error('no confirmation open');
    return open as HTMLElement;
  });
  fireEvent.click(popup.querySelector('.ant-btn-primary')!);
};
const formItem = (id: string, key: string) => screen.getByTestId(`${id}-form-${key}`);
const textbox = (id: string, key: string) => formItem(id, key).querySelector('input, textarea') as HTMLInputElement;

describe('crud screen: list', () => {
  it('asks for page 1 in the default sort with the schema page size, and shows formatted cells', async () => {
    const backend = backendWith(adminRows(25));
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(10));
    expect(backend.lists('fx-admin')[0]).toEqual({ page: 1, limit: 10, order: { field: 'id', order: 'desc' }, quickSearch: '', search: [] });
    expect(rowKeys('fx-admin').slice(0, 2)).toEqual(['1', '2']);
    // the selection and handle-less columns, then the fields with a list (update time hidden by default), then actions
    expect(headers('fx-admin')).toEqual(['', 'ID', '用户名', '昵称', '分组', '状态', '余额', '创建时间', '操作']);
    const first = row('fx-admin', 1);
    // epoch ms → China time; integer cents → yuan
    expect(first.textContent).toContain('2026-01-01 08:00:00');
    expect(first.textContent).toContain('1,234.56');
    // remote keys are shown by their labels, asked for exactly those keys
    await waitFor(() => expect(first.textContent).toContain('超级管理员'));
    expect(first.textContent).toContain('编辑');
    expect(backend.of('select', 'fx-group')[0].args[0]).toMatchObject({ initValue: [1, 2] });
    expect(screen.getByTestId('fx-admin-pager').textContent).toContain('共 25 条');
  });

  it('sorts and pages on the server', async () => {
    const backend = backendWith(adminRows(25));
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(10));
    const usernameHeader = () => within(screen.getByTestId('fx-admin-table')).getAllByRole('columnheader')[2];
    fireEvent.click(usernameHeader());
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)?.order).toEqual({ field: 'username', order: 'desc' }));
    fireEvent.click(usernameHeader());
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)?.order).toEqual({ field: 'username', order: 'asc' }));
    fireEvent.click(usernameHeader());
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)?.order).toEqual({ field: 'id', order: 'desc' }));
    // the nickname column is not sortable
    const before = backend.lists('fx-admin').length;
    fireEvent.click(within(screen.getByTestId('fx-admin-table')).getAllByRole('columnheader')[3]);
    expect(backend.lists('fx-admin')).toHaveLength(before);

    fireEvent.click(within(screen.getByTestId('fx-admin-pager')).getByTitle('3'));
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(5));
    expect(backend.lists('fx-admin').at(-1)).toMatchObject({ page: 3, limit: 10 });
  });

  it('sends the quick search, and the common search with each field operator, back on page 1', async () => {
    const backend = backendWith(adminRows(25));
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(10));
    fireEvent.click(within(screen.getByTestId('fx-admin-pager')).getByTitle('2'));
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)?.page).toBe(2));

    const quick = screen.getByTestId('fx-admin-quick-search') as HTMLInputElement;
    expect(quick.getAttribute('placeholder')).toBe('快速搜索：用户名、昵称');
    fireEvent.change(quick, { target: { value: 'adm' } });
    fireEvent.keyDown(quick, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)).toMatchObject({ quickSearch: 'adm', page: 1 }));

    // the common search is hidden until asked for
    expect(screen.queryByTestId('fx-admin-com-search-form')).toBeNull();
    fireEvent.click(screen.getByTestId('fx-admin-com-search'));
    await screen.findByTestId('fx-admin-com-search-form');
    for (const key of ['id', 'username', 'nickname', 'group_ids', 'status', 'created_at', 'updated_at']) {
      expect(screen.getByTestId(`fx-admin-filter-${key}`)).toBeTruthy();
    }
    fireEvent.change(within(screen.getByTestId('fx-admin-filter-username')).getByRole('textbox'), { target: { value: 'root' } });
    fireEvent.change(within(screen.getByTestId('fx-admin-filter-id')).getByRole('spinbutton'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('fx-admin-search'));
    await waitFor(() =>
      expect(backend.lists('fx-admin').at(-1)?.search).toEqual([
        { field: 'id', operator: 'eq', value: 7 },
        { field: 'username', operator: 'contains', value: 'root' },
      ]),
    );
    expect(backend.lists('fx-admin').at(-1)).toMatchObject({ quickSearch: 'adm', page: 1 });
  });

  it("searches a remote field by the other screen's choices, and hides a column on request", async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-com-search'));
    const groups = await screen.findByTestId('fx-admin-filter-group_ids');
    fireEvent.click(within(groups).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '编辑' }));
    fireEvent.click(screen.getByTestId('fx-admin-search'));
    await waitFor(() => expect(backend.lists('fx-admin').at(-1)?.search).toEqual([{ field: 'group_ids', operator: 'has', value: [2] }]));

    fireEvent.click(screen.getByTestId('fx-admin-columns'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '余额' }));
    await waitFor(() => expect(headers('fx-admin')).not.toContain('余额'));
    fireEvent.click(screen.getByRole('checkbox', { name: '修改时间' }));
    await waitFor(() => expect(headers('fx-admin')).toContain('修改时间'));
  });

  it('shows a tree screen as rows nested under their parents, expandable one by one or all at once, without a pager', async () => {
    const backend = backendWith();
    renderCrud('fx-group', backend);
    await waitFor(() => expect(rowKeys('fx-group')).toEqual(['1', '2', '6']));
    expect(backend.lists('fx-group')[0]).toEqual({ page: 1, limit: 20, order: { field: 'weigh', order: 'desc' }, quickSearch: '', search: [] });
    expect(screen.queryByTestId('fx-group-pager')).toBeNull();
    fireEvent.click(screen.getByTestId('fx-group-expand-1'));
    await waitFor(() => expect(rowKeys('fx-group')).toEqual(['1', '3', '4', '2', '6']));
    expect(row('fx-group', 4).getAttribute('data-depth')).toBe('1');
    fireEvent.click(screen.getByTestId('fx-group-expand-all'));
    await waitFor(() => expect(rowKeys('fx-group')).toEqual(['1', '3', '4', '5', '2', '6']));
    expect(row('fx-group', 5).getAttribute('data-depth')).toBe('2');
    expect(screen.getByTestId('fx-group-expand-all').textContent?.replace(/\s/g, '')).toBe('折叠全部');
    fireEvent.click(screen.getByTestId('fx-group-expand-all'));
    await waitFor(() => expect(rowKeys('fx-group')).toEqual(['1', '2', '6']));
  });

  it('drag sorts among siblings, by mouse and by keyboard, through the sortable action', async () => {
    const backend = backendWith();
    renderCrud('fx-group', backend);
    await waitFor(() => expect(rowKeys('fx-group')).toEqual(['1', '2', '6']));
    fireEvent.dragStart(screen.getByTestId('fx-group-drag-6'));
    fireEvent.dragOver(row('fx-group', 1));
    fireEvent.drop(row('fx-group', 1));
    await waitFor(() => expect(backend.of('sortable')).toHaveLength(1));
    expect(backend.of('sortable')[0]).toEqual({ op: 'sortable', id: 'fx-group', args: [6, 1] });
    // the list is asked for again after the move
    await waitFor(() => expect(backend.lists('fx-group')).toHaveLength(2));

    // keyboard: the handle moves its row above the previous sibling
    fireEvent.keyDown(screen.getByTestId('fx-group-drag-2'), { key: 'ArrowUp' });
    await waitFor(() => expect(backend.of('sortable')).toHaveLength(2));
    expect(backend.of('sortable')[1].args).toEqual([2, 1]);

    // a row cannot be dropped among another parent's children
    fireEvent.click(screen.getByTestId('fx-group-expand-1'));
    await waitFor(() => expect(rowKeys('fx-group')).toContain('3'));
    fireEvent.dragStart(screen.getByTestId('fx-group-drag-2'));
    fireEvent.dragOver(row('fx-group', 3));
    fireEvent.drop(row('fx-group', 3));
    expect(backend.of('sortable')).toHaveLength(2);
  });

  it('switches a flag inline with a PUT of just that field', async () => {
    const backend = backendWith();
    const { toasts } = renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    const toggle = screen.getByTestId('fx-admin-switch-status-1');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(backend.of('edit')).toHaveLength(1));
    expect(backend.of('edit')[0].args).toEqual([1, { status: 0 }]);
    await waitFor(() => expect(screen.getByTestId('fx-admin-switch-status-1').getAttribute('aria-checked')).toBe('false'));
    expect(toasts.success).toEqual(['保存成功']);
  });
});

describe('crud screen: delete and actions', () => {
  it('deletes a row after confirmation', async () => {
    const backend = backendWith();
    const { toasts } = renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-del-2'));
    expect(backend.of('remove')).toHaveLength(0);
    await confirmOk();
    await waitFor(() => expect(backend.of('remove')).toHaveLength(1));
    expect(backend.of('remove')[0].args).toEqual([[2]]);
    await waitFor(() => expect(toasts.success).toEqual(['已删除 1 条记录']));
    await waitFor(() => expect(backend.lists('fx-admin')).toHaveLength(2));
  });

  it('deletes the selected rows after confirmation, and runs a selection action over them', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    const batch = screen.getByTestId('fx-admin-delete');
    expect((batch as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('fx-admin-select-1'));
    fireEvent.click(screen.getByTestId('fx-admin-select-3'));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByTestId('fx-admin-action-disableMany'));
    await waitFor(() => expect(backend.of('action')).toHaveLength(1));
    expect(backend.of('action')[0].args).toEqual(['disableMany', { ids: [1, 3] }]);
    // the reload after the action starts with nothing selected
    await waitFor(() => expect((screen.getByTestId('fx-admin-delete') as HTMLButtonElement).disabled).toBe(true));

    fireEvent.click(screen.getByTestId('fx-admin-select-all'));
    expect(rowsOf('fx-admin').every((r) => (r.querySelector('input[type=checkbox]') as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByTestId('fx-admin-delete'));
    await confirmOk();
    await waitFor(() => expect(backend.of('remove')).toHaveLength(1));
    expect(backend.of('remove')[0].args).toEqual([[1, 2, 3]]);
  });

  it('asks before a row action that has a question, then posts {id}', async () => {
    const backend = backendWith();
    const { toasts } = renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-action-resetLogin-2'));
    expect(await screen.findByText('确定解除锁定？')).toBeTruthy();
    expect(backend.of('action')).toHaveLength(0);
    await confirmOk();
    await waitFor(() => expect(backend.of('action')).toEqual([{ op: 'action', id: 'fx-admin', args: ['resetLogin', { id: 2 }] }]));
    await waitFor(() => expect(toasts.success).toEqual(['操作成功']));
  });

  it('shows a read-only detail without secrets', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-info-1'));
    const info = await screen.findByTestId('fx-admin-info');
    await waitFor(() => expect(info.textContent).toContain('admin1'));
    expect(info.textContent).toContain('邮箱');
    expect(info.textContent).not.toContain('密码');
    await waitFor(() => expect(info.textContent).toContain('超级管理员'));
  });
});

describe('crud screen: add and edit', () => {
  it('checks the schema validators before sending, with the schema message or the rule default', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-add'));
    const form = await screen.findByTestId('fx-admin-form');
    // read-only and list-only fields are not inputs; the flag starts at its default
    expect(within(form).queryByTestId('fx-admin-form-id')).toBeNull();
    expect(within(form).queryByTestId('fx-admin-form-created_at')).toBeNull();
    expect(within(formItem('fx-admin', 'status')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    // Every input is named by its field's label (issue 14): a text box, a remote select, a switch.
    for (const [key, label] of [['username', '用户名'], ['nickname', '昵称'], ['group_ids', '分组'], ['password', '密码'], ['status', '状态']]) {
      expect(within(formItem('fx-admin', key)).getAllByLabelText(label).length, key).toBeGreaterThan(0);
    }
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(formItem('fx-admin', 'nickname').textContent).toContain('请填写此项'));
    expect(formItem('fx-admin', 'username').textContent).toContain('用户名不合规');
    expect(formItem('fx-admin', 'password').textContent).toContain('请填写此项');

    fireEvent.change(textbox('fx-admin', 'username'), { target: { value: '1bad' } });
    fireEvent.change(textbox('fx-admin', 'nickname'), { target: { value: '新人' } });
    fireEvent.change(textbox('fx-admin', 'email'), { target: { value: 'not-mail' } });
    fireEvent.change(textbox('fx-admin', 'password'), { target: { value: 'a<b' } });
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(formItem('fx-admin', 'email').textContent).toContain('请输入正确的邮箱地址'));
    expect(formItem('fx-admin', 'username').textContent).toContain('用户名不合规');
    expect(formItem('fx-admin', 'password').textContent).toContain('密码为6到32位');
    expect(backend.of('add')).toHaveLength(0);
  });

  it('adds a row, and shows a server error naming a field on that field', async () => {
    const backend = backendWith();
    const { toasts } = renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    const add = vi.fn(async (_id: string, _values: Record<string, unknown>): Promise<Record<string, unknown>> => {
      throw new ResourceError(400, 'username: 用户名已存在', 'username');
    });
    backend.provider.add = add;
    fireEvent.click(screen.getByTestId('fx-admin-add'));
    await screen.findByTestId('fx-admin-form');
    fireEvent.change(textbox('fx-admin', 'username'), { target: { value: 'root2' } });
    fireEvent.change(textbox('fx-admin', 'nickname'), { target: { value: '新人' } });
    fireEvent.change(textbox('fx-admin', 'password'), { target: { value: 'secret-1' } });
    fireEvent.change(textbox('fx-admin', 'motto'), { target: { value: '你好' } });
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith('fx-admin', { username: 'root2', nickname: '新人', password: 'secret-1', status: 1, motto: '你好' });
    await waitFor(() => expect(formItem('fx-admin', 'username').textContent).toContain('用户名已存在'));
    expect(formItem('fx-admin', 'username').textContent).not.toContain('username:');
    expect(toasts.error).toEqual([]);

    // an error without a field is a toast; success closes the form and reloads
    add.mockImplementationOnce(async () => {
      throw new ResourceError(500, '服务器内部错误');
    });
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(toasts.error).toEqual(['服务器内部错误']));
    add.mockImplementationOnce(async () => ({ id: 9 }));
    // switching the flag off hides the motto, which is then not sent
    fireEvent.click(within(formItem('fx-admin', 'status')).getByRole('switch'));
    await waitFor(() => expect(screen.queryByTestId('fx-admin-form-motto')).toBeNull());
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(toasts.success).toEqual(['添加成功']));
    expect(add.mock.calls.at(-1)).toEqual(['fx-admin', { username: 'root2', nickname: '新人', password: 'secret-1', status: 0 }]);
    await waitFor(() => expect(screen.queryByTestId('fx-admin-form')).toBeNull());
    await waitFor(() => expect(backend.lists('fx-admin')).toHaveLength(2));
  });

  it('edits a row read fresh: the password is blank, not required and not sent unless filled', async () => {
    const backend = backendWith();
    const { toasts } = renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-admin-edit-1'));
    await waitFor(() => expect(textbox('fx-admin', 'username').value).toBe('admin1'));
    expect(backend.of('one')[0].args).toEqual([1]);
    const password = textbox('fx-admin', 'password');
    expect(password.value).toBe('');
    expect(password.getAttribute('placeholder')).toBe('留空则不修改');
    fireEvent.change(textbox('fx-admin', 'nickname'), { target: { value: '老大' } });
    fireEvent.click(screen.getByTestId('fx-admin-submit'));
    await waitFor(() => expect(backend.of('edit')).toHaveLength(1));
    const [key, body] = backend.of('edit')[0].args as [number, Record<string, unknown>];
    expect(key).toBe(1);
    expect(body).toEqual({ username: 'admin1', nickname: '老大', group_ids: [1, 2], email: null, status: 1, motto: null });
    expect(body).not.toHaveProperty('password');
    expect(toasts.success).toEqual(['保存成功']);
  });

  it('shows the labels of the chosen remote keys, asked for exactly those keys', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend);
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    const before = backend.of('select', 'fx-group').length;
    fireEvent.click(screen.getByTestId('fx-admin-edit-1'));
    const groups = await screen.findByTestId('fx-admin-form-group_ids');
    await waitFor(() => expect([...groups.querySelectorAll('.chis-select-tag-label')].map((e) => e.textContent)).toEqual(['超级管理员', '编辑']));
    const asked = backend
      .of('select', 'fx-group')
      .slice(before)
      .map((c) => c.args[0]);
    expect(asked).toContainEqual(expect.objectContaining({ initValue: [1, 2] }));
  });

  it('checks a rule tree from the admin rules, ["*"] showing everything checked', async () => {
    const backend = backendWith();
    renderCrud('fx-group', backend);
    await waitFor(() => expect(rowKeys('fx-group')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-group-edit-1'));
    const rules = await screen.findByTestId('fx-group-form-rules');
    // the parent rule's own box sits beside its child under the group it heads
    await waitFor(() => expect(rules.querySelectorAll('.ant-tree-title')).toHaveLength(4));
    // the tree comes with the group form (GET /fx-group/grantable), not from the rule screen's list
    expect(backend.of('grantable', 'fx-group')).toHaveLength(1);
    expect(backend.lists('admin-rule')).toEqual([]);
    expect(rules.textContent).toContain('权限管理（本级）');
    expect(rules.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(4);
    // unchecking the dashboard sends the checked rule ids
    fireEvent.click(within(rules).getByText('仪表盘'));
    await waitFor(() => expect(rules.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-group-submit'));
    await waitFor(() => expect(backend.of('edit', 'fx-group')).toHaveLength(1));
    const body = backend.of('edit', 'fx-group')[0].args[1] as Record<string, unknown>;
    expect([...(body.rules as number[])].sort()).toEqual([10, 11]);
  });

  it('opens the form in a dialog when the schema says so, with bilingual labels and a permission-code tree', async () => {
    const backend = backendWith();
    renderCrud('fx-setting', backend, { locale: 'en' });
    await waitFor(() => expect(rowsOf('fx-setting')).toHaveLength(2));
    const first = row('fx-setting', 1);
    expect(first.textContent).toContain('Home');
    expect(first.textContent).toContain('2026/01/01');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    // a script address is never a link
    expect(row('fx-setting', 2).querySelector('a')).toBeNull();
    fireEvent.click(screen.getByTestId('fx-setting-action-rebuild'));
    await waitFor(() => expect(backend.of('action')).toEqual([{ op: 'action', id: 'fx-setting', args: ['rebuild', {}] }]));

    fireEvent.click(screen.getByTestId('fx-setting-edit-1'));
    const form = await screen.findByTestId('fx-setting-form');
    expect(form.closest('.ant-modal')).toBeTruthy();
    await waitFor(() => expect((within(formItem('fx-setting', 'title')).getByLabelText('Title EN') as HTMLInputElement).value).toBe('Home'));
    const codes = formItem('fx-setting', 'codes');
    expect(codes.textContent).toContain('Home');
    fireEvent.change(within(formItem('fx-setting', 'title')).getByLabelText('Title EN'), { target: { value: 'Start' } });
    fireEvent.click(screen.getByTestId('fx-setting-submit'));
    await waitFor(() => expect(backend.of('edit', 'fx-setting')).toHaveLength(1));
    const body = backend.of('edit', 'fx-setting')[0].args[1] as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'b', title: { 'zh-cn': '首页', en: 'Start' }, icon: 'HomeOutlined', color: '#1677ff', codes: ['HOME_PAGE'] });
  });
});

describe('crud screen: rules', () => {
  it('shows only what the granted rules allow', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend, { rules: ['fx-admin/index'] });
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    for (const id of [
      'fx-admin-add',
      'fx-admin-delete',
      'fx-admin-edit-1',
      'fx-admin-del-1',
      'fx-admin-info-1',
      'fx-admin-action-resetLogin-1',
      'fx-admin-action-disableMany',
      'fx-admin-select-all',
    ]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(headers('fx-admin')).not.toContain('操作');
    // the flag shows, but cannot be switched without the edit rule
    expect((screen.getByTestId('fx-admin-switch-status-1') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('fx-admin-refresh')).toBeTruthy();
  });

  it('grants each button by its own rule', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend, { rules: ['fx-admin/index', 'fx-admin/edit', 'fx-admin/resetLogin'] });
    await waitFor(() => expect(rowsOf('fx-admin')).toHaveLength(3));
    expect(screen.getByTestId('fx-admin-edit-1')).toBeTruthy();
    expect(screen.getByTestId('fx-admin-action-resetLogin-1')).toBeTruthy();
    expect(screen.queryByTestId('fx-admin-del-1')).toBeNull();
    expect(screen.queryByTestId('fx-admin-add')).toBeNull();
    expect((screen.getByTestId('fx-admin-switch-status-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('has no drag handle without the sortable rule', async () => {
    const backend = backendWith();
    renderCrud('fx-group', backend, { rules: ['fx-group/index', 'fx-group/edit'] });
    await waitFor(() => expect(rowKeys('fx-group')).toHaveLength(3));
    expect(screen.queryByTestId('fx-group-drag-1')).toBeNull();
  });

  it('neither loads nor shows a screen without its index rule', async () => {
    const backend = backendWith();
    renderCrud('fx-admin', backend, { rules: [] });
    expect(await screen.findByTestId('fx-admin-no-permission')).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });
});
