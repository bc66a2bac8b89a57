import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localeAtom } from '../state/ui';
import type { AdminLabel } from './api/types';
import { adminIndexAtom, adminPageAtom, type TitleRef } from './session/state';

/** The route titles of spec §2 the admin back-end uses, plus its profile page. */
export const ROUTE_TITLES = {
  admin: { key: 'admin.route.admin' },
  adminLogin: { key: 'admin.route.adminLogin' },
  adminDashboard: { key: 'admin.route.adminDashboard' },
  notFound: { key: 'admin.route.notFound' },
  noPower: { key: 'admin.route.noPower' },
  noTitle: { key: 'admin.route.noTitle' },
  profile: { key: 'admin.route.profile' },
} satisfies Record<string, TitleRef>;

/** A label in the interface language; zh-cn fills a missing translation. */
export function useLabelText(): (label: AdminLabel) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((label: AdminLabel) => label[locale] || label['zh-cn'], [locale]);
}

/** The text of a title reference in the interface language. */
export function useTitleText(): (title: TitleRef) => string {
  const intl = useIntl();
  const pick = useLabelText();
  return useCallback(
    (title: TitleRef) =>
      'key' in title ? intl.formatMessage({ id: title.key }) : pick(title.label) || intl.formatMessage({ id: ROUTE_TITLES.noTitle.key }),
    [intl, pick],
  );
}

/** Spec §2: the document title is the route title plus the site name (the server's, else the product's). */
export function useDocumentTitle(title: TitleRef | null): void {
  const text = useTitleText();
  const intl = useIntl();
  const siteName = useAtomValue(adminIndexAtom)?.siteConfig?.siteName;
  const shown = title ? text(title) : null;
  useEffect(() => {
    if (shown !== null) document.title = `${shown} - ${siteName || intl.formatMessage({ id: 'router.siteName' })}`;
  }, [shown, siteName, intl]);
}

/**
 * What a screen inside the admin layout says about itself: its title (document title, tab,
 * breadcrumb) and whether it gets a tab.
 */
export function useAdminPage(title: TitleRef, addtab = true): void {
  const { pathname, search } = useLocation();
  const setPage = useSetAtom(adminPageAtom);
  const key = JSON.stringify(title);
  useEffect(() => {
    setPage({ path: pathname, search, title: JSON.parse(key) as TitleRef, addtab });
  }, [pathname, search, key, addtab, setPage]);
}
