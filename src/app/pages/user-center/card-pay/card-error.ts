import { ApiError } from '../../../../api/types';

// How a failed redemption reads to the user (server/modules/cards). The call raises no toast: spec
// §8's generic status text ("Incorrect parameter!") does not say what to do, so the page alone names
// the case, in the interface language: 403 is the lockout after five wrong secrets, a 400
// with remainingAttempts a wrong number or secret, 409 a card already used, any other 400 a card
// past its redemption date.
export type CardError =
  | { kind: 'locked' }
  | { kind: 'wrong'; remainingAttempts: number }
  | { kind: 'redeemed' }
  | { kind: 'expired' }
  | { kind: 'other'; message: string };

export function describeCardError(error: unknown): CardError {
  if (!(error instanceof ApiError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  if (error.code === 403) return { kind: 'locked' };
  if (error.code === 409) return { kind: 'redeemed' };
  const remaining = (error.content as { remainingAttempts?: unknown } | null | undefined)?.remainingAttempts;
  if (error.code === 400) return typeof remaining === 'number' ? { kind: 'wrong', remainingAttempts: remaining } : { kind: 'expired' };
  return { kind: 'other', message: error.message };
}
