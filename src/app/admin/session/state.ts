import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { persistedAtom } from '../../state/persisted';
import { appStore, type AppStore } from '../../state/store';
import type { AdminIndex, AdminLabel } from '../api/types';
import { host } from '../host';
import { removeAdminToken } from './token';

/** GET /index of this page's admin session: the administrator, the menus and the granted rules. */
export const adminIndexAtom = atom<AdminIndex | null>(null);

/** The admin side menu's own collapsed state (spec §9 widths), apart from the subscriber's. */
export const adminMenuCollapsedAtom = persistedAtom<boolean>('adminMenuCollapsed', false);

/** On a phone the menu is a drawer over the page: closed until the fold button opens it, never remembered. */
export const adminDrawerOpenAtom = atom(false);

/** A page title kept as a reference, so that a tab restored after a reload follows a language switch. */
export type TitleRef = { key: string } | { label: AdminLabel };

/** An opened admin screen in the tab bar. */
export interface AdminTab {
  path: string;
  search: string;
  title: TitleRef;
}

export const adminTabsAtom = persistedAtom<AdminTab[]>('adminTabs', []);

/** What the page on screen says about itself: its title and whether it gets a tab. */
export interface AdminPage {
  path: string;
  search: string;
  title: TitleRef;
  addtab: boolean;
}

export const adminPageAtom = atom<AdminPage | null>(null);

/** Ends the admin session in this page: the token, the loaded grants and the opened tabs go together. */
export function endAdminSession(store: AppStore = appStore): void {
  removeAdminToken();
  host().setBootstrapped(false);
  store.set(adminIndexAtom, null);
  store.set(adminPageAtom, null);
  store.set(adminTabsAtom, RESET);
}

/** The synchronous rule check (docs/admin.md §2): the name is granted, or everything is (`*`). */
export function canFrom(rules: readonly string[] | undefined): (rule: string) => boolean {
  const granted = new Set(rules ?? []);
  if (granted.has('*')) return () => true;
  return (rule) => granted.has(rule);
}
