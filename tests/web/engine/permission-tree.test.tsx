// Item 7 of issue 21: a permission tree stores exactly what is ticked. Unticking one page of the
// shipped trial plan saved 17 more codes (every export included) because the tree ticked a stored
// section's children for it; now a parent's tick is derived from its boxes and never written.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import userGroupSchema from '../../../schemas/admin/user-group.json';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { trialCodes } from '../../../server/modules/auth/member-groups';
import { groupRows, groupScreen, ruleRows } from './crud-fixtures';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const userGroup = userGroupSchema as unknown as CrudSchema;
const sorted = (values: unknown) => [...(values as (string | number)[])].map(String).sort();
const checkedTitles = (tree: HTMLElement) =>
  [...tree.querySelectorAll('.ant-tree-treenode')]
    .filter((node) => node.querySelector('.ant-tree-checkbox-checked'))
    .map((node) => node.querySelector('.ant-tree-title')?.textContent);

async function openEdit(id: string, key: number, field: string) {
  fireEvent.click(await screen.findByTestId(`${id}-edit-${key}`));
  const item = await screen.findByTestId(`${id}-form-${field}`);
  return waitFor(() => {
    const tree = item.querySelector('.ant-tree') as HTMLElement | null;
    if (!tree || tree.querySelectorAll('.ant-tree-title').length === 0) throw new Error('tree not drawn yet');
    return item;
  });
}

async function saved(backend: ReturnType<typeof fakeBackend>, id: string, field: string) {
  fireEvent.click(screen.getByTestId(`${id}-submit`));
  await waitFor(() => expect(backend.of('edit', id)).toHaveLength(1));
  return (backend.of('edit', id)[0].args[1] as Record<string, unknown>)[field];
}

describe('member-group code tree', () => {
  it('saves the trial plan minus the one page unticked, and nothing more', async () => {
    const trial = trialCodes();
    const backend = fakeBackend([userGroup], { 'user-group': [{ id: 2, name: 'trial', rules: trial }] });
    renderCrud('user-group', backend);
    const item = await openEdit('user-group', 2, 'rules');
    // The retail section is held, its other pages and every export are not: none shows ticked.
    const ticked = checkedTitles(item);
    expect(ticked).toEqual(expect.arrayContaining(['药品库（本级）', '零售药店（本级）', '零售药店市场概况（本级）']));
    expect(ticked).not.toContain('导出');
    // A group is ticked only when every box under it is: the retail section is not.
    expect(ticked).not.toContain('零售药店');
    // Untick one page (the drug library's own box).
    fireEvent.click(within(item).getByText('药品库（本级）'));
    const rules = await saved(backend, 'user-group', 'rules');
    expect(sorted(rules)).toEqual(sorted(trial.filter((code) => code !== 'DRUG_BENCHMARK_LIBRARY_VIEW')));
  });

  it('ticks one export alone, and a group box ticks what it shows', async () => {
    const backend = fakeBackend([userGroup], { 'user-group': [{ id: 3, name: 'lite', rules: ['HOME_PAGE'] }] });
    renderCrud('user-group', backend, { locale: 'en' });
    const item = await openEdit('user-group', 3, 'rules');
    // HOME_PAGE has a child page: holding it ticks its own box, the group is half-ticked, the child is not.
    expect(checkedTitles(item)).toEqual(['Home (itself)']);
    fireEvent.click(within(item).getAllByText('Export')[0]);
    fireEvent.click(within(item).getByText('Retail pharmacy market overview'));
    const rules = await saved(backend, 'user-group', 'rules');
    expect(sorted(rules)).toEqual(sorted(['HOME_PAGE', 'DRUG_BENCHMARK_LIBRARY_EXPORT', 'RETAIL_MARKET_OVERVIEW', 'RETAIL_MARKET_OVERVIEW_EXPORT']));
  });
});

describe('admin-group rule tree', () => {
  it('keeps a held parent rule without ticking its children, and keeps rules the tree does not show', async () => {
    const backend = fakeBackend([groupScreen], {
      'fx-group': [...groupRows, { id: 7, pid: 0, name: '部分', rules: [10, 99], weigh: 0 }],
      'admin-rule': ruleRows,
    });
    renderCrud('fx-group', backend);
    const item = await openEdit('fx-group', 7, 'rules');
    expect(checkedTitles(item)).toEqual(['权限管理（本级）']);
    fireEvent.click(within(item).getByText('仪表盘'));
    const rules = await saved(backend, 'fx-group', 'rules');
    // 99 is not in the tree (a rule this editor may not grant): it stays as it was.
    expect(sorted(rules)).toEqual(sorted([10, 12, 99]));
  });
});
