import { getPermissions, oldLogin } from '../../api/user';
import {
  clearSession,
  permissionCodesAtom,
  permissionsLoadedAtom,
  startSession,
  tokenAtom,
  userInfoAtom,
} from '../state/session';
import { appStore, type AppStore } from '../state/store';
import type { SessionPort } from './decide';

/** The guard's view of the session: jotai state plus the permission and legacy-login calls. */
export function createSessionPort(store: AppStore = appStore): SessionPort {
  // One load per session even when navigations overlap (a redirect fired while loading).
  let loading: Promise<void> | undefined;
  return {
    token: () => store.get(tokenAtom),
    permissionsLoaded: () => store.get(permissionsLoadedAtom),
    loadPermissions() {
      loading ??= getPermissions()
        .then((result) => {
          store.set(userInfoAtom, (info) => ({
            ...info,
            userId: result.userId,
            userName: result.username,
            nickName: result.nickName ?? info?.nickName,
            email: result.email,
            oldChisToken: result.oldChisToken,
            // The notice is dismissed once and for all: an answer that left the server before the
            // dismissal reached it must not bring the notice back.
            newVersionPopped: info?.newVersionPopped === true || result.newVersionPopped,
            yunLingPopped: result.yunLingPopped,
          }));
          store.set(permissionCodesAtom, result.permissions.map((item) => item.code));
          store.set(permissionsLoadedAtom, true);
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    async loginWithOldToken(oldToken) {
      startSession(await oldLogin(oldToken), store);
    },
    endSession: () => clearSession(store),
    resetPermissions() {
      store.set(permissionCodesAtom, []);
      store.set(permissionsLoadedAtom, false);
    },
    holds: (code) => store.get(permissionCodesAtom).includes(code),
  };
}
