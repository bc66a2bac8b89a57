import { useCallback } from 'react';
import type { Locale } from '../schema/types';
import { useEngineIfAny } from './context';
import { useCrudRuntimeIfAny } from './crud-context';
import type { MessageKey } from './messages';
import { engineText } from './use-text';

/**
 * `t(key, values)` for the engine's widgets (selects, switches), which are drawn on database and
 * analysis pages (the engine runtime) and in crud forms (the crud runtime): in whichever's locale,
 * zh-cn (the product's default) under neither.
 */
export function useWidgetText() {
  const crud = useCrudRuntimeIfAny();
  const engine = useEngineIfAny();
  const locale: Locale = crud?.locale ?? engine?.locale ?? 'zh-cn';
  return useCallback((key: MessageKey, values?: Record<string, string | number>) => engineText(locale, key, values), [locale]);
}
