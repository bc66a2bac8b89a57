import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { adminIndexAtom, canFrom } from './state';

/** The synchronous check of a granted rule name, from the grants GET /index loaded. */
export function useCan(): (rule: string) => boolean {
  const rules = useAtomValue(adminIndexAtom)?.rules;
  return useMemo(() => canFrom(rules), [rules]);
}
