import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menu } from '../../../src/generated/menu';
import SideMenu from '../../../src/app/layout/SideMenu';
import { filterMenuByCodes } from '../../../src/app/layout/menu-filter';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
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
    expect(sider.querySelector('.ant-menu-item-selected')?.textContent).toBe('药品库');
  });
});
