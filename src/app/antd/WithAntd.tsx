import { use, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

let loading: Promise<Provider> | undefined;
let loaded: Provider | undefined;

/**
 * Fetches antd's provider (ConfigProvider with the theme and antd's texts) once. A
 * failed load (offline, a deploy) is not remembered: the next one tries again.
 */
export function loadAntd(): Promise<Provider> {
  loading ??= import('./AntdProvider').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Code drawn with antd (a route, the login dialog): it and antd's provider are fetched together,
 * so its WithAntd finds the provider ready when it renders instead of fetching it after.
 */
export function withAntdProvider<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadAntd()]))[0];
}

/**
 * antd's theme and locales around `children`. Suspends (to the nearest Suspense boundary) until the
 * provider has arrived, unless a route or a login already fetched it.
 */
export default function WithAntd({ children }: { children: ReactNode }) {
  const AntdProvider = loaded ?? use(loadAntd());
  // Not a component made during render: the module's one default export, the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <AntdProvider>{children}</AntdProvider>;
}
