// The marketplace screen's words: one `t` for its messages and the price of a module in both units.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toResourceError } from '../api/errors';
import type { ModulePrice } from './api';

export type MarketText = (id: string, values?: Record<string, string | number>) => string;

export function useMarketText(): MarketText {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Cents as yuan with two decimals. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);

/** "Free", or the points and the balance price ("100 points or ¥10.00"). */
export function priceText(price: ModulePrice, t: MarketText): string {
  const parts = [
    ...(price.points ? [t('admin.market.points', { points: price.points })] : []),
    ...(price.balance ? [t('admin.market.balance', { yuan: yuan(price.balance) })] : []),
  ];
  return parts.length ? parts.join(t('admin.market.or')) : t('admin.market.free');
}

/** A failure as the user reads it: the server's own message (a key it localised), else the client's text. */
export function failureText(failure: unknown): string {
  return toResourceError(failure).message;
}
