import { request } from '../../../api/client';

// GET /api/v2/user/captcha (server/modules/auth/routes.ts): a single-use image code, asked for
// after three failed logins. src/api/user.ts has no wrapper for it yet, so the login form calls
// the shared client directly; quiet, because the form shows its own state.
export interface Captcha {
  captchaId: string;
  /** A data: URL of the image. */
  image: string;
}

export function fetchCaptcha() {
  return request<Captcha>({ url: '/api/v2/user/captcha', showErrorMessage: false });
}
