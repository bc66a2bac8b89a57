import { ApiError } from '../../../api/types';

// What a refused login means (server/modules/auth/login-service.ts). The login call raises no toast
// (spec §8's generic "Incorrect parameter!" would contradict it): the dialog names the case: a wrong account or
// password (with the attempts left before the lock), a missing or wrong image code, a locked
// account (until when), or an account that is not active.
export type LoginError =
  | { kind: 'credentials'; remainingAttempts?: number }
  | { kind: 'captcha' }
  | { kind: 'locked'; lockedUntil: number }
  | { kind: 'inactive' }
  | { kind: 'other'; message: string };

interface LoginErrorContent {
  captchaRequired?: boolean;
  remainingAttempts?: number;
  lockedUntil?: number;
}

export function describeLoginError(error: unknown): LoginError {
  if (!(error instanceof ApiError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  const content = (error.content ?? {}) as LoginErrorContent;
  if (error.code === 403) return typeof content.lockedUntil === 'number' ? { kind: 'locked', lockedUntil: content.lockedUntil } : { kind: 'inactive' };
  if (error.code !== 400) return { kind: 'other', message: error.message };
  if (typeof content.remainingAttempts === 'number') return { kind: 'credentials', remainingAttempts: content.remainingAttempts };
  return content.captchaRequired ? { kind: 'captcha' } : { kind: 'credentials' };
}

/** Whether the form must show (or renew) the image code after this refusal. */
export function needsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.content as LoginErrorContent | undefined)?.captchaRequired === true;
}
