import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../src/app/admin/session/token';
import { adminBootstrapped } from '../../../src/app/router/admin-bootstrap';
import { permissionsLoadedAtom, tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';
import { ADMIN_API, figures, ok, openApp, refused, serveIndex, storeAdminToken } from './harness';

// The first render transforms the admin chunks on demand (cold), which takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const loading = (to: string) => `/admin/loading/${encodeURIComponent(to)}`;

describe('/admin/loading/{to} restores the admin session (docs/admin.md §6)', () => {
  it('goes to the admin login without an admin token, remembering the target, and calls nothing', async () => {
    const calls = serveIndex();
    const { at } = openApp(loading('/admin/admin?page=2'));
    await at(`/admin/login?redirect=${encodeURIComponent('/admin/admin?page=2')}`);
    expect(await screen.findByTestId('admin-login-username')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('loads GET /index with the admin token, then opens the target with its query', async () => {
    storeAdminToken('admin-tok');
    const calls = serveIndex();
    const { at } = openApp(loading('/admin/admin-log?quickSearch=login'));
    await at('/admin/admin-log?quickSearch=login');
    expect(calls).toEqual(['admin-tok']);
    expect(adminBootstrapped()).toBe(true);
  });

  it('opens the dashboard when there is no target', async () => {
    storeAdminToken();
    serveIndex();
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ok(figures)));
    const { at } = openApp('/admin/loading');
    await at('/admin/dashboard');
    expect(await screen.findByTestId('admin-dashboard')).toBeTruthy();
  });

  it('goes to the login and forgets the token when the server refuses it (401)', async () => {
    storeAdminToken('expired');
    server.use(http.get(`${ADMIN_API}/index`, () => refused(401, 'token expired')));
    const { here } = openApp(loading('/admin/admin'));
    await waitFor(() => expect(here().startsWith('/admin/login')).toBe(true), { timeout: 8000 });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(adminBootstrapped()).toBe(false);
    expect(await screen.findByTestId('admin-login-submit')).toBeTruthy();
  });

  it('shows the problem page with a retry when the server fails otherwise', async () => {
    storeAdminToken();
    let answers = 0;
    server.use(http.get(`${ADMIN_API}/index`, () => ((answers += 1), answers === 1 ? refused(500, 'database down') : ok(null))));
    openApp(loading('/admin/admin'));
    expect((await screen.findByTestId('admin-problem')).textContent).toContain('database down');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-tok');
  });

  it('never leads off the admin back-end: a foreign or looping target opens the dashboard', async () => {
    storeAdminToken();
    serveIndex();
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ok(figures)));
    const { at } = openApp(loading('//evil.example.com/admin'));
    await at('/admin/dashboard');
  });
});

describe('admin paths before and after the bootstrap (spec §2)', () => {
  it('sends an admin screen opened first to the loading page, which then opens it', async () => {
    storeAdminToken();
    serveIndex();
    const { at, visited } = openApp('/admin/admin?page=3');
    await at('/admin/admin?page=3');
    expect(visited).toContain(loading('/admin/admin?page=3'));
    expect(await screen.findByTestId('admin-layout')).toBeTruthy();
  });

  it('leaves the subscriber session alone: no permission load, the subscriber token kept', async () => {
    let permissionLoads = 0;
    server.use(http.get(`${API}/api/v2/user/permissions`, () => ((permissionLoads += 1), ok({ permissions: [] }))));
    appStore.set(tokenAtom, 'subscriber-tok');
    storeAdminToken();
    serveIndex();
    const { at } = openApp('/admin/admin');
    await at('/admin/admin');
    expect(permissionLoads).toBe(0);
    expect(appStore.get(tokenAtom)).toBe('subscriber-tok');
    expect(appStore.get(permissionsLoadedAtom)).toBe(false);
  });
});
