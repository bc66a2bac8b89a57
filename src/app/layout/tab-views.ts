// Pure bookkeeping of the tab bar (spec §3 "Navigation tab": path, params, query, meta). The
// list itself lives in the persisted tabViewsAtom so that it survives a reload.

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

/**
 * Closes a tab. When the closed tab is the one on screen, `goTo` is the neighbour to show
 * instead (the one to its right, else to its left), as browsers do with their own tabs.
 */
export function closeTab<T extends TabViewLike>(
  tabs: readonly T[],
  path: string,
  activePath: string,
): { tabs: T[]; goTo?: T } {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1 || isPinned(tabs[index])) return { tabs: [...tabs] };
  const remaining = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: remaining };
  return { tabs: remaining, goTo: remaining[Math.min(index, remaining.length - 1)] };
}

/** Keeps the pinned tabs and the given one. */
export function closeOtherTabs<T extends TabViewLike>(tabs: readonly T[], path: string): T[] {
  return tabs.filter((tab) => isPinned(tab) || tab.path === path);
}

/** The URL a tab reopens: its path plus the query it had when last shown. */
export function tabHref(tab: Pick<TabViewLike, 'path' | 'query'>): string {
  const search = new URLSearchParams(tab.query).toString();
  return search ? `${tab.path}?${search}` : tab.path;
}
