import type { IntlShape } from 'react-intl';

/** A benefit date (epoch ms) as YYYY-MM-DD in either language, the form contracts use. */
export function formatDay(intl: IntlShape, ms: number): string {
  return intl.formatDate(ms, { year: 'numeric', month: '2-digit', day: '2-digit' });
}
