// Where a crud list stands beyond its page number: the cursors walked past the server's count cap
// and the audit-log time window chosen. A list past the cap has no page numbers to jump to: "next"
// asks for the page after the last row seen (the answer's `next`), and "previous" pops the cursor
// it came by, so every page is asked with the same cursor whichever way it is reached.
import { useState } from 'react';
import type { ViewState } from '../../schema/view-state';

export type WindowChoice = number | 'all' | null;

interface Position {
  /** The view the cursors belong to: a new filter, sort, size or page starts again at its first page. */
  viewKey: string;
  cursors: string[];
}

export function useListPosition(view: ViewState) {
  const [windowChoice, setWindowChoice] = useState<WindowChoice>(null);
  const viewKey = JSON.stringify([view, windowChoice]);
  const [position, setPosition] = useState<Position>({ viewKey, cursors: [] });
  const cursors = position.viewKey === viewKey ? position.cursors : [];

  const forward = (next: string) => setPosition({ viewKey, cursors: [...cursors, next] });
  /** Back one page; false when no cursor was walked (the caller goes back by page number). */
  const back = () => {
    if (cursors.length === 0) return false;
    setPosition({ viewKey, cursors: cursors.slice(0, -1) });
    return true;
  };

  return {
    cursor: cursors.at(-1) ?? null,
    /** Pages walked by cursor past `view.page`. */
    walked: cursors.length,
    windowChoice,
    setWindowChoice,
    forward,
    back,
  };
}
