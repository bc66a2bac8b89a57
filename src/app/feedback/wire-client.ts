import { configureClient } from '../../api/hooks';
import { translate } from '../i18n/translate';
import { navigateTo } from '../router/navigation';
import { clearSession, tokenAtom, userInfoAtom } from '../state/session';
import { localeAtom } from '../state/ui';
import { appStore } from '../state/store';
import { LOGIN_PATH, HOME_PATH } from '../guard/paths';
import { notifyError, notifySuccess } from './notify';
import { hideRequestOverlay, showRequestOverlay } from './request-overlay';

/** Plugs the app's session, language and feedback into the HTTP client (src/api sits below the app). */
export function wireClient(): void {
  configureClient({
    getToken: () => appStore.get(tokenAtom),
    // A 401 renews the session once with the refresh token the login stored (src/api/client.ts).
    getRefreshToken: () => appStore.get(userInfoAtom)?.refreshToken ?? '',
    storeSession: ({ token, refreshToken }) => {
      appStore.set(tokenAtom, token);
      appStore.set(userInfoAtom, (info) => ({ ...info, token, refreshToken }));
    },
    language: () => (appStore.get(localeAtom) === 'en' ? 'en' : 'zh-CN'),
    translate,
    notifyError,
    notifySuccess,
    showLoading: showRequestOverlay,
    hideLoading: hideRequestOverlay,
    onUnauthorized: () => {
      clearSession();
      navigateTo(LOGIN_PATH);
    },
    onSessionRevoked: () => {
      clearSession();
      if (window.location.pathname !== HOME_PATH) navigateTo(HOME_PATH);
    },
  });
}
