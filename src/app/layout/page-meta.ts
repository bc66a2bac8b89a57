import { matchPath } from 'react-router';
import { routes } from '../../generated/routes';
import { menu } from '../../generated/menu';
import type { Label } from '../../generated/schema-types';

// What the layout needs to know about the page on screen: its title (for the tab and the
// breadcrumbs), whether it gets a tab (spec §3 meta.addtab) and its breadcrumb trail (spec §2).
// A title is stored as a key so that a tab restored after a reload follows a language switch:
// `route:<routeId>` for schema pages, a message id for the hand-written ones.

export interface Crumb {
  titleKey: string;
  href?: string;
}

export interface PageMeta {
  titleKey: string;
  addtab: boolean;
  params: Record<string, string>;
  crumbs: Crumb[];
}

const HOME: Crumb = { titleKey: 'layout.page.home', href: '/home' };

interface StaticPage {
  pattern: string;
  titleKey: string;
  addtab: boolean;
  /** Crumbs between Home and the page itself. */
  via?: Crumb[];
}

const ONE_CLICK_SEARCH: Crumb = { titleKey: 'layout.page.one-click-search', href: '/one-click-search' };
const USER_CENTER: Crumb = { titleKey: 'layout.page.user-center', href: '/user-center/index' };

const staticPages: StaticPage[] = [
  { pattern: '/home', titleKey: 'layout.page.home', addtab: true },
  { pattern: '/one-click-search', titleKey: 'layout.page.one-click-search', addtab: true },
  {
    pattern: '/one-click-search-detail',
    titleKey: 'layout.page.one-click-search-detail',
    addtab: true,
    via: [ONE_CLICK_SEARCH],
  },
  { pattern: '/user-center/index', titleKey: 'layout.page.user-center', addtab: true },
  {
    pattern: '/user-center/base-database-benefits-intro',
    titleKey: 'layout.page.benefits-intro',
    addtab: true,
    via: [USER_CENTER],
  },
  { pattern: '/user/*', titleKey: 'layout.page.user', addtab: true, via: [USER_CENTER] },
  { pattern: '/user-center/card-pay', titleKey: 'layout.page.card-pay', addtab: true, via: [USER_CENTER] },
  { pattern: '/user-center/card-pay-result', titleKey: 'layout.page.card-pay-result', addtab: false, via: [USER_CENTER] },
  { pattern: '/chis-pro', titleKey: 'layout.page.chis-pro', addtab: true },
  { pattern: '/service-and-support', titleKey: 'layout.page.service-and-support', addtab: true },
  { pattern: '/login', titleKey: 'layout.page.login', addtab: false },
  { pattern: '/demo', titleKey: 'layout.page.demo', addtab: false },
  { pattern: '/account-apply', titleKey: 'layout.page.account-apply', addtab: false },
  { pattern: '/email-register-confirm', titleKey: 'layout.page.email-register-confirm', addtab: false },
  { pattern: '/email-send-success', titleKey: 'layout.page.email-send-success', addtab: false },
  {
    pattern: '/official-account-login-confirm',
    titleKey: 'layout.page.official-account-login-confirm',
    addtab: false,
  },
  { pattern: '/no-permission', titleKey: 'layout.page.no-permission', addtab: false },
  { pattern: '/401', titleKey: 'layout.page.no-power', addtab: false },
  { pattern: '/404', titleKey: 'layout.page.not-found', addtab: false },
  { pattern: '/admin/loading/*', titleKey: 'layout.page.admin-loading', addtab: false },
];

function sectionTitle(sectionId: string): Label | undefined {
  for (const area of menu) {
    const section = area.sections.find((candidate) => candidate.id === sectionId);
    if (section) return section.title;
  }
  return undefined;
}

function areaTitle(areaId: string): Label | undefined {
  return menu.find((area) => area.id === areaId)?.title;
}

/** Labels that are not messages: schema titles, looked up by the keys page-meta hands out. */
export function labelForKey(key: string): Label | undefined {
  const [kind, id] = key.split(':');
  if (kind === 'route') return routes.find((route) => route.id === id)?.title;
  if (kind === 'section') return sectionTitle(id);
  if (kind === 'area') return areaTitle(id);
  return undefined;
}

export function resolvePageMeta(pathname: string): PageMeta {
  for (const page of staticPages) {
    const match = matchPath(page.pattern, pathname);
    if (match) {
      const trail = page.pattern === '/home' ? [] : [HOME, ...(page.via ?? [])];
      return {
        titleKey: page.titleKey,
        addtab: page.addtab,
        params: paramsOf(match.params),
        crumbs: [...trail, { titleKey: page.titleKey }],
      };
    }
  }
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) {
      const titleKey = `route:${route.id}`;
      return { titleKey, addtab: true, params: paramsOf(match.params), crumbs: [HOME, ...routeTrail(route), { titleKey }] };
    }
  }
  return { titleKey: 'layout.page.untitled', addtab: false, params: {}, crumbs: [HOME] };
}

/** Area and section of a schema page (when they have titles), and a detail page's list page. */
function routeTrail(route: (typeof routes)[number]): Crumb[] {
  const trail: Crumb[] = [];
  if (areaTitle(route.area)) trail.push({ titleKey: `area:${route.area}` });
  // A section that is the whole area (competitive analysis) would only repeat its name.
  if (route.section !== route.area && sectionTitle(route.section)) trail.push({ titleKey: `section:${route.section}` });
  if (route.kind === 'database-detail') {
    const list = routes.find((candidate) => `${candidate.id}-detail` === route.id);
    if (list) trail.push({ titleKey: `route:${list.id}`, href: list.path });
  }
  return trail;
}

function paramsOf(params: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) result[key] = value;
  return result;
}
