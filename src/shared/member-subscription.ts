// A member's subscription (a card or a trial) as the member API answers it: written once for the
// server that builds it and the member centre that shows it.
export interface MemberSubscription {
  id: number;
  /** card:<number> | trial | … (the benefit's source) */
  source: string;
  /** The plan the subscription grants; null = its own codes and areas only. */
  plan: string | null;
  startsAt: number;
  expiresAt: number;
  /** How long after expiresAt it still counts. */
  graceMs: number;
  /** Started and not past its expiry plus grace. */
  active: boolean;
}
