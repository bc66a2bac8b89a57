import { lazy } from 'react';

// The parts of the frame that only a signed-in user sees (menu, tab bar, breadcrumbs, one-click
// search, user menu). They are loaded when someone signs in, so that a visitor's first download
// carries none of antd's Menu, Tabs, Breadcrumb, AutoComplete or Dropdown.
const loaders = {
  sideMenu: () => import('./SideMenu'),
  tabBar: () => import('./TabBar'),
  breadcrumbs: () => import('./Breadcrumbs'),
  searchBox: () => import('./SearchBox'),
  userMenu: () => import('./UserMenu'),
};

export const SideMenu = lazy(loaders.sideMenu);
export const TabBar = lazy(loaders.tabBar);
export const Breadcrumbs = lazy(loaders.breadcrumbs);
export const SearchBox = lazy(loaders.searchBox);
export const UserMenu = lazy(loaders.userMenu);

/**
 * Starts loading those parts ahead of need (the login dialog calls it when it opens), so the
 * signed-in frame is ready when the login succeeds. Failures are left to the real load, which
 * reports them.
 */
export function preloadSignedInParts(): void {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
