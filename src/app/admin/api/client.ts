import { createClient } from '../../../api/client';
import { host } from '../host';
import { ADMIN_LOGIN_PATH } from '../paths';
import { endAdminSession } from '../session/state';
import { readAdminToken } from '../session/token';

/** The admin API's base under /chis_web (docs/admin.md §3). */
export const ADMIN_API = '/api/admin';

function signedOut(): void {
  endAdminSession();
  host().navigateTo(ADMIN_LOGIN_PATH);
}

/**
 * The app's HTTP client (headers, envelope, error catalogue, duplicate cancelling) with the
 * administrator's token. A refused token (401) or a revoked session (4034) ends the admin session
 * alone and goes to the admin login; the subscriber's session is untouched.
 */
export const adminClient = createClient({
  getToken: readAdminToken,
  onUnauthorized: signedOut,
  onSessionRevoked: signedOut,
});
