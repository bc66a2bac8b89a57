import type { RouteObject } from 'react-router';
import { routes as generatedRoutes } from '../../generated/routes';
import RouteError from '../feedback/RouteError';
import { drawsAntd } from '../antd/draws-antd';
import type { RouteHandle } from './handle';
import { withAntdProvider } from '../antd/WithAntd';
import { pageRoute } from './pages';
import { adminRoutes } from './admin-routes';
import { memberRoutes } from '../member/routes';
import { notFoundRedirect, rootRedirect, userCenterRedirect } from './redirects';
import Root, { MAIN_LAYOUT } from './Root';

interface StaticPage {
  path: string;
  folder: string;
  pageCode?: string;
  /** The visitor's landing, drawn without antd (see RouteHandle). */
  landing?: boolean;
}

// Spec §2, the pages inside the main layout (header, side menu, tab bar)…
const layoutPages: StaticPage[] = [
  { path: '/home', folder: 'home', landing: true },
  // Public paths of spec §2, served by the home page (see pages/home/index.tsx).
  { path: '/login', folder: 'home', landing: true },
  { path: '/demo', folder: 'home', landing: true },
  { path: '/one-click-search', folder: 'one-click-search' },
  { path: '/one-click-search-detail', folder: 'one-click-search-detail', pageCode: 'MARKET_DATA_STATISTICS_INNER_PAGE' },
  { path: '/chis-pro', folder: 'chis-pro' },
  { path: '/service-and-support', folder: 'service-and-support' },
  { path: '/no-permission', folder: 'no-permission' },
  { path: '/user-center/index', folder: 'user-center/index' },
  { path: '/user-center/base-database-benefits-intro', folder: 'user-center/base-database-benefits-intro' },
  { path: '/user-center/card-pay', folder: 'user-center/card-pay' },
  { path: '/user-center/card-pay-result', folder: 'user-center/card-pay-result' },
];

// …and the full-screen ones: sign-up flows, error pages.
const barePages: StaticPage[] = [
  { path: '/account-apply', folder: 'account-apply' },
  { path: '/email-register-confirm', folder: 'email-register-confirm' },
  { path: '/email-send-success', folder: 'email-send-success' },
  { path: '/official-account-login-confirm', folder: 'official-account-login-confirm' },
  { path: '/404', folder: 'not-found' },
  { path: '/401', folder: 'no-power' },
];

function staticRoute(page: StaticPage): RouteObject {
  const handle: RouteHandle = { pattern: page.path, pageCode: page.pageCode, landing: page.landing };
  const load = pageRoute(page.folder);
  return { path: page.path, handle, lazy: drawsAntd(handle, false) ? withAntdProvider(load) : load };
}

// Every subscriber schema page renders the schema route, which loads its JSON (contracts §6).
// Admin and member CRUD screens (kind "crud": /admin/<id>, /user/<id>) belong to the admin
// back-end and the member centre, not to the subscriber's pages: the admin app renders /admin/<id>
// from the schema the API serves (admin-routes.tsx), inside its own layout and rule checks. The
// generator no longer lists them; a manifest that still does must not put them in this layout.
const loadSchemaRoute = async () => ({ Component: (await import('../schema-route/SchemaRoute')).default });
const schemaRoutes: RouteObject[] = generatedRoutes.filter((entry) => (entry.kind as string) !== 'crud').map((entry) => {
  const handle: RouteHandle = {
    pattern: entry.path,
    routeId: entry.id,
    kind: entry.kind,
    pageCode: entry.pageCode,
    exportCode: entry.exportCode,
  };
  return {
    path: entry.path,
    handle,
    loader: async () => (await entry.load()).default,
    lazy: drawsAntd(handle, true) ? withAntdProvider(loadSchemaRoute) : loadSchemaRoute,
  };
});

// Redirect routes never render (their loader always redirects), and until the first page is
// ready index.html's boot screen covers the window; both render nothing.
function Nothing() {
  return null;
}

function redirectRoute(path: string, loader: RouteObject['loader']): RouteObject {
  const handle: RouteHandle = { pattern: path, redirect: true };
  return { path, loader, handle, Component: Nothing };
}

/** The whole route tree; `guard` is the root loader that runs before every navigation. */
export function buildRouteTable(guard: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: Nothing,
      loader: guard,
      // The guard must see every navigation, not only those that change the root's params.
      shouldRevalidate: () => true,
      errorElement: <RouteError />,
      children: [
        redirectRoute('/', rootRedirect),
        redirectRoute('/user-center', userCenterRedirect),
        {
          id: MAIN_LAYOUT,
          lazy: async () => ({ Component: (await import('../layout/MainLayout')).default }),
          errorElement: <RouteError />,
          children: [...layoutPages.map(staticRoute), ...schemaRoutes, ...memberRoutes()],
        },
        ...barePages.map(staticRoute),
        ...adminRoutes(),
        redirectRoute('*', notFoundRedirect),
      ],
    },
  ];
}
