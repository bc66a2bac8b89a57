/** Spec §7: every call goes under this base path. */
export const API_BASE_PATH = '/chis_web';
/** Spec §7 and §9: 300000 ms. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Spec §7: header `channel: web`. */
export const CHANNEL = 'web';
/** Spec §7: a params or body field that replaces the computed duplicate-request key. */
export const PENDING_KEY_FIELD = 'request_front_pending_key';
