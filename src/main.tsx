import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { installGlobalErrorHandlers } from './app/feedback/global-errors';
import { wireClient } from './app/feedback/wire-client';
import { afterNavigation, keepTitleCurrent } from './app/router/after-navigation';
import { createAppRouter } from './app/router/create-router';
import { registerNavigator } from './app/router/navigation';
import { loadSiteConfig } from './app/layout/site-config';
import { watchNavigation } from './app/router/watch-navigation';
import { watchTokenAcrossTabs } from './app/state/token-sync';
import { drawsAntd } from './app/antd/draws-antd';
import { loadAntd } from './app/antd/WithAntd';
import type { RouteHandle } from './app/router/handle';
import { tokenAtom } from './app/state/session';
import { appStore } from './app/state/store';
import { startTracking } from './app/tracking';

// Start-up order matters: the client and tracking must be ready before the router's first
// navigation runs the guard (which calls the API and records the visit).
installGlobalErrorHandlers();
wireClient();
startTracking();
watchTokenAcrossTabs();
const router = createAppRouter();
registerNavigator((to) => void router.navigate(to));
watchNavigation(router, afterNavigation);
keepTitleCurrent();
void loadSiteConfig();
// A signed-in user's first page, if drawn with antd, has antd's provider fetched alongside its code
// rather than after it. A failure is left to the page's own load, which reports it.
if (appStore.get(tokenAtom) && drawsAntd(router.state.matches.at(-1)?.route.handle as RouteHandle | undefined, true)) loadAntd().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
