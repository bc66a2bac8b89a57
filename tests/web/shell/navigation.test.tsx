import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import NProgress from 'nprogress';
import type { Location } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import App from '../../../src/app/App';
import { finishProgress, startProgress } from '../../../src/app/feedback/progress';
import { afterNavigation, describePage, trackedPreviousPath } from '../../../src/app/router/after-navigation';
import { buildAppRoutes } from '../../../src/app/router/create-router';
import { routePush } from '../../../src/app/router/route-push';
import { watchNavigation } from '../../../src/app/router/watch-navigation';
import { tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { API, server } from '../setup';

// What routePush decides is asserted on the toast calls; that toasts render is wire-client's test.
const toasts = vi.hoisted(() => ({ error: [] as string[], warning: [] as string[] }));
vi.mock('../../../src/app/feedback/notify', () => ({
  notifyError: (text: string) => toasts.error.push(text),
  notifyWarning: (text: string) => toasts.warning.push(text),
  notifySuccess: () => undefined,
}));

const settled = { timeout: 4000 };
// The first render transforms the layout and page modules on demand (cold), which takes seconds.
vi.setConfig({ testTimeout: 15_000 });

function start(path: string) {
  document.querySelectorAll('#app-loading').forEach((leftover) => leftover.remove());
  document.body.insertAdjacentHTML('beforeend', '<div id="app-loading"></div>');
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  const visits: { path: string; previous: string }[] = [];
  watchNavigation(router, (location: Location, previous: Location | undefined) => {
    afterNavigation(location, previous);
    visits.push({ path: location.pathname, previous: trackedPreviousPath(previous) });
  });
  render(<App router={router} />);
  return { router, visits };
}

describe('after each navigation (spec §2, §9)', () => {
  it('sets the title to route title + site name, in the chosen language', async () => {
    const { router, visits } = start('/404');
    await waitFor(() => expect(visits).toHaveLength(1), settled);
    await waitFor(() => expect(document.title).toBe('页面不存在 - 中国医药健康产业数据平台'), settled);
    appStore.set(localeAtom, 'en');
    await router.navigate('/service-and-support');
    await waitFor(() => expect(document.title).toMatch(/ - CHIS Pharmaceutical Data Platform$/), settled);
  });

  it('reports each settled page once with its previous path, never /, /401, /404 or /no-permission', async () => {
    const { router, visits } = start('/');
    await waitFor(() => expect(visits.map((visit) => visit.path)).toEqual(['/home']), settled);
    await router.navigate('/404');
    await router.navigate('/account-apply');
    await router.navigate('/401');
    await router.navigate('/service-and-support');
    await waitFor(() => expect(visits).toHaveLength(5), settled);
    expect(visits).toEqual([
      { path: '/home', previous: '' },
      { path: '/404', previous: '/home' },
      { path: '/account-apply', previous: '' },
      { path: '/401', previous: '/account-apply' },
      { path: '/service-and-support', previous: '' },
    ]);
  });

  it('removes the boot overlay 1 s after the first page, not before', async () => {
    const { visits } = start('/home');
    await waitFor(() => expect(visits).toHaveLength(1), settled);
    expect(document.getElementById('app-loading')).not.toBeNull();
    await waitFor(() => expect(document.getElementById('app-loading')).toBeNull(), { timeout: 1500 });
  });

  it('shows the progress bar for a later navigation, configured as the spec says', async () => {
    startProgress();
    await waitFor(() => expect(NProgress.isStarted()).toBe(true), settled);
    expect(NProgress.settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
    finishProgress();
    await waitFor(() => expect(NProgress.isStarted()).toBe(false), settled);
  });

  it('describes pages for tracking by their breadcrumb titles in zh-cn', () => {
    appStore.set(localeAtom, 'en');
    expect(describePage('/one-click-search-detail')).toEqual({
      path: '/one-click-search-detail',
      title: expect.any(String),
      levels: [expect.stringMatching(/首页/), expect.any(String), expect.any(String)],
    });
  });
});

describe('navigation failures (spec §8)', () => {
  it('says so when the target is the current page, an unknown route, or turned away by the guard', async () => {
    const { router, visits } = start('/home');
    await waitFor(() => expect(visits).toHaveLength(1), settled);
    await expect(routePush(router, '/home')).resolves.toBe(false);
    await expect(routePush(router, '/no/such/route')).resolves.toBe(false);
    await expect(routePush(router, '/user-center/index')).resolves.toBe(false);
    expect(toasts.warning).toEqual(['导航失败，已在导航目标位置！']);
    expect(toasts.error).toEqual(['导航失败，路由无效！', '导航失败，导航守卫拦截！']);
    expect(router.state.location.pathname + router.state.location.search).toBe('/home?type=login');
    await expect(routePush(router, '/account-apply')).resolves.toBe(true);
    expect(toasts.error).toHaveLength(2);
  });

  it('reports a side-menu click on the page already open, since the menu navigates through routePush', async () => {
    server.use(
      http.get(`${API}/api/v2/user/permissions`, () =>
        HttpResponse.json({ code: 200, msg: '', content: { userId: 1, username: 'demo', nickName: '演示', email: '', permissions: [{ code: 'HOME_PAGE', type: 1 }] } }),
      ),
    );
    appStore.set(tokenAtom, 'tok');
    const { visits } = start('/home');
    await waitFor(() => expect(visits).toHaveLength(1), settled);
    const menu = await screen.findByTestId('side-menu', {}, settled);
    toasts.warning.length = 0;
    fireEvent.click(within(menu).getByText('首页'));
    await waitFor(() => expect(toasts.warning).toEqual(['导航失败，已在导航目标位置！']), settled);
  });
});
