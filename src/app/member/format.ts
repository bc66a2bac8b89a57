// Texts the member centre's pages share: a day in China time and why an entitlement is held.
import type { IntlShape } from 'react-intl';
import type { EntitlementSource, MemberSubscription } from './api';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** YYYY-MM-DD of `ms` in China time (the product's time zone, whatever the browser's). */
export const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** "card:C1 (plan south): 2026-05-01 to 2026-11-01", the plan left out when the subscription has none. */
export function subscriptionText(intl: IntlShape, s: MemberSubscription): string {
  const values = { source: s.source, plan: s.plan, start: chinaDay(s.startsAt), end: chinaDay(s.expiresAt) };
  return intl.formatMessage({ id: s.plan === null ? 'member.subscription.period' : 'member.subscription.periodWithPlan' }, values);
}

export function sourceText(intl: IntlShape, source: EntitlementSource): string {
  switch (source.kind) {
    case 'plan':
      return intl.formatMessage({ id: 'member.why.plan' }, { plan: source.plan });
    case 'subscription':
      return intl.formatMessage({ id: 'member.why.subscription' }, { source: source.source, end: chinaDay(source.endsAt) });
    default:
      return intl.formatMessage({ id: 'member.why.override' });
  }
}
