// The restore and rollback buttons of the audit screens (issue 22 item 8): drawn only from the
// granted rules; restore posts {ids} for a row or the selection and names the rows that could not
// go back; rollback posts {ids, force: false} and, when the server answers 409 (changed again
// since), asks before sending force.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ResourceError } from '../../../src/engine';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const logScreen = (id: string, action: 'restore' | 'rollback'): CrudSchema => ({
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id,
  schemaVersion: 2,
  title: { 'zh-cn': '日志', en: 'Log' },
  scope: 'admin',
  table: id.replace('-', '_'),
  primaryKey: 'id',
  presets: ['id'],
  fields: [{ key: 'screen', label: { 'zh-cn': '界面', en: 'Screen' }, type: 'string', list: { width: 100 } }],
  actions: ['index', action],
});

const rows = [
  { id: 1, screen: 'user' },
  { id: 2, screen: 'admin' },
];

const confirmOk = async () => {
  const popup = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-popconfirm')].find((p) => !p.closest('.ant-popover-hidden'));
    if (!open) throw new Error('no confirmation open');
    return open as HTMLElement;
  });
  fireEvent.click(popup.querySelector('.ant-btn-primary')!);
};

describe('crud screen: restore and rollback', () => {
  it('restores the selection and names the row that could not go back', async () => {
    const backend = fakeBackend([logScreen('fx-bin', 'restore')], { 'fx-bin': rows });
    backend.provider.action = async (id, name, body) => {
      backend.calls.push({ op: 'action', id, args: [name, body] });
      return [
        { id: 1, code: 200, msg: 'ok' },
        { id: 2, code: 409, msg: '用户名已被使用' },
      ];
    };
    const { toasts } = renderCrud('fx-bin', backend, { rules: ['fx-bin/index', 'fx-bin/restore'] });
    await screen.findByTestId('fx-bin-restore-1');
    expect((screen.getByTestId('fx-bin-restore') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('fx-bin-select-1'));
    fireEvent.click(screen.getByTestId('fx-bin-select-2'));
    fireEvent.click(screen.getByTestId('fx-bin-restore'));
    await confirmOk();
    await waitFor(() => expect(backend.of('action')).toEqual([{ op: 'action', id: 'fx-bin', args: ['restore', { ids: [1, 2] }] }]));
    await waitFor(() => expect(toasts.error).toEqual(['已还原 1 条；未还原：2: 用户名已被使用']));
  });

  it('draws no restore button without the rule', async () => {
    const backend = fakeBackend([logScreen('fx-bin', 'restore')], { 'fx-bin': rows });
    renderCrud('fx-bin', backend, { rules: ['fx-bin/index'] });
    await screen.findByTestId('fx-bin-table');
    await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2));
    expect(screen.queryByTestId('fx-bin-restore-1')).toBeNull();
    expect(screen.queryByTestId('fx-bin-restore')).toBeNull();
  });

  it('rolls back a row, and after a 409 asks before forcing it', async () => {
    const backend = fakeBackend([logScreen('fx-log', 'rollback')], { 'fx-log': rows });
    backend.provider.action = async (id, name, body) => {
      backend.calls.push({ op: 'action', id, args: [name, body] });
      if (!(body as { force: boolean }).force) throw new ResourceError(409, 'Email changed again since');
      return { rolledBack: [2] };
    };
    const { toasts } = renderCrud('fx-log', backend, { rules: ['fx-log/index', 'fx-log/rollback'], locale: 'en' });
    fireEvent.click(await screen.findByTestId('fx-log-rollback-2'));
    await confirmOk();
    expect(await screen.findByText('Email changed again since')).toBeTruthy();
    expect(toasts.success).toEqual([]);
    fireEvent.click(await screen.findByText('Roll back anyway'));
    await waitFor(() =>
      expect(backend.of('action').map((c) => c.args)).toEqual([
        ['rollback', { ids: [2], force: false }],
        ['rollback', { ids: [2], force: true }],
      ]),
    );
    await waitFor(() => expect(toasts.success).toEqual(['Rolled back']));
  });
});
