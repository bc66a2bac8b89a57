import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import App from '../../../src/app/App';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { buildAppRoutes } from '../../../src/app/router/create-router';
import { permissionCodesAtom, permissionsLoadedAtom, tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';

// The first render transforms the layout and page modules on demand (cold), which takes seconds.
vi.setConfig({ testTimeout: 15_000 });

function permissions(codes: string[]) {
  return HttpResponse.json({
    code: 200,
    msg: '',
    content: { userId: 7, username: 'trial', nickName: '试用', email: '', permissions: codes.map((code) => ({ code, type: 1 })) },
  });
}

function open(path: string) {
  wireClient();
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
  render(<App router={router} />);
  const at = async (expected: string) =>
    waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(expected), { timeout: 4000 });
  // A location the router went through on its way (the admin loading page moves on at once).
  const passed = async (expected: string) => waitFor(() => expect(visited).toContain(expected), { timeout: 4000 });
  return { router, at, passed };
}

describe('routes and redirects (spec §2)', () => {
  it('sends / to /home', async () => {
    await open('/').at('/home');
  });

  it('sends an unknown path to /404, with or without a token', async () => {
    await open('/no/such/page').at('/404');
  });

  it('sends /admin paths to /admin/loading/{to} carrying the original path and query', async () => {
    await open('/admin/dashboard?tab=logs').passed(`/admin/loading/${encodeURIComponent('/admin/dashboard?tab=logs')}`);
  });

  it('hands the admin CRUD screens to /admin/loading too, never rendering them in the subscriber app', async () => {
    const { passed, at } = open('/admin/admin');
    await passed(`/admin/loading/${encodeURIComponent('/admin/admin')}`);
    // Without an admin session the loading page goes on to the admin login.
    await at(`/admin/login?redirect=${encodeURIComponent('/admin/admin')}`);
    expect(document.querySelector('[data-testid="main-layout"]')).toBeNull();
  });

  it('sends every path starting with /admin to the loading page, /admindashboard too, which then opens the dashboard', async () => {
    const { passed } = open('/admindashboard?x=1');
    await passed(`/admin/loading/${encodeURIComponent('/admindashboard?x=1')}`);
    // No admin screen is called "/admindashboard": the loading page does not lead back to it.
    await waitFor(() => expect(document.body.textContent).not.toContain('页面不存在'));
  });

  it('opens /login and /demo, public paths of spec §2, as pages without a token', async () => {
    const login = open('/login?redirect=/chis-pro');
    await login.at('/login?redirect=/chis-pro');
    // The login at once, over the visitor's home.
    await waitFor(() => expect(document.querySelector('[data-testid="login-dialog"] [data-testid="login-form"]')).toBeTruthy(), { timeout: 8000 });
    login.router.dispose();
    const demo = open('/demo');
    await demo.at('/demo');
    await waitFor(() => expect(document.querySelector('[data-testid="home-hero"]')).toBeTruthy(), { timeout: 8000 });
    expect(document.querySelector('[data-testid="not-found"]')).toBeNull();
  });

  it('sends a signed-in user on from /login to its redirect', async () => {
    server.use(http.get(`${API}/api/v2/user/permissions`, () => permissions(['HOME_PAGE'])));
    appStore.set(tokenAtom, 'tok');
    await open('/login?redirect=/chis-pro').at('/chis-pro');
  });

  it('has one user-centre page: /user-center goes to /user-center/index (one tab, not two)', async () => {
    server.use(http.get(`${API}/api/v2/user/permissions`, () => permissions(['HOME_PAGE'])));
    appStore.set(tokenAtom, 'tok');
    await open('/user-center?from=menu').at('/user-center/index?from=menu');
  });

  it('serves the member centre’s screens under /user, behind the login like every signed-in page', async () => {
    await open('/user/my-money-log').at('/home?type=login');
  });
});

describe('navigation guard in the router (spec §2)', () => {
  it('sends a visitor without a token to /home?type=login', async () => {
    await open('/user-center').at('/home?type=login');
  });

  it('loads the permissions after login and sends a page without its code to /no-permission', async () => {
    let loads = 0;
    server.use(http.get(`${API}/api/v2/user/permissions`, () => ((loads += 1), permissions(['HOME_PAGE', 'DRUG_BENCHMARK_LIBRARY_VIEW']))));
    appStore.set(tokenAtom, 'tok');
    const { router, at } = open('/market-database/drug-sale/market-overview');
    await at('/no-permission');
    expect(appStore.get(permissionCodesAtom)).toContain('DRUG_BENCHMARK_LIBRARY_VIEW');
    await router.navigate('/basic-database/drug-database/drug-library');
    await at('/basic-database/drug-database/drug-library');
    await router.navigate('/one-click-search-detail');
    await at('/no-permission');
    expect(loads).toBe(1);
  });

  it('removes the token and goes to /home when the permissions cannot be loaded', async () => {
    server.use(http.get(`${API}/api/v2/user/permissions`, () => HttpResponse.json({ code: 500, msg: 'down', content: null }, { status: 500 })));
    appStore.set(tokenAtom, 'tok');
    await open('/user-center').at('/home');
    expect(appStore.get(tokenAtom)).toBe('');
    expect(appStore.get(permissionsLoadedAtom)).toBe(false);
  });

  it('logs in with oldToken and continues without it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/api/v2/user/old/login`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 200, msg: '', content: { token: 'from-legacy', nickname: '旧系统用户' } });
      }),
      http.get(`${API}/api/v2/user/permissions`, () => permissions(['HOME_PAGE'])),
    );
    await open('/chis-pro?oldToken=legacy-123&from=old').at('/chis-pro?from=old');
    expect(sent).toEqual({ token: 'legacy-123' });
    expect(appStore.get(tokenAtom)).toBe('from-legacy');
  });
});
