// What a redeemed card granted (POST /api/v2/user/card/redeem), checked once because the api
// module types the answer as unknown.
export interface Redemption {
  cardNo: string;
  codes: string[];
  areas: string[];
  expiresAt: number;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function parseRedemption(content: unknown): Redemption {
  const body = (content ?? {}) as Record<string, unknown>;
  if (typeof body.cardNo !== 'string' || typeof body.expiresAt !== 'number') throw new Error('Unexpected redemption answer');
  return { cardNo: body.cardNo, codes: strings(body.codes), areas: strings(body.areas), expiresAt: body.expiresAt };
}

/** The redemption handed to the result page in the history state, if that state holds one. */
export function redemptionFromState(state: unknown): Redemption | undefined {
  const candidate = (state as { redemption?: unknown } | null)?.redemption;
  try {
    return candidate === undefined ? undefined : parseRedemption(candidate);
  } catch {
    return undefined;
  }
}
