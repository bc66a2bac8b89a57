import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMenuNode } from '../../../src/app/admin/api/types';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { server } from '../setup';
import { adminIndex, ADMIN_API, figures, limitedMenus, ok, openApp, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

/** The menus as the server writes them: every screen's path in full (`/admin/<id>`). */
function withServerPaths(nodes: AdminMenuNode[]): AdminMenuNode[] {
  return nodes.map((node) => ({ ...node, path: node.path ? `/admin/${node.path}` : '', children: node.children && withServerPaths(node.children) }));
}

function counter(testId: string): string {
  return screen.getByTestId(testId).textContent ?? '';
}

describe('/admin/dashboard (docs/admin.md §5)', () => {
  it('shows the server’s figures: counters, visits and active members per day, the top pages, as of a China time', async () => {
    storeAdminToken();
    serveIndex();
    let asked = 0;
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ((asked += 1), ok(figures))));
    openApp('/admin/dashboard');
    await screen.findByTestId('admin-dashboard');
    expect(asked).toBe(1);
    // 08:00 UTC is 16:00 in China, whatever the browser's zone.
    expect(screen.getByTestId('admin-dashboard-as-of').textContent).toBe('数据截至 2026-05-20 16:00（北京时间）');
    expect(counter('admin-dashboard-subscribers')).toContain('1,234');
    expect(counter('admin-dashboard-subscribers')).toContain('正常 1,100 · 待激活 90 · 已停用 44');
    expect(counter('admin-dashboard-subscriptions')).toContain('873');
    expect(counter('admin-dashboard-trials')).toContain('57');
    expect(counter('admin-dashboard-trials')).toContain('近 30 天 12');
    expect(counter('admin-dashboard-logins')).toContain('近 30 天登录会员4,321');
    expect(counter('admin-dashboard-visits')).toContain('98,765');
    expect(counter('admin-dashboard-exports')).toContain('321');

    // The 30 days: one row per day in the table, two bars per day in the chart, described as a whole.
    const days = within(screen.getByTestId('admin-dashboard-days')).getAllByRole('row').slice(1);
    expect(days).toHaveLength(30);
    expect(days[0].textContent).toBe('2026-04-013,000100');
    expect(days[29].textContent).toBe('2026-04-303,029129');
    const chart = screen.getByTestId('admin-dashboard-chart');
    expect(chart.querySelectorAll('rect')).toHaveLength(60);
    expect(chart.getAttribute('aria-label')).toBe('近 30 天共访问 90,435 次；单日最多访问 3,029 次、活跃会员 129 人');

    const top = within(screen.getByTestId('admin-dashboard-top-pages')).getAllByRole('row').slice(1);
    expect(top.map((row) => row.textContent)).toEqual(['1市场概况5,555', '2药品库4,444']);

    // The ledger: cents shown as yuan, points, and that every balance equals its ledger.
    expect(counter('admin-dashboard-ledger-money')).toBe('余额合计（元）12,345.67');
    expect(counter('admin-dashboard-ledger-score')).toBe('积分合计8,900');
    expect(counter('admin-dashboard-ledger-state')).toBe('账目一致');
    await waitFor(() => expect(document.title).toBe('控制台 - 中国医药健康产业数据平台'));
  });

  it('names the figures in English, and says how many members differ from their ledger', async () => {
    appStore.set(localeAtom, 'en');
    storeAdminToken();
    serveIndex(adminIndex({ siteConfig: { siteName: 'CHIS Back Office', version: '1' } }));
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ok({ ...figures, ledger: { money: 50, score: 0, consistent: false, mismatches: 3 } })));
    openApp('/admin/dashboard');
    await screen.findByTestId('admin-dashboard');
    expect(counter('admin-dashboard-subscribers')).toContain('Active 1,100 · Pending 90 · Disabled 44');
    expect(counter('admin-dashboard-exports')).toContain('Exports, last 30 days');
    const top = within(screen.getByTestId('admin-dashboard-top-pages')).getAllByRole('row').slice(1);
    expect(top.map((row) => row.textContent)).toEqual(['1Market overview5,555', '2Drug library4,444']);
    expect(counter('admin-dashboard-ledger-money')).toBe('Balances in total (yuan)0.50');
    expect(counter('admin-dashboard-ledger-state')).toBe('3 members’ balance or points differ from their ledger (npm run ledger:check lists them)');
    await waitFor(() => expect(document.title).toBe('Dashboard - CHIS Back Office'));
  });

  it('opens the first screen of the menu for an administrator without dashboard/index, and asks nothing', async () => {
    storeAdminToken();
    serveIndex(adminIndex({ rules: ['auth', 'admin', 'admin/index', 'admin-log', 'admin-log/index'], menus: withServerPaths(limitedMenus.slice(1)) }));
    let asked = 0;
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ((asked += 1), ok(figures))));
    // a login leads to the dashboard: they land on 管理员, the first entry they hold
    const { at } = openApp('/admin/dashboard');
    await at('/admin/admin');
    expect(screen.queryByTestId('admin-no-power')).toBeNull();
    await waitFor(() => expect(document.title).toBe('管理员 - 中国医药健康产业数据平台'));
    expect(asked).toBe(0);
  });

  it('shows the no-permission page to an administrator who holds no screen at all, and asks nothing', async () => {
    storeAdminToken();
    serveIndex(adminIndex({ rules: [], menus: [] }));
    let asked = 0;
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ((asked += 1), ok(figures))));
    openApp('/admin/dashboard');
    expect(await screen.findByTestId('admin-no-power')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('无访问权限 - 中国医药健康产业数据平台'));
    expect(asked).toBe(0);
  });
});
