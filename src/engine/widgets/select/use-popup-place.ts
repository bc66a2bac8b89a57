import { useLayoutEffect, useState, type RefObject } from 'react';

export interface PopupPlace {
  left: number;
  width: number;
  /** Below the box (`top`) or, where the window has no room below, above it (`bottom`). */
  top?: number;
  bottom?: number;
  maxHeight: number;
}

const GAP = 4;
const MAX_HEIGHT = 256;
const EDGE = 8;

/**
 * Where a select's list goes while `open`: under its box, or over it when the window has more room
 * there, in window coordinates (the list is a fixed layer on the page's body, so a drawer or card
 * that scrolls or clips does not cut it). Follows the box when anything scrolls or the window resizes.
 */
export function usePopupPlace(anchor: RefObject<HTMLElement | null>, open: boolean): PopupPlace | null {
  const [place, setPlace] = useState<PopupPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const below = window.innerHeight - box.bottom - GAP - EDGE;
      const above = box.top - GAP - EDGE;
      const up = below < Math.min(MAX_HEIGHT, above);
      setPlace({
        left: box.left,
        width: box.width,
        ...(up ? { bottom: window.innerHeight - box.top + GAP } : { top: box.bottom + GAP }),
        maxHeight: Math.max(96, Math.min(MAX_HEIGHT, up ? above : below)),
      });
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [anchor, open]);
  return open ? place : null;
}
