import type { IntlShape } from 'react-intl';
import type { ChannelFigure } from '../../../shared/channel-figures';

// How the detail page writes money and growth: amounts in 万元 (10k RMB), growth as a signed
// percentage, or 新进 when the year-earlier figure is 0.

export function formatAmount(intl: IntlShape, amount: number): string {
  return intl.formatMessage(
    { id: 'one-click-search-detail.amount' },
    {
      value: intl.formatNumber(amount / 1e4, {
        maximumFractionDigits: 1,
        minimumFractionDigits: 1,
      }),
    },
  );
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
