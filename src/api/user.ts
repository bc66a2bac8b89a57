import { request } from './client';

// The user endpoints of spec §7. Payloads the spec leaves open follow what the server accepts
// (server/modules/user); every field is passed through as given.

export interface LoginResult {
  token: string;
  lastLoginInfo?: unknown;
  nickname?: string;
  newVersionPopped?: boolean;
}

export interface PermissionItem {
  code: string;
  /** 0 section, 1 page, 2 export (spec §3: type 1 is a page permission). */
  type: number;
}

export interface PermissionsResult {
  userId: number | string;
  username: string;
  nickName?: string;
  email?: string;
  permissions: PermissionItem[];
  oldChisToken?: string;
  newVersionPopped?: boolean;
  yunLingPopped?: boolean;
}

export interface NamedCode {
  code: string;
  name: string;
}

/** Contracts §10: permission options keyed by section. */
export interface PermissionOptions {
  HOME_PAGE?: { PAGE: string[] };
  BASIC_DATABASE?: { PAGE: string[] };
  RETAIL_MARKET?: { PAGE: string[]; SORT_CATEGORY: NamedCode[]; ZX: { name: string }[]; AREA: NamedCode[] };
  HOSPITALS_MARKET?: { PAGE: string[]; ACT_CATEGORY: NamedCode[]; AREA: NamedCode[] };
  B2C_MARKET?: { PAGE: string[]; sortCategory: NamedCode[]; zx: { name: string }[] };
  COMPETITIVE_PRODUCT_ANALYSIS?: { PAGE: string[]; sortCategory: NamedCode[]; zx: { name: string }[] };
  INDUSTRY_INFORMATION?: { PAGE: string[] };
}

export type Payload = Record<string, unknown>;

/** The login form says why a login was refused (wrong password, image code, lock), so no toast besides. */
export function login(body: { account: string; password: string; code?: string } & Payload) {
  return request<LoginResult>({ url: '/api/v2/user/login', method: 'POST', data: body, loading: true, showErrorMessage: false });
}

export function logout() {
  return request<unknown>({ url: '/api/v2/user/logout', method: 'POST' });
}

export function getPermissions() {
  return request<PermissionsResult>({ url: '/api/v2/user/permissions' });
}

export function getPermissionOptions() {
  return request<PermissionOptions>({ url: '/api/v2/user/permissions/options' });
}

/** Login through a legacy-system token (the `oldToken` query parameter, spec §2). */
export function oldLogin(token: string) {
  return request<LoginResult>({ url: '/api/v2/user/old/login', method: 'POST', data: { token } });
}

export function mailConfirm(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/mail/confirm', method: 'POST', data: body });
}

export function applyTrial(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/trial/apply', method: 'POST', data: body, loading: true, showSuccessMessage: true });
}

export function wxmpLogin(body: Payload = {}) {
  return request<unknown>({ url: '/api/v2/user/wxmp-login', method: 'POST', data: body });
}

export function wxmpLoginInfo(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/wxmp-login-info', method: 'POST', data: body });
}

/** Polled while the QR code is shown, so its failures stay quiet. */
export function wxmpLoginCheck(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/wxmp-login-check', method: 'POST', data: body, showErrorMessage: false });
}

export function sendWxmpMsg(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/send-wxmp-msg', method: 'POST', data: body });
}

export function wxLogin(body: Payload) {
  return request<LoginResult>({ url: '/api/v2/user/wx/login', method: 'POST', data: body });
}

export function updatePassword(body: Payload) {
  return request<unknown>({ url: '/sys/user/updatePassword', method: 'PUT', data: body, showSuccessMessage: true });
}

/** The card page says why a card was refused (wrong secret, used, expired, locked), so no toast besides. */
export function redeemCard(body: Payload) {
  return request<unknown>({ url: '/api/v2/user/card/redeem', method: 'POST', data: body, loading: true, showErrorMessage: false });
}

/** The user dismissed the new-version popup: remembered on the account, so no other browser shows it again. */
export function markNewVersionPopped() {
  return request<unknown>({ url: '/api/v2/user/new-version-popped', method: 'POST', showErrorMessage: false });
}

export function getBenefits() {
  return request<unknown>({ url: '/api/v2/user/benefits' });
}
