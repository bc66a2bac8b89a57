import type { ReactNode } from 'react';
import { useAuth } from './use-auth';

/** Renders its children only when the current route permits `value` (e.g. "export"); otherwise nothing. */
export default function Auth({ value, children }: { value: string; children: ReactNode }) {
  return useAuth(value) ? children : null;
}
