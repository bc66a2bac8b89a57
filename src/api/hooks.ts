import { API_BASE_PATH } from './config';
import messages from './messages';

/**
 * What the client needs from the app around it. The api layer sits below the app (contracts §1),
 * so the app plugs in its session, its i18n and its feedback UI here at start-up; the defaults
 * keep the client usable alone (tests, scripts): zh-cn texts, no UI, no session.
 */
export interface ClientHooks {
  /** Absolute base URL of the API, e.g. `http://host/chis_web`. */
  baseUrl: () => string;
  getToken: () => string;
  /** The session's refresh token ('' = none): a 401 to a signed-in call renews the session with it. */
  getRefreshToken: () => string;
  /** Where the refresh token is exchanged (POST {refreshToken} → {token, refreshToken}). */
  refreshUrl: string;
  /** Keeps a renewed session (the old tokens are void from now on). */
  storeSession: (session: RenewedSession) => void;
  /** The interface language as an Accept-Language value: the server names periods, categories and errors in it. */
  language: () => string;
  translate: (id: string, values?: Record<string, string>) => string;
  notifyError: (text: string) => void;
  notifySuccess: (text: string) => void;
  /** First concurrent loading request started / last one finished (spec §4). */
  showLoading: () => void;
  hideLoading: () => void;
  /** Envelope 401 that a refresh could not cure: remove the token and go to /home?type=login. */
  onUnauthorized: () => void;
  /** Envelope 4034: clear the stored login and go to /home unless already there. */
  onSessionRevoked: () => void;
  isOnline: () => boolean;
  /** Hand a downloaded file to the user. */
  saveFile: (blob: Blob, filename: string) => void;
}

/** What the refresh routes answer: a new access token and a new refresh token. */
export interface RenewedSession {
  token: string;
  refreshToken: string;
}

const defaults: ClientHooks = {
  baseUrl: () => new URL(API_BASE_PATH, globalThis.location?.origin ?? 'http://localhost').href,
  getToken: () => '',
  getRefreshToken: () => '',
  refreshUrl: '/api/v2/user/token/refresh',
  storeSession: () => undefined,
  language: () => 'zh-CN',
  translate: (id, values) => fillTemplate(messages['zh-cn'][id as keyof (typeof messages)['zh-cn']] ?? id, values),
  notifyError: () => undefined,
  notifySuccess: () => undefined,
  showLoading: () => undefined,
  hideLoading: () => undefined,
  onUnauthorized: () => undefined,
  onSessionRevoked: () => undefined,
  isOnline: () => globalThis.navigator?.onLine ?? true,
  saveFile: saveWithAnchor,
};

let current: ClientHooks = { ...defaults };

export function configureClient(overrides: Partial<ClientHooks>): void {
  current = { ...current, ...overrides };
}

/** Back to the defaults (tests). */
export function resetClientHooks(): void {
  current = { ...defaults };
}

export function hooks(): ClientHooks {
  return current;
}

/** Replaces `{name}` placeholders, the ICU subset the catalogue uses. */
export function fillTemplate(template: string, values?: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
}

function saveWithAnchor(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
