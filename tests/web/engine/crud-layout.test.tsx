// Issue 21 item 14: on a phone a crud form ran off the screen (a 640 px drawer at 390 px); on a
// wide table the row actions were cut off at the right. The form takes the whole width on a phone,
// and the actions column is pinned to the table's right edge.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../src/engine/runtime/use-media-query';
import { adminRows, adminScreen, groupRows, groupScreen } from './crud-fixtures';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const desktopMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

const backend = () => fakeBackend([adminScreen, groupScreen], { 'fx-admin': adminRows(2), 'fx-group': groupRows });
const drawerWidth = () => (document.querySelector('.ant-drawer-content-wrapper') as HTMLElement | null)?.style.width;

async function openEditForm() {
  renderCrud('fx-admin', backend());
  fireEvent.click(await screen.findByTestId('fx-admin-edit-1'));
  await screen.findByTestId('fx-admin-form');
}

describe('crud layout', () => {
  it('opens the form at the whole width on a phone', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === PHONE_QUERY });
    await openEditForm();
    await waitFor(() => expect(drawerWidth()).toBe('100%'));
  });

  it('opens the form at the schema width elsewhere', async () => {
    await openEditForm();
    await waitFor(() => expect(drawerWidth()).toBe('640px'));
  });

  it('pins the row actions to the right edge of the table', async () => {
    renderCrud('fx-admin', backend());
    await screen.findByTestId('fx-admin-edit-1');
    const table = screen.getByTestId('fx-admin-table');
    const header = [...table.querySelectorAll('th')].at(-1)!;
    const cell = table.querySelector('tbody tr[data-row-key="1"] td:last-child') as HTMLElement;
    for (const element of [header, cell]) {
      expect(element.classList.contains('chis-dt-fixed-right')).toBe(true);
      expect(element.style.right).toBe('0px');
    }
  });

  // Issue 28 item 1: 100 sticky cells are a large share of drawing a wide page, and at scrollLeft 0
  // they sit where unpinned cells do: the first column is pinned from the user's first reach.
  it('pins the first column once the user reaches the table (a wheel), not on first paint', async () => {
    renderCrud('fx-admin', backend());
    await screen.findByTestId('fx-admin-edit-1');
    const table = screen.getByTestId('fx-admin-table');
    const first = table.querySelector('tbody tr[data-row-key="1"] td') as HTMLElement;
    expect(first.classList.contains('chis-dt-fixed')).toBe(true);
    expect(table.dataset.pinned).toBeUndefined();
    fireEvent.wheel(table);
    expect(table.dataset.pinned).toBe('true');
  });

  it('gives a cut text cell its whole text as its title when the pointer reaches it, and an uncut one none', async () => {
    renderCrud('fx-admin', backend());
    await screen.findByTestId('fx-admin-edit-1');
    const table = screen.getByTestId('fx-admin-table');
    const [cut, whole] = [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key="1"] td')].filter((td) => td.childElementCount === 0 && td.textContent);
    expect(cut.title).toBe('');
    // jsdom lays nothing out: the cut cell's text is made wider than its box.
    Object.defineProperty(cut, 'scrollWidth', { value: 200 });
    Object.defineProperty(cut, 'clientWidth', { value: 100 });
    fireEvent.pointerOver(cut);
    fireEvent.pointerOver(whole);
    expect(cut.title).toBe(cut.textContent);
    expect(whole.title).toBe('');
  });
});
