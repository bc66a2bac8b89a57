// A row action offered only on the rows it applies to (`rowActionWhen`): the recycle bin draws
// "restore" only on rows not yet restored, a custom row action only where its condition holds, and an
// action without a condition on every row. A remote-label cell (an integer key shown as a name) is
// aligned as text, a plain integer as a number.
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const label = (text: string) => ({ 'zh-cn': text, en: text });

const bin: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-bin',
  schemaVersion: 2,
  title: label('Bin'),
  scope: 'admin',
  table: 'fx_bin',
  primaryKey: 'id',
  presets: ['id'],
  fields: [
    { key: 'admin_id', label: label('Operator'), type: 'integer', remote: { screen: 'fx-admin', label: 'username' }, list: { width: 120 } },
    { key: 'rows', label: label('Rows'), type: 'integer', list: { width: 80 } },
    { key: 'restored', label: label('Restored'), type: 'boolean', list: {} },
    { key: 'kind', label: label('Kind'), type: 'string', list: {} },
  ],
  actions: [
    'index',
    'info',
    'restore',
    { name: 'purge', label: label('Purge'), target: 'row' },
    { name: 'ping', label: label('Ping'), target: 'row' },
  ],
  rowActionWhen: {
    restore: { field: 'restored', eq: false },
    purge: { field: 'kind', in: ['file', 'image'] },
  },
};

// As the list API answers them: a boolean field as true/false.
const rows = [
  { id: 1, admin_id: 7, rows: 3, restored: false, kind: 'file' },
  { id: 2, admin_id: 7, rows: 5, restored: true, kind: 'image' },
  { id: 3, admin_id: 8, rows: 9, restored: false, kind: 'note' },
];

const shown = (testId: string) => screen.queryByTestId(testId) !== null;

describe('crud screen: row actions where they apply', () => {
  it('draws each conditional action only on the rows its condition holds for, and aligns a remote label as text', async () => {
    const backend = fakeBackend([bin], { 'fx-bin': rows }, {}, { 'fx-bin': { admin_id: { 7: 'alice', 8: 'bob' } } });
    renderCrud('fx-bin', backend, { rules: ['fx-bin/index', 'fx-bin/info', 'fx-bin/restore', 'fx-bin/purge', 'fx-bin/ping'] });
    await screen.findByTestId('fx-bin-restore-1');

    expect([1, 2, 3].map((pk) => shown(`fx-bin-restore-${pk}`))).toEqual([true, false, true]);
    expect([1, 2, 3].map((pk) => shown(`fx-bin-action-purge-${pk}`))).toEqual([true, true, false]);
    // No condition: on every row.
    expect([1, 2, 3].map((pk) => shown(`fx-bin-action-ping-${pk}`))).toEqual([true, true, true]);
    expect([1, 2, 3].map((pk) => shown(`fx-bin-info-${pk}`))).toEqual([true, true, true]);

    const cells = [...screen.getByTestId('fx-bin-table').querySelectorAll('tbody tr[data-row-key="1"] td')];
    const cell = (text: string) => cells.find((td) => td.textContent === text)!;
    await waitFor(() => expect(cell('alice')).toBeDefined());
    // Left is the table's default alignment (such cells carry no class); numbers are right-aligned.
    expect(cell('alice').classList.contains('chis-dt-right')).toBe(false);
    expect(cell('3').classList.contains('chis-dt-right')).toBe(true);
  });
});
