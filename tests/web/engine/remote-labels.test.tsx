// Issue 21 item 13: a remote label (an administrator's groups) needed the other screen's `select`
// rule and showed bare ids without it. The list answer carries the labels the caller may see; the
// select action is asked only for keys it left out, and only by a caller holding its rule.
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRows, adminScreen, groupRows, groupScreen } from './crud-fixtures';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const firstRow = () => screen.getByTestId('fx-admin-table').querySelector('tbody tr[data-row-key="1"]') as HTMLElement;
const rowsShown = () => screen.getByTestId('fx-admin-table').querySelectorAll('tbody tr[data-row-key]').length;

describe('remote labels in a crud list', () => {
  it('shows the labels the list answer carries, without the other screen’s select rule and without asking it', async () => {
    const backend = fakeBackend([adminScreen, groupScreen], { 'fx-admin': adminRows(3), 'fx-group': groupRows }, {}, { 'fx-admin': { group_ids: { 1: '超级管理员', 2: '编辑' } } });
    renderCrud('fx-admin', backend, { rules: ['fx-admin/index'] });
    await waitFor(() => expect(rowsShown()).toBe(3));
    await waitFor(() => expect(firstRow().textContent).toContain('超级管理员'));
    expect(firstRow().textContent).toContain('编辑');
    expect(backend.of('select', 'fx-group')).toEqual([]);
  });

  it('asks the select action only for keys the answer left out, when the caller holds its rule', async () => {
    const backend = fakeBackend([adminScreen, groupScreen], { 'fx-admin': adminRows(3), 'fx-group': groupRows }, {}, { 'fx-admin': { group_ids: { 2: '编辑' } } });
    renderCrud('fx-admin', backend, { rules: ['fx-admin/index', 'fx-group/select'] });
    await waitFor(() => expect(firstRow().textContent).toContain('超级管理员'));
    expect(backend.of('select', 'fx-group').map((c) => c.args[0])).toEqual([expect.objectContaining({ initValue: [1] })]);
  });

  it('leaves the bare keys, and makes no refused call, for a caller without the select rule when no labels came', async () => {
    const backend = fakeBackend([adminScreen, groupScreen], { 'fx-admin': adminRows(3), 'fx-group': groupRows });
    renderCrud('fx-admin', backend, { rules: ['fx-admin/index'] });
    await waitFor(() => expect(rowsShown()).toBe(3));
    expect(backend.of('select', 'fx-group')).toEqual([]);
    expect(firstRow().textContent).not.toContain('超级管理员');
  });
});
