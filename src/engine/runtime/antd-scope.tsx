import type { ReactNode } from 'react';
import { useEngine } from './context';

/** antd's theme and texts around `children`, as the app's runtime provides them (see EngineRuntime.antdScope). */
export function AntdScope({ children }: { children: ReactNode }) {
  const Scope = useEngine().antdScope;
  return Scope ? <Scope>{children}</Scope> : children;
}
