import { createContext, useContext, type ReactNode } from 'react';
import type { EngineRuntime } from './data-provider';

const RuntimeContext = createContext<EngineRuntime | null>(null);

/** The app wraps engine pages in this, handing over its data access, locale, codes and tracking. */
export function EngineDataProvider({ value, children }: { value: EngineRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/** The engine runtime, or null outside a database or analysis page (for widgets drawn under either runtime). */
export function useEngineIfAny(): EngineRuntime | null {
  return useContext(RuntimeContext);
}

export function useEngine(): EngineRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('engine pages must be rendered inside <EngineDataProvider>');
  return runtime;
}
