import { closeOtherTabs as closeOthersIn, closeTab as closeTabIn } from '../../layout/tabs/tab-list';
import { ADMIN_DASHBOARD_PATH } from '../paths';
import type { AdminTab } from '../session/state';
import { ROUTE_TITLES } from '../titles';

// The tab bar's bookkeeping: the dashboard is always the first tab and cannot be closed (it is where
// a closed last tab leads); any other screen gets a tab when opened, its query refreshed on return.

export const DASHBOARD_TAB: AdminTab = { path: ADMIN_DASHBOARD_PATH, search: '', title: ROUTE_TITLES.adminDashboard };

export function isPinned(tab: Pick<AdminTab, 'path'>): boolean {
  return tab.path === ADMIN_DASHBOARD_PATH;
}

export function withDashboard(tabs: readonly AdminTab[]): AdminTab[] {
  return tabs.some(isPinned) ? [...tabs] : [DASHBOARD_TAB, ...tabs];
}

export function upsertTab(tabs: readonly AdminTab[], tab: AdminTab): AdminTab[] {
  const next = withDashboard(tabs);
  const index = next.findIndex((candidate) => candidate.path === tab.path);
  if (index === -1) return [...next, tab];
  next[index] = tab;
  return next;
}

/** Closes a tab; closing the one on screen shows its neighbour (the layout's tabs/tab-list.ts). */
export function closeTab(tabs: readonly AdminTab[], path: string, activePath: string): { tabs: AdminTab[]; goTo?: AdminTab } {
  return closeTabIn(tabs, path, activePath, isPinned);
}

/** Keeps the dashboard and the given tab. */
export function closeOtherTabs(tabs: readonly AdminTab[], path: string): AdminTab[] {
  return closeOthersIn(tabs, path, isPinned);
}

export function tabHref(tab: Pick<AdminTab, 'path' | 'search'>): string {
  return tab.path + tab.search;
}
