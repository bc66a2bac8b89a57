import { useCallback } from 'react';
import { useEngine } from '../../runtime/context';
import messages, { type AnalysisMessageKey } from './messages';

/** `t(key, values)` over the analysis messages in the runtime's locale. */
export function useAnalysisText() {
  const { locale } = useEngine();
  return useCallback(
    (key: AnalysisMessageKey, values: Record<string, string | number> = {}) =>
      messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')),
    [locale],
  );
}
