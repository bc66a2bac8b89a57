// The bookkeeping both tab rows share (the subscriber's and the back-end's): which tab goes when one
// is closed, and which stay on "close others". Each row says which of its tabs is pinned.

interface Tab {
  path: string;
}

/**
 * Closes a tab (a pinned one stays). When the closed tab is the one on screen, `goTo` is the
 * neighbour to show instead (the one to its right, else to its left), as browsers do with theirs.
 */
export function closeTab<T extends Tab>(tabs: readonly T[], path: string, activePath: string, pinned: (tab: T) => boolean): { tabs: T[]; goTo?: T } {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1 || pinned(tabs[index])) return { tabs: [...tabs] };
  const remaining = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: remaining };
  return { tabs: remaining, goTo: remaining[Math.min(index, remaining.length - 1)] };
}

/** Keeps the pinned tabs and the given one. */
export function closeOtherTabs<T extends Tab>(tabs: readonly T[], path: string, pinned: (tab: T) => boolean): T[] {
  return tabs.filter((tab) => pinned(tab) || tab.path === path);
}
