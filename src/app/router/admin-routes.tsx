import { redirect, type RouteObject } from 'react-router';
import type { AdminHost } from '../admin/host';
import type { AdminScreen } from '../admin/entry';
import { withAntdProvider } from '../antd/WithAntd';
import { isChunkLoadError, showUpdatePrompt } from '../feedback/chunk-load';
import { setAdminBootstrapped } from './admin-bootstrap';
import type { RouteHandle } from './handle';
import { navigateTo } from './navigation';
import { adminGate } from './redirects';
import { useRoutePush } from './use-route-push';

// The admin back-end (docs/admin.md §6): its own chunks under src/app/admin, loaded only when an
// admin path is opened. Only this table is in the first download; the admin app gets what it needs
// from it through the host below instead of importing it (see src/app/admin/host.ts).

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

const host: AdminHost = { setBootstrapped: setAdminBootstrapped, navigateTo, useRoutePush, isChunkLoadError, showUpdatePrompt };

let connected: Promise<typeof import('../admin/entry')> | undefined;

function adminApp() {
  connected ??= import('../admin/entry').then((admin) => {
    admin.connect(host);
    return admin;
  });
  // A failed load (offline, a deploy) is not remembered: the next navigation tries again.
  connected.catch(() => {
    connected = undefined;
  });
  return connected;
}

function screen(name: AdminScreen) {
  return withAntdProvider(async () => (await adminApp()).route(name));
}

function child(path: string, pattern: string, name: AdminScreen): RouteObject {
  const handle: RouteHandle = { pattern };
  return { path, handle, lazy: screen(name) };
}

// Redirect routes never render.
function Nothing() {
  return null;
}

export function adminRoutes(): RouteObject[] {
  const loginHandle: RouteHandle = { pattern: '/admin/login' };
  const loadingHandle: RouteHandle = { pattern: '/admin/loading/:to?' };
  const indexHandle: RouteHandle = { pattern: '/admin', redirect: true };
  return [
    { path: '/admin/login', handle: loginHandle, lazy: screen('login') },
    { path: '/admin/loading/:to?', handle: loadingHandle, lazy: screen('loading') },
    {
      // The admin layout (menu, header, tabs) around every admin screen, once the session is restored.
      path: '/admin',
      loader: adminGate,
      lazy: screen('layout'),
      children: [
        { index: true, handle: indexHandle, loader: () => redirect(ADMIN_DASHBOARD_PATH), Component: Nothing },
        child('dashboard', ADMIN_DASHBOARD_PATH, 'dashboard'),
        child('profile', '/admin/profile', 'profile'),
        // The config screen has a page of its own (one form per group tab), its list a tab of it.
        child('config', '/admin/config', 'config'),
        // The module screen is the marketplace (catalogue, buying, the installer), its list a tab of it.
        child('module', '/admin/module', 'marketplace'),
        // The CRUD designer (issue 24): a page of its own beside the crud-log records list.
        child('crud-log/design', '/admin/crud-log/design', 'designer'),
        child(':id', '/admin/:id', 'crud'),
        child('*', '/admin/*', 'notFound'),
      ],
    },
  ];
}
