import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { persistedAtom, STORAGE_PREFIX } from './persisted';
import { appStore, type AppStore } from './store';
import { tabViewsAtom } from './ui';

/** The user info of spec §3, as the login and permission endpoints return it. */
export interface UserInfo {
  userId?: number | string;
  userName?: string;
  nickName?: string;
  email?: string;
  token?: string;
  refreshToken?: string;
  lastLoginInfo?: unknown;
  newVersionPopped?: boolean;
  yunLingPopped?: boolean;
  oldChisToken?: string;
}

/** The administrator signed in to the back-end (a separate session from the subscriber's). */
export interface AdminInfo {
  id?: number;
  username?: string;
  nickname?: string;
  avatar?: string;
  token?: string;
  refreshToken?: string;
  superAdmin?: boolean;
}

export const TOKEN_KEY = `${STORAGE_PREFIX}token`;

/** The subscriber's token; '' when logged out. */
export const tokenAtom = persistedAtom<string>('token', '');
export const userInfoAtom = persistedAtom<UserInfo | null>('userInfo', null);
export const adminInfoAtom = persistedAtom<AdminInfo | null>('adminInfo', null);

/** Every code the user holds (section, page and export codes), loaded once per session. */
export const permissionCodesAtom = atom<string[]>([]);
export const permissionsLoadedAtom = atom(false);

/** Log out locally: every per-user slice goes together, so nothing of one user leaks to the next. */
export function clearSession(store: AppStore = appStore): void {
  store.set(tokenAtom, RESET);
  store.set(userInfoAtom, RESET);
  store.set(adminInfoAtom, RESET);
  store.set(tabViewsAtom, RESET);
  store.set(permissionCodesAtom, []);
  store.set(permissionsLoadedAtom, false);
}

/** What a login (password, legacy token, QR) answered. */
export interface SessionStart {
  token: string;
  nickname?: string;
  lastLoginInfo?: unknown;
  newVersionPopped?: boolean;
  refreshToken?: string;
}

/** Stores a fresh login; its permissions load on the next navigation (spec §2). */
export function startSession(result: SessionStart, store: AppStore = appStore): void {
  store.set(tokenAtom, result.token);
  store.set(userInfoAtom, {
    nickName: result.nickname,
    token: result.token,
    refreshToken: result.refreshToken,
    lastLoginInfo: result.lastLoginInfo,
    newVersionPopped: result.newVersionPopped,
  });
  store.set(permissionCodesAtom, []);
  store.set(permissionsLoadedAtom, false);
}
