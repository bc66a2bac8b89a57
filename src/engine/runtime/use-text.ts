import { useCallback } from 'react';
import type { Locale } from '../schema/types';
import { useEngine } from './context';
import messages, { type MessageKey } from './messages';

export function engineText(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `t(key, values)` in the runtime's locale (stable while the locale is). */
export function useText() {
  const { locale } = useEngine();
  return useCallback((key: MessageKey, values?: Record<string, string | number>) => engineText(locale, key, values), [locale]);
}
