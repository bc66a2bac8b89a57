// antd 5's static message and Modal need this to render under React 19, as in src/main.tsx.
import '@ant-design/v5-patch-for-react-19';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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
  // React flushes a commit's passive effects in a later macrotask; under a loaded CI machine that
  // task could otherwise run after the file's jsdom is gone ("window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.close();
});
