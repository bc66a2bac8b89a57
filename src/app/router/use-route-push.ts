import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { AppRouter } from './create-router';
import { routePush } from './route-push';

/** The app's router, so that menu-driven navigation can report spec §8's navigation failures. */
export const AppRouterContext = createContext<AppRouter | null>(null);

/**
 * Navigates like a menu click should: through `routePush`, which tells the user when the target is
 * already open, is no route, or was turned away by the guard. Outside the app's router (a component
 * rendered on its own) it falls back to plain navigation.
 */
export function useRoutePush(): (to: string) => void {
  const router = useContext(AppRouterContext);
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      if (router) void routePush(router, to);
      else void navigate(to);
    },
    [router, navigate],
  );
}
