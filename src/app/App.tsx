import { Provider } from 'jotai';
import { RouterProvider } from 'react-router';
import I18nProvider from './i18n/I18nProvider';
import type { AppRouter } from './router/create-router';
import { AppRouterContext } from './router/use-route-push';
import { appStore } from './state/store';

/** The app: one state store, the language providers, the router. */
export default function App({ router }: { router: AppRouter }) {
  return (
    <Provider store={appStore}>
      <I18nProvider>
        <AppRouterContext.Provider value={router}>
          <RouterProvider router={router} />
        </AppRouterContext.Provider>
      </I18nProvider>
    </Provider>
  );
}
