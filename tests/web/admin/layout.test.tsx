import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../src/app/admin/session/token';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { server } from '../setup';
import { adminIndex, ADMIN_API, figures, ok, openApp, refused, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

function menuEntries(): Record<string, string> {
  const nav = screen.getByTestId('admin-menu');
  const entries: Record<string, string> = {};
  nav.querySelectorAll<HTMLElement>('[data-testid^="admin-menu-"]').forEach((element) => {
    entries[element.dataset.testid!.slice('admin-menu-'.length)] = element.textContent ?? '';
  });
  return entries;
}

async function signedInAt(path: string) {
  storeAdminToken();
  server.use(http.get(`${ADMIN_API}/dashboard`, () => ok(figures)));
  const app = openApp(path);
  await app.at(path);
  await screen.findByTestId('admin-layout');
  return app;
}

describe('the admin layout (docs/admin.md §3 MenuNode, spec §9)', () => {
  it('shows exactly the granted menus, titled in the interface language', async () => {
    serveIndex();
    await signedInAt('/admin/dashboard');
    expect(menuEntries()).toEqual({
      dashboard: '控制台',
      auth: '权限管理',
      admin: '管理员',
      'admin-log': '管理员日志',
      help: '使用帮助',
    });
    fireEvent.click(screen.getByTestId('lang-switch'));
    fireEvent.click(await screen.findByTestId('lang-option-en'));
    await waitFor(() =>
      expect(menuEntries()).toEqual({
        dashboard: 'Dashboard',
        auth: 'Access control',
        admin: 'Administrators',
        'admin-log': 'Admin operation log',
        help: 'Help',
      }),
    );
    await waitFor(() => expect(document.title).toBe('Dashboard - CHIS Pharmaceutical Data Platform'));
  });

  it('shows a super administrator’s menus as the server sends them, and no others', async () => {
    const menus = [{ id: 5, pid: 0, type: 'menu' as const, name: 'config', title: { 'zh-cn': '系统配置', en: 'Settings' }, path: '', icon: 'SettingOutlined', menuType: 'tab', url: '' }];
    serveIndex(adminIndex({ menus, rules: ['*'] }));
    await signedInAt('/admin/dashboard');
    expect(menuEntries()).toEqual({ config: '系统配置' });
  });

  it('opens a screen from the menu, with a tab, breadcrumbs and its title; a link menu opens a new browser tab', async () => {
    serveIndex();
    const { at } = await signedInAt('/admin/dashboard');
    fireEvent.click(screen.getByTestId('admin-menu-admin-log'));
    await at('/admin/admin-log');
    await waitFor(() => expect(document.title).toBe('管理员日志 - 中国医药健康产业数据平台'));
    expect(within(screen.getByTestId('admin-tabs')).getByTestId('admin-tab-/admin/admin-log').textContent).toBe('管理员日志');
    expect(within(screen.getByTestId('admin-tabs')).getByTestId('admin-tab-/admin/dashboard').textContent).toBe('控制台');
    expect(screen.getByTestId('admin-breadcrumbs').textContent).toBe('控制台/权限管理/管理员日志');

    // A link menu is a link to its address in a new browser tab, without access to this one.
    const help = screen.getByTestId('admin-menu-help');
    expect([help.getAttribute('href'), help.getAttribute('target'), help.getAttribute('rel')]).toEqual(['https://help.example.com/admin', '_blank', 'noopener noreferrer']);
  });

  it('shows the administrator’s nickname and logs out through POST /logout', async () => {
    serveIndex();
    const logouts: string[] = [];
    server.use(http.post(`${ADMIN_API}/logout`, ({ request }) => (logouts.push(request.headers.get('authorization') ?? ''), ok(null))));
    const { at } = await signedInAt('/admin/dashboard');
    expect(screen.getByTestId('admin-nickname').textContent).toBe('审计员小王');
    fireEvent.click(screen.getByTestId('admin-user-menu'));
    fireEvent.click(await screen.findByTestId('admin-logout'));
    await at('/admin/login');
    expect(logouts).toEqual(['admin-tok']);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    // Signed out, an admin screen goes through the loading page to the login again.
    const { at: atAgain } = openApp('/admin/admin');
    await atAgain(`/admin/login?redirect=${encodeURIComponent('/admin/admin')}`);
  });

  it('goes back to the login when an admin call is refused with 401', async () => {
    serveIndex();
    storeAdminToken();
    server.use(http.get(`${ADMIN_API}/dashboard`, () => refused(401, 'token expired')));
    const { at } = openApp('/admin/dashboard');
    await at('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(await screen.findByTestId('admin-login-username')).toBeTruthy();
  });

  it('shows the not-found page for an unknown admin path', async () => {
    serveIndex();
    storeAdminToken();
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ok(figures)));
    appStore.set(localeAtom, 'en');
    const { at } = openApp('/admin/no/such/screen');
    await at('/admin/no/such/screen');
    expect(await screen.findByTestId('admin-not-found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - CHIS Pharmaceutical Data Platform'));
    fireEvent.click(screen.getByTestId('admin-error-dashboard'));
    await at('/admin/dashboard');
  });
});
