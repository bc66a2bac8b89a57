import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Outlet, Link } from 'react-router';
import TabBar from '../../../src/app/layout/TabBar';
import { tabViewsAtom } from '../../../src/app/state/ui';
import { renderAt } from '../pages/render-page';

function Frame() {
  return (
    <>
      <TabBar />
      <Link to="/service-and-support" data-testid="go-support">
        support
      </Link>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Frame />,
    children: ['/home', '/one-click-search', '/service-and-support', '/404'].map((path) => ({ path, element: <div>{path}</div> })),
  },
];

function tabLabels(): string[] {
  return [...document.querySelectorAll('[data-testid^="tab-/"]')].map((node) => node.textContent ?? '');
}

describe('tab bar of opened pages', { timeout: 20_000 }, () => {
  it('opens a tab per page with its query and keeps home pinned', async () => {
    const store = createStore();
    renderAt('/one-click-search?keyword=amxl', routes, store);
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '一键搜索']));
    fireEvent.click(screen.getByTestId('go-support'));
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '一键搜索', '服务与支持']));
    const saved = store.get(tabViewsAtom);
    expect(saved[1]).toMatchObject({ path: '/one-click-search', query: { keyword: 'amxl' }, meta: { title: 'layout.page.one-click-search', addtab: true } });
    expect(screen.queryByTestId('tab-close-/home')).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 一键搜索' })).toBeTruthy();
  });

  it('survives a reload: a fresh store reads the tabs back from storage', async () => {
    const before = createStore();
    const first = renderAt('/one-click-search?keyword=amxl', routes, before);
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '一键搜索']));
    first.unmount();

    // A reload: nothing in memory survives, only localStorage (chis:tabViews).
    expect(localStorage.getItem('chis:tabViews')).toContain('amxl');
    const after = createStore();
    const { router } = renderAt('/service-and-support', routes, after);
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '一键搜索', '服务与支持']));

    // The restored tab reopens with the query it had.
    fireEvent.click(screen.getByText('一键搜索'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=amxl'));
  });

  it('closing the tab on screen shows its neighbour', async () => {
    const store = createStore();
    const { router } = renderAt('/one-click-search?keyword=amxl', routes, store);
    fireEvent.click(await screen.findByTestId('go-support'));
    await waitFor(() => expect(tabLabels()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('tab-close-/service-and-support'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/one-click-search'));
    expect(tabLabels()).toEqual(['首页', '一键搜索']);
  });

  it('closes the other tabs from a tab’s context menu, keeping home', async () => {
    const store = createStore();
    const { router } = renderAt('/one-click-search?keyword=amxl', routes, store);
    fireEvent.click(await screen.findByTestId('go-support'));
    await waitFor(() => expect(tabLabels()).toHaveLength(3));
    fireEvent.contextMenu(screen.getByTestId('tab-/one-click-search'), { clientX: 40, clientY: 20 });
    expect(screen.getByRole('menuitem', { name: '关闭' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '一键搜索']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/one-click-search'));
    expect(screen.queryByRole('menu')).toBeNull();
    // Home's own menu cannot close it.
    fireEvent.contextMenu(screen.getByTestId('tab-/home'));
    expect((screen.getByRole('menuitem', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('tab-/home'));
  });

  it('does not open a tab for the 404 page', async () => {
    renderAt('/404', routes, createStore());
    await waitFor(() => expect(tabLabels()).toEqual(['首页']));
  });
});
