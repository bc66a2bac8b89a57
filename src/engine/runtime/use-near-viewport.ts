import { useCallback, useEffect, useState } from 'react';
import { useDrawingEverything } from './print-whole-page';

/**
 * How far below (or above) the visible area a block starts to draw: far enough that a block's code
 * and drawing are done before a scrolling reader reaches it, near enough that a page's lower blocks
 * (the treemap, the ranking table) cost nothing to a reader who never scrolls to them.
 */
const NEAR_MARGIN = '240px 0px';

/**
 * Whether an element is, or has been, within NEAR_MARGIN of the viewport: `[ref, near]`. Once near it
 * stays near (a drawn block is not undrawn when scrolled past). Where the browser has no
 * IntersectionObserver (a test DOM, a very old browser), everything counts as near and draws at once;
 * so does everything while a print asks for the whole page (print-whole-page.ts).
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const observable = typeof IntersectionObserver === 'function';
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!observable);
  const printing = useDrawingEverything();
  // Drawn for a print, a block stays drawn after it.
  if (printing && !near) setNear(true);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, near];
}
