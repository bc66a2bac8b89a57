// The crud renderer's runtime: the app wraps admin (and member-centre) screens in this, handing over
// its resource provider, locale, granted rules and toasts (the engine never imports src/app).
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { CrudRuntime } from './resource-provider';
import type { MessageKey } from './messages';
import { engineText } from './use-text';

const CrudRuntimeContext = createContext<CrudRuntime | null>(null);

export function CrudRuntimeProvider({ value, children }: { value: CrudRuntime; children: ReactNode }) {
  return <CrudRuntimeContext.Provider value={value}>{children}</CrudRuntimeContext.Provider>;
}

export function useCrudRuntime(): CrudRuntime {
  const runtime = useContext(CrudRuntimeContext);
  if (!runtime) throw new Error('crud screens must be rendered inside <CrudRuntimeProvider>');
  return runtime;
}

/** The crud runtime, or null outside a crud screen (for widgets drawn under either runtime). */
export function useCrudRuntimeIfAny(): CrudRuntime | null {
  return useContext(CrudRuntimeContext);
}

/** `t(key, values)` in the crud runtime's locale. */
export function useCrudText() {
  const { locale } = useCrudRuntime();
  return useCallback((key: MessageKey, values?: Record<string, string | number>) => engineText(locale, key, values), [locale]);
}
