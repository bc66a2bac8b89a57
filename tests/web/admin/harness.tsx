import { configure, render, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect } from 'vitest';
import App from '../../../src/app/App';
import type { AdminIndex, AdminMenuNode, DashboardFigures } from '../../../src/app/admin/api/types';
import { endAdminSession } from '../../../src/app/admin/session/state';
import { ADMIN_TOKEN_KEY } from '../../../src/app/admin/session/token';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { buildAppRoutes } from '../../../src/app/router/create-router';
import { registerNavigator } from '../../../src/app/router/navigation';
import { API, server } from '../setup';

export const ADMIN_API = `${API}/api/admin`;

// The first render of a file transforms the admin chunks and antd on demand (cold): findBy and
// waitFor wait up to 8 s instead of testing-library's 1 s.
configure({ asyncUtilTimeout: 8_000 });

// Any screen's schema, unless a test answers for it (handlers a test adds take precedence).
beforeEach(() => {
  server.use(http.get(`${ADMIN_API}/schema/:id`, ({ params }) => ok(screenSchema(String(params.id), String(params.id), String(params.id)))));
});

afterEach(() => {
  endAdminSession();
  registerNavigator((to) => window.location.assign(to));
});

export function ok(content: JsonBodyType) {
  return HttpResponse.json({ code: 200, msg: '', content });
}

export function refused(status: number, msg: string, content: JsonBodyType = null) {
  return HttpResponse.json({ code: status, msg, content }, { status });
}

function menu(id: number, name: string, zh: string, en: string, extra: Partial<AdminMenuNode> = {}): AdminMenuNode {
  return { id, pid: 0, type: 'menu', name, title: { 'zh-cn': zh, en }, path: name, icon: '', menuType: 'tab', url: '', ...extra };
}

/** An administrator of the "auditors" kind: the dashboard, the administrators list, the log, a help link. */
export const limitedMenus: AdminMenuNode[] = [
  menu(1, 'dashboard', '控制台', 'Dashboard', { icon: 'DashboardOutlined' }),
  {
    ...menu(2, 'auth', '权限管理', 'Access control', { type: 'menu_dir', icon: 'SafetyCertificateOutlined', path: '' }),
    children: [menu(3, 'admin', '管理员', 'Administrators', { pid: 2 }), menu(4, 'admin-log', '管理员日志', 'Admin operation log', { pid: 2 })],
  },
  menu(9, 'help', '使用帮助', 'Help', { menuType: 'link', url: 'https://help.example.com/admin', icon: 'FileTextOutlined', path: '' }),
];

export const limitedRules = ['dashboard', 'dashboard/index', 'auth', 'admin', 'admin/index', 'admin-log', 'admin-log/index', 'help'];

export function adminIndex(overrides: Partial<AdminIndex> = {}): AdminIndex {
  return {
    admin: {
      id: 2,
      username: 'auditor',
      nickname: '审计员小王',
      avatar: '',
      email: 'audit@example.com',
      mobile: '',
      motto: '',
      lastLoginAt: null,
      lastLoginIp: null,
      super: false,
    },
    menus: limitedMenus,
    rules: limitedRules,
    siteConfig: { siteName: '', version: '1.0.0' },
    ...overrides,
  };
}

export const figures: DashboardFigures = {
  asOf: Date.UTC(2026, 4, 20, 8, 0),
  subscribers: { total: 1234, active: 1100, pending: 90, disabled: 44 },
  subscriptions: { active: 873 },
  trialApplications: { total: 57, last30d: 12 },
  last30d: { logins: 4321, visits: 98765, exports: 321 },
  byDay: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-04-${String(index + 1).padStart(2, '0')}`,
    visits: 3000 + index,
    members: 100 + index,
  })),
  topPages: [
    { page: '市场概况', title: { 'zh-cn': '市场概况', en: 'Market overview' }, visits: 5555 },
    { page: '药品库', title: { 'zh-cn': '药品库', en: 'Drug library' }, visits: 4444 },
  ],
  ledger: { money: 1234567, score: 8900, consistent: true, mismatches: 0 },
};

/** Signs an administrator in as the loading page would find them: a stored admin token. */
export function storeAdminToken(token = 'admin-tok') {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** The index call answered with `index`; counts the calls and the tokens they carried. */
export function serveIndex(index: AdminIndex = adminIndex()) {
  const seen: string[] = [];
  server.use(http.get(`${ADMIN_API}/index`, ({ request }) => (seen.push(request.headers.get('authorization') ?? ''), ok(index as unknown as JsonBodyType))));
  return seen;
}

/** The schema of a crud screen, as GET /schema/<id> serves it (only what the admin app reads). */
export function screenSchema(id: string, zh: string, en: string) {
  return { id, kind: 'crud', title: { 'zh-cn': zh, en }, primaryKey: 'id', fields: [], actions: ['index'] };
}

/** The whole app (router, guard, admin chunks) at `path`, with the client wired as at start-up. */
export function openApp(path: string) {
  wireClient();
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  registerNavigator((to) => void router.navigate(to));
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
  const view = render(<App router={router} />);
  const here = () => router.state.location.pathname + router.state.location.search;
  const at = async (expected: string) => waitFor(() => expect(here()).toBe(expected), { timeout: 8000 });
  return { ...view, router, visited, here, at };
}
