import { useAtomValue } from 'jotai';
import { useMatches } from 'react-router';
import { leafHandle } from '../router/handle';
import { permissionCodesAtom } from '../state/session';
import { permittedNodes } from './permitted-nodes';

/** Spec §6: true when the current route's permitted nodes include route path + '/' + value. */
export function useAuth(value: string): boolean {
  const route = leafHandle(useMatches());
  const codes = useAtomValue(permissionCodesAtom);
  if (!route) return false;
  return permittedNodes(route, codes).includes(`${route.pattern}/${value}`);
}
