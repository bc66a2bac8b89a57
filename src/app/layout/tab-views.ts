// Pure bookkeeping of the tab bar (spec §3 "Navigation tab": path, params, query, meta). The
// list itself lives in the persisted tabViewsAtom so that it survives a reload.
import { closeOtherTabs as closeOthersIn, closeTab as closeTabIn } from './tabs/tab-list';

export interface TabViewLike {
  path: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  meta: { title: string; addtab: boolean };
}

/** The home tab is always there and cannot be closed: it is where a closed last tab leads. */
export const HOME_PATH = '/home';

export function isPinned(tab: Pick<TabViewLike, 'path'>): boolean {
  return tab.path === HOME_PATH;
}

/** Opens a tab for the page, or refreshes the existing one (a new query replaces the old one). */
export function upsertTab<T extends TabViewLike>(tabs: readonly T[], view: T): T[] {
  if (!view.meta.addtab) return [...tabs];
  const index = tabs.findIndex((tab) => tab.path === view.path);
  if (index === -1) return [...tabs, view];
  const next = [...tabs];
  next[index] = view;
  return next;
}

/** Closes a tab; closing the one on screen shows its neighbour (tabs/tab-list.ts). */
export function closeTab<T extends TabViewLike>(tabs: readonly T[], path: string, activePath: string): { tabs: T[]; goTo?: T } {
  return closeTabIn(tabs, path, activePath, isPinned);
}

/** Keeps home and the given tab. */
export function closeOtherTabs<T extends TabViewLike>(tabs: readonly T[], path: string): T[] {
  return closeOthersIn(tabs, path, isPinned);
}

/** The URL a tab reopens: its path plus the query it had when last shown. */
export function tabHref(tab: Pick<TabViewLike, 'path' | 'query'>): string {
  const search = new URLSearchParams(tab.query).toString();
  return search ? `${tab.path}?${search}` : tab.path;
}
