// antd 5's static message and Modal need this to render under React 19, as in src/main.tsx.
import '@ant-design/v5-patch-for-react-19';
import { cleanup } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetClientHooks } from '../../src/api/hooks';
import { clearSession } from '../../src/app/state/session';
import { appStore } from '../../src/app/state/store';
import { DEFAULT_LOCALE, localeAtom } from '../../src/app/state/ui';

/**
 * The web layer's network edge: msw answers the API in every component test. Node's fetch ignores
 * jsdom's location, so handlers use this absolute base (research/stack.md, gotcha 1).
 */
export const API = new URL('/chis_web', location.origin).href;
export const server = setupServer();

// antd reads media queries and observes sizes; jsdom implements neither.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
// The tab bar keeps the page on screen in view; jsdom lays nothing out, so there is nothing to scroll.
Element.prototype.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// No motion for antd's static message and Modal: jsdom never ends a CSS animation, so a closing
// prompt would stay mounted with work pending when the file's environment goes away.
ConfigProvider.config({ theme: { token: { motion: false } } });

beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetClientHooks();
  // One store per test file run: put the session and the language back for the next test.
  clearSession(appStore);
  appStore.set(localeAtom, DEFAULT_LOCALE);
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
afterAll(async () => {
  // React finishes a commit's passive effects in a later macrotask: let that work run while the
  // file's jsdom still exists (else a loaded CI machine may see "window is not defined" after a file).
  await new Promise((resolve) => setTimeout(resolve, 100));
  // A chart or a lazy part drawn late in a test may still be importing its code (echarts, the
  // table): vitest refuses to load a module once the file's environment is torn down, failing the
  // run with every test passed (EnvironmentTeardownError). Let every import in flight settle first.
  await vi.dynamicImportSettled();
  server.close();
});
