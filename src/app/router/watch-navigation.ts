import type { Location } from 'react-router';
import { removeBootOverlayLater } from '../feedback/boot-overlay';
import { finishProgress, startProgress } from '../feedback/progress';
import type { AppRouter } from './create-router';

export type NavigatedListener = (location: Location, previous: Location | undefined) => void;

/**
 * The "after each navigation" side of the guard: the progress bar while a later navigation loads, the
 * boot overlay removed 1 s after the first page, and `onNavigated` once per settled location.
 */
export function watchNavigation(router: AppRouter, onNavigated: NavigatedListener): () => void {
  let previous: Location | undefined;
  // The first page load is a navigation too, under the boot screen: no bar until the router has
  // initialised.
  let busy = true;
  const check = () => {
    const { navigation, location, initialized } = router.state;
    if (navigation.state !== 'idle') {
      if (!busy) startProgress();
      busy = true;
      return;
    }
    if (!initialized) return;
    if (busy) finishProgress();
    busy = false;
    if (previous?.key === location.key) return;
    onNavigated(location, previous);
    previous = location;
    removeBootOverlayLater();
  };
  const unsubscribe = router.subscribe(check);
  check();
  return unsubscribe;
}
