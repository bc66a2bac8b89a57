import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import I18nProvider from '../../../src/app/i18n/I18nProvider';
import { appStore, type AppStore } from '../../../src/app/state/store';

// antd validates and animates asynchronously; on the shared 2-core machine that can take longer
// than testing-library's 1 s default, so findBy/waitFor in these tests wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Renders pages the way the app does (one jotai store, the i18n provider, a router) at a URL.
 * Extra routes stand in for the pages a test navigates to, so the test can see where it landed.
 */
export function renderAt(url: string, routes: RouteObject[], store: AppStore = appStore) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router };
}

/** A route that only shows where the app went. */
export function landing(path: string): RouteObject {
  return { path, element: <div data-testid="landed">{path}</div> };
}

export function page(path: string, element: ReactElement): RouteObject {
  return { path, element };
}
