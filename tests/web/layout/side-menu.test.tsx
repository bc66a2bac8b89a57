import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menu } from '../../../src/generated/menu';
import SideMenu from '../../../src/app/layout/SideMenu';
import { filterMenuByCodes } from '../../../src/app/layout/menu-filter';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { menuCollapsedAtom } from '../../../src/app/state/ui';
import { page, renderAt } from '../pages/render-page';

const allItems = menu.flatMap((area) => area.sections.flatMap((section) => section.items));

describe('side menu filtered by the user’s codes', { timeout: 20_000 }, () => {
  it('keeps only items whose page code is held, and drops emptied sections and areas', () => {
    const filtered = filterMenuByCodes(menu, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'RETAIL_MARKET_OVERVIEW', 'BASIC_DATABASE']);
    expect(filtered.map((area) => area.id)).toEqual(['basic-database', 'market-database']);
    expect(filtered.flatMap((area) => area.sections.map((section) => section.id))).toEqual(['drug-database', 'drug-sale']);
    expect(filtered.flatMap((area) => area.sections.flatMap((section) => section.items.map((item) => item.pageCode)))).toEqual([
      'DRUG_BENCHMARK_LIBRARY_VIEW',
      'RETAIL_MARKET_OVERVIEW',
    ]);
  });

  it('shows nothing but home to a user without page codes, and everything to one holding them all', () => {
    expect(filterMenuByCodes(menu, [])).toEqual([]);
    const all = filterMenuByCodes(menu, allItems.map((item) => item.pageCode));
    expect(all.flatMap((area) => area.sections.flatMap((section) => section.items))).toHaveLength(allItems.length);
  });

  it('renders the open section’s permitted pages only, with the current route selected', async () => {
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'MEDICAL_INSURANCE_LIBRARY_VIEW']);
    const drugLibrary = allItems.find((item) => item.routeId === 'drug-library')!;
    renderAt(drugLibrary.path, [page(drugLibrary.path, <SideMenu />)]);
    const sider = await screen.findByTestId('side-menu');
    expect(within(sider).getByTestId('menu-item-drug-library')).toBeTruthy();
    expect(within(sider).getByTestId('menu-item-medical-insurance-library')).toBeTruthy();
    expect(within(sider).queryByTestId('menu-item-basic-drug-library')).toBeNull();
    expect(within(sider).queryByText('市场数据库')).toBeNull();
    expect(within(sider).getByRole('link', { current: 'page' }).textContent).toBe('药品库');
  });

  it('opens and closes a section, and collapsed to icons opens its pages beside the column', async () => {
    appStore.set(permissionCodesAtom, ['DRUG_BENCHMARK_LIBRARY_VIEW', 'RETAIL_MARKET_OVERVIEW']);
    const drugLibrary = allItems.find((item) => item.routeId === 'drug-library')!;
    renderAt(drugLibrary.path, [page(drugLibrary.path, <SideMenu />)]);
    const sider = await screen.findByTestId('side-menu');
    // The section of the page on screen is open; another is closed until its button opens it.
    const retail = within(sider).getByTestId('menu-section-drug-sale');
    expect(retail.getAttribute('aria-expanded')).toBe('false');
    expect(within(sider).queryByTestId('menu-item-drug-sale-market-overview')).toBeNull();
    fireEvent.click(retail);
    expect(retail.getAttribute('aria-expanded')).toBe('true');
    expect(within(sider).getByTestId('menu-item-drug-sale-market-overview').getAttribute('href')).toBe('/market-database/drug-sale/market-overview');

    appStore.set(menuCollapsedAtom, true);
    const icon = await within(sider).findByRole('button', { name: '零售药店' });
    expect(within(sider).queryByTestId('menu-item-drug-sale-market-overview')).toBeNull();
    // From the keyboard (a click with no pointer position): the pages open and take focus.
    fireEvent.click(icon, { detail: 0 });
    await waitFor(() => expect(document.activeElement).toBe(within(sider).getByTestId('menu-item-drug-sale-market-overview')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(sider).queryByTestId('menu-item-drug-sale-market-overview')).toBeNull();
    expect(document.activeElement).toBe(icon);
    appStore.set(menuCollapsedAtom, false);
  });
});
