import type { Locale } from '../schema/types';
import { useEngine } from './context';
import messages, { type MessageKey } from './messages';

export function engineText(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `t(key, values)` in the runtime's locale. */
export function useText() {
  const { locale } = useEngine();
  return (key: MessageKey, values?: Record<string, string | number>) => engineText(locale, key, values);
}
