// Issue 21 item 14: at 390 px the admin menu stayed open beside the page and the forms ran off the
// screen. On a phone the menu is a drawer, closed until the fold button opens it, and a crud form
// takes the whole width.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../src/engine/runtime/use-media-query';
import { server } from '../setup';
import { ADMIN_API, figures, ok, openApp, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const desktopMatchMedia = window.matchMedia;

/** The window as a 390 px phone: only the phone query matches. */
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === PHONE_QUERY });
});

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('the admin layout on a phone', () => {
  it('keeps the menu in a closed drawer, opened by the fold button and closed by a navigation or the mask', async () => {
    storeAdminToken();
    serveIndex();
    server.use(http.get(`${ADMIN_API}/dashboard`, () => ok(figures)));
    const { at } = openApp('/admin/dashboard');
    await screen.findByTestId('admin-dashboard');
    expect(screen.queryByTestId('admin-sider')).toBeNull();

    const fold = screen.getByTestId('admin-collapse');
    expect(fold.getAttribute('aria-label')).toBe('打开菜单');
    fireEvent.click(fold);
    const drawer = await screen.findByTestId('admin-drawer');
    expect(drawer.querySelector('[data-testid="admin-sider"]')).not.toBeNull();
    // The whole menu, never the folded 64 px column.
    expect(screen.getByTestId('admin-sider').getAttribute('data-collapsed')).toBe('false');
    expect(screen.getByTestId('admin-collapse').getAttribute('aria-label')).toBe('关闭菜单');

    fireEvent.click(screen.getByTestId('admin-menu-admin-log'));
    await at('/admin/admin-log');
    await waitFor(() => expect(screen.queryByTestId('admin-drawer')).toBeNull());

    fireEvent.click(screen.getByTestId('admin-collapse'));
    fireEvent.click(await screen.findByTestId('admin-drawer-mask'));
    await waitFor(() => expect(screen.queryByTestId('admin-drawer')).toBeNull());
  });
});
