import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room kept at the row's end for the "+ n …" tag and a few letters of search. */
const RESERVE = 72;
/** A tag's margin at its end (choice-select.css). */
const TAG_GAP = 4;

/**
 * How many of `count` chosen tags fit on the one line of `row` (antd's responsive maxTagCount),
 * from the widths of the row and of its `[data-chosen-tag]` elements (the folded ones stay in the
 * row unseen, so each keeps its width). Measured by a ResizeObserver, which reports at once and again
 * whenever the row or a tag changes size; all tags where nothing is laid out.
 */
export function useFold(row: RefObject<HTMLElement | null>, count: number, enabled: boolean): number {
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const element = row.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const tags = [...element.querySelectorAll<HTMLElement>('[data-chosen-tag]')];
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === 0) return setShown(tags.length);
      const room = element.clientWidth - RESERVE;
      let used = 0;
      let fits = 0;
      for (const tag of tags) {
        used += tag.offsetWidth + TAG_GAP;
        if (used > room) break;
        fits += 1;
      }
      setShown(fits);
    });
    observer.observe(element);
    for (const tag of tags) observer.observe(tag);
    return () => observer.disconnect();
  }, [row, count, enabled]);
  return enabled ? Math.min(shown, count) : count;
}
