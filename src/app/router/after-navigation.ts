import type { Location } from 'react-router';
import { isAdminPath, UNTRACKED_PREVIOUS_PATHS } from '../guard/paths';
import { resolvePageMeta } from '../layout/page-meta';
import { siteConfigAtom } from '../state/site';
import { appStore } from '../state/store';
import { localeAtom } from '../state/ui';
import { leaveTrackedPages, trackPageVisit, type PageDescription } from '../tracking';
import { documentTitle } from './document-title';
import { titleText } from './title-text';

// Tracking records name pages in zh-cn whatever the interface language, so reports group one page
// under one name.
const TRACKING_LOCALE = 'zh-cn';

export function describePage(pathname: string): PageDescription {
  const meta = resolvePageMeta(pathname);
  return {
    path: pathname,
    title: titleText(meta.titleKey, TRACKING_LOCALE),
    levels: meta.crumbs.map((crumb) => titleText(crumb.titleKey, TRACKING_LOCALE)),
  };
}

/** Spec §2: paths that never count as the page a visit came from. */
export function trackedPreviousPath(previous: Location | undefined): string {
  if (!previous || UNTRACKED_PREVIOUS_PATHS.includes(previous.pathname)) return '';
  return previous.pathname;
}

function applyTitle(pathname: string): void {
  // The admin back-end titles its pages itself, from its own catalogue and the menus it loaded.
  if (isAdminPath(pathname)) return;
  document.title = documentTitle(pathname, appStore.get(localeAtom), appStore.get(siteConfigAtom).siteName);
}

/**
 * What happens after every settled navigation: the title and the page-visit record. The back-end's
 * pages are not subscriber usage (the dashboard counts that): opening one ends the subscriber's
 * visit, and nothing is recorded there, not even clicks. Nor is a
 * new query string on the same page (a search, a filter, a page of a list): the visit goes on, and
 * the query has its own event record.
 */
export function afterNavigation(location: Location, previous: Location | undefined): void {
  applyTitle(location.pathname);
  if (isAdminPath(location.pathname)) return leaveTrackedPages();
  if (previous?.pathname === location.pathname) return;
  trackPageVisit(describePage(location.pathname), trackedPreviousPath(previous));
}

/** The title follows a language switch or a renamed site without a navigation. */
export function keepTitleCurrent(): () => void {
  const refresh = () => applyTitle(window.location.pathname);
  const offLocale = appStore.sub(localeAtom, refresh);
  const offSite = appStore.sub(siteConfigAtom, refresh);
  return () => {
    offLocale();
    offSite();
  };
}
