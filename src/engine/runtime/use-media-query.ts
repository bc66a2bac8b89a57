// Whether a CSS media query matches, following the window as it is resized or turned.
import { useSyncExternalStore } from 'react';

/** Phones: the back-end's menu becomes a drawer and its forms and dialogs take the whole width. */
export const PHONE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A drawer's or dialog's width: as given, or the whole width on a phone. */
export function usePanelWidth(width: number): number | string {
  return useMediaQuery(PHONE_QUERY) ? '100%' : width;
}
