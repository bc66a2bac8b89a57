import { createClient } from '../../../api/client';
import { host } from '../host';
import { ADMIN_LOGIN_PATH } from '../paths';
import { endAdminSession } from '../session/state';
import { readAdminRefreshToken, readAdminToken, writeAdminSession } from '../session/token';

/** The admin API's base under /chis_web (docs/admin.md §3). */
export const ADMIN_API = '/api/admin';

function signedOut(): void {
  endAdminSession();
  host().navigateTo(ADMIN_LOGIN_PATH);
}

/**
 * The app's HTTP client (headers, envelope, error catalogue, duplicate cancelling) with the
 * administrator's tokens. An expired access token (401) is renewed once with the refresh token
 * (POST /api/admin/refresh) and the call retried; a refused renewal or a revoked session (4034) ends
 * the admin session alone and goes to the admin login; the subscriber's session is untouched.
 */
export const adminClient = createClient({
  getToken: readAdminToken,
  getRefreshToken: readAdminRefreshToken,
  refreshUrl: `${ADMIN_API}/refresh`,
  storeSession: writeAdminSession,
  onUnauthorized: signedOut,
  onSessionRevoked: signedOut,
});
