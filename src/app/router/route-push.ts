import { matchRoutes } from 'react-router';
import { notifyError, notifyWarning } from '../feedback/notify';
import { translate } from '../i18n/translate';
import type { AppRouter } from './create-router';
import { takeInterception } from './guard-loader';
import { leafHandle } from './handle';

/**
 * Navigates and says why when it cannot (spec §8): the target is where the user already is, no
 * route knows the target, or the guard turned the navigation away.
 */
export async function routePush(router: AppRouter, to: string): Promise<boolean> {
  const target = new URL(to, window.location.origin);
  const here = router.state.location;
  if (target.pathname === here.pathname && target.search === here.search) {
    notifyWarning(translate('router.navigation.alreadyThere'));
    return false;
  }
  const matches = matchRoutes(router.routes, target.pathname) ?? [];
  const handle = leafHandle(matches.map((match) => ({ handle: match.route.handle })));
  if (!handle || (handle.redirect && handle.pattern === '*')) {
    notifyError(translate('router.navigation.invalid'));
    return false;
  }
  await router.navigate(target.pathname + target.search + target.hash);
  if (takeInterception(target.pathname)) {
    notifyError(translate('router.navigation.intercepted'));
    return false;
  }
  return true;
}
