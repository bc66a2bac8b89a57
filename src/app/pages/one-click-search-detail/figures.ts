import type { IntlShape } from 'react-intl';
import type { ChannelFigure } from '../../../shared/channel-figures';

// How the detail page writes money and growth: amounts in the unit a reader of the language counts
// in (万元 in Chinese; RMB mn, millions, in English: "RMB 164.2 10k" reads as nothing), growth as a
// signed percentage, or 新进 when the year-earlier figure is 0.

const AMOUNT_UNIT = { zh: { divisor: 1e4, digits: 1 }, en: { divisor: 1e6, digits: 2 } } as const;

function amountUnit(intl: IntlShape) {
  return intl.locale.startsWith('en') ? AMOUNT_UNIT.en : AMOUNT_UNIT.zh;
}

/** A figure in the language's amount unit, without the unit (table cells under a unit note). */
export function formatAmountValue(intl: IntlShape, amount: number): string {
  const { divisor, digits } = amountUnit(intl);
  return intl.formatNumber(amount / divisor, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** A figure with its unit: "164.2 万元" / "RMB 1.64 mn". */
export function formatAmount(intl: IntlShape, amount: number): string {
  return intl.formatMessage({ id: 'one-click-search-detail.amount' }, { value: formatAmountValue(intl, amount) });
}

export function formatGrowth(intl: IntlShape, figure: ChannelFigure): string {
  if (figure.isNew) return intl.formatMessage({ id: 'one-click-search-detail.new' });
  if (figure.growth === null) return '–';
  return intl.formatNumber(figure.growth, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
}

export function formatShare(intl: IntlShape, share: number | null): string {
  return share === null ? '–' : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
}
