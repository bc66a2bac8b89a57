import { ApiError } from '../../../../api/types';

// How a failed redemption reads to the user (server/modules/cards): 403 is the lockout after
// five wrong secrets, a 400 with remainingAttempts a wrong number or secret, the rest (already
// redeemed, expired card) carry their own message.
export type CardError =
  | { kind: 'locked'; message: string }
  | { kind: 'wrong'; message: string; remainingAttempts: number }
  | { kind: 'other'; message: string };

export function describeCardError(error: unknown): CardError {
  if (!(error instanceof ApiError)) return { kind: 'other', message: String(error instanceof Error ? error.message : error) };
  if (error.code === 403) return { kind: 'locked', message: error.message };
  const remaining = (error.content as { remainingAttempts?: unknown } | undefined)?.remainingAttempts;
  if (typeof remaining === 'number') return { kind: 'wrong', message: error.message, remainingAttempts: remaining };
  return { kind: 'other', message: error.message };
}
