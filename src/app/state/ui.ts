import { persistedAtom } from './persisted';

export type Locale = 'zh-cn' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const LOCALES: readonly Locale[] = ['zh-cn', 'en'];

/** A page opened in the tab bar (spec §3 "Navigation tab"). */
export interface TabView {
  path: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  meta: { title: string; addtab: boolean };
}

export const localeAtom = persistedAtom<Locale>('locale', DEFAULT_LOCALE);
export const menuCollapsedAtom = persistedAtom<boolean>('menuCollapsed', false);
export const tabViewsAtom = persistedAtom<TabView[]>('tabViews', []);
