import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { installGlobalErrorHandlers } from './app/feedback/global-errors';
import { wireClient } from './app/feedback/wire-client';
import { afterNavigation, keepTitleCurrent } from './app/router/after-navigation';
import { createAppRouter } from './app/router/create-router';
import { registerNavigator } from './app/router/navigation';
import { watchNavigation } from './app/router/watch-navigation';
import { watchTokenAcrossTabs } from './app/state/token-sync';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
