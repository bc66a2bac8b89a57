import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { drawsAntd } from '../../../src/app/antd/draws-antd';
import App from '../../../src/app/App';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { buildAppRoutes } from '../../../src/app/router/create-router';
import { tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';

// The visitor's landing and the frame around every page are drawn without antd (a first visit does
// not download it); the login dialog and the pages drawn with antd are inside antd's provider, and
// analysis pages are not (their antd parts bring it along). The provider is replaced by a marker, so
// each test sees where it wraps.
vi.mock('../../../src/app/antd/AntdProvider', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="antd-provider">{children}</div>,
}));

// The first render transforms the layout and page modules on demand (cold), which takes seconds.
vi.setConfig({ testTimeout: 15_000 });

function open(path: string) {
  wireClient();
  render(<App router={createMemoryRouter(buildAppRoutes(), { initialEntries: [path] })} />);
}

const inProvider = (testId: string) => screen.getByTestId(testId).closest('[data-testid="antd-provider"]') !== null;

describe("antd's provider", () => {
  it("is not around the visitor's landing, whose header and hero are plain links and buttons", async () => {
    open('/home');
    await screen.findByTestId('home-hero');
    expect(screen.queryByTestId('antd-provider')).toBeNull();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/home?type=login');
    expect(screen.getByTestId('header-apply').getAttribute('href')).toBe('/account-apply');
    expect(screen.getByTestId('lang-switch').getAttribute('aria-haspopup')).toBe('menu');
  });

  it('comes with the login dialog, leaving the landing under it plain', async () => {
    open('/home?type=login');
    await waitFor(() => expect(document.querySelector('[data-testid="login-dialog"] [data-testid="login-form"]')).toBeTruthy(), {
      timeout: 8000,
    });
    expect(screen.getByTestId('antd-provider')).toBeTruthy();
    expect(inProvider('main-layout')).toBe(false);
  });

  it("wraps a visitor's other pages in the main layout, not the layout's frame", async () => {
    open('/service-and-support');
    await screen.findByTestId('service-and-support');
    expect(inProvider('service-and-support')).toBe(true);
    expect(inProvider('app-header')).toBe(false);
  });

  it('wraps the pages outside the main layout', async () => {
    open('/404');
    await screen.findByTestId('bare-page');
    expect(inProvider('bare-page')).toBe(true);
  });

  it("wraps a signed-in user's home page, not the menu and header around it", async () => {
    server.use(
      http.get(`${API}/api/v2/user/permissions`, () =>
        HttpResponse.json({
          code: 200,
          msg: '',
          content: { userId: 7, username: 'demo', nickName: '演示', email: '', permissions: [{ code: 'HOME_PAGE', type: 1 }] },
        }),
      ),
    );
    appStore.set(tokenAtom, 'tok');
    open('/home');
    await screen.findByTestId('home-dashboard', {}, { timeout: 8000 });
    expect(inProvider('home-dashboard')).toBe(true);
    expect(inProvider('side-menu')).toBe(false);
    expect(inProvider('app-header')).toBe(false);
  });

  it('is fetched with the pages drawn with antd, not with analysis pages or the visitor’s landing', () => {
    expect(drawsAntd({ pattern: '/market-database/drug-sale/market-overview', kind: 'analysis' }, true)).toBe(false);
    expect(drawsAntd({ pattern: '/basic-database/drug-database/drug-library', kind: 'database' }, true)).toBe(true);
    expect(drawsAntd({ pattern: '/home', landing: true }, false)).toBe(false);
    expect(drawsAntd({ pattern: '/home', landing: true }, true)).toBe(true);
    expect(drawsAntd({ pattern: '/service-and-support' }, false)).toBe(true);
  });
});
