import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ExtendedIntl } from '../../../src/app/i18n/ExtendedIntl';
import I18nProvider from '../../../src/app/i18n/I18nProvider';
import { mergeMessages, type FolderMessages } from '../../../src/app/i18n/merge';
import { appStore, type AppStore } from '../../../src/app/state/store';

// antd validates and animates asynchronously; on the shared 2-core machine that can take longer
// than testing-library's 1 s default, so findBy/waitFor in these tests wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// The app loads a page's messages with its route (src/app/router/pages.ts); these tests render a
// page's parts on routes of their own, so every page's messages come on top of the shell's.
const pageMessages = import.meta.glob<FolderMessages>('../../../src/app/pages/**/messages.ts', { eager: true, query: '?compiled', import: 'default' });
const pagesCatalog = mergeMessages(pageMessages);

/**
 * Renders pages the way the app does (one jotai store, the i18n provider, a router) at a URL.
 * Extra routes stand in for the pages a test navigates to, so the test can see where it landed.
 */
export function renderAt(url: string, routes: RouteObject[], store: AppStore = appStore) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <I18nProvider>
        <ExtendedIntl catalog={pagesCatalog}>
          <RouterProvider router={router} />
        </ExtendedIntl>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router };
}

/**
 * Renders routes with the shell's messages only, as the app does before a route brings its own: a
 * page loaded through router/pages.ts (pageRoute) then draws with exactly the texts it loads.
 */
export function renderRouted(url: string, routes: RouteObject[], store: AppStore = appStore) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <Provider store={store}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
}

/** A route that only shows where the app went. */
export function landing(path: string): RouteObject {
  return { path, element: <div data-testid="landed">{path}</div> };
}

export function page(path: string, element: ReactElement): RouteObject {
  return { path, element };
}
