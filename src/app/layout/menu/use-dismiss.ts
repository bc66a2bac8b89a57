import { useEffect, type RefObject } from 'react';

/** Calls `close` on a pointer press outside `area` while `open` (a popup's light dismiss). */
export function useDismiss(area: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [area, open, close]);
}
