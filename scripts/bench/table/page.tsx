// One fresh page load of the table bench: renders the engine's DataTable or the ordinary hand-written
// table (?impl=engine|plain) and records, from the render call, when every row is in the DOM and when
// the visible cells have been painted. The bench (scripts/bench/table.ts) reads window.__bench.
//
// The painted detector takes two frames: it looks, at the start of each frame, for the cell under the
// viewport's bottom-right corner (the last visible cell, laid out only once the whole visible table
// is); the frame that finds it first is drawn, and the start of the frame after it is the moment that
// drawing is on screen. A message posted from one frame's callback could run before that frame's
// paint on a busy machine; a second frame cannot start before the first one is presented.
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../../src/engine/adapters/table/DataTable';
import { makeRows, model, ROWS } from './data';
import { PlainTable } from './PlainTable';

declare global {
  interface Window {
    __bench?: { inDom: number; painted: number };
  }
}

const impl = new URLSearchParams(location.search).get('impl');
const rows = makeRows();
const context = { locale: 'zh-cn' as const };

function lastVisibleCellLaidOut(): boolean {
  const hit = document.elementFromPoint(document.documentElement.clientWidth - 2, document.documentElement.clientHeight - 2);
  return hit?.closest('tbody td') != null;
}

function Probe({ started, children }: { started: number; children: ReactNode }) {
  // A parent's layout effect runs after its children are committed: every row is in the DOM.
  useLayoutEffect(() => {
    const inDom = performance.now() - started;
    if (document.querySelectorAll('tbody tr').length !== ROWS) throw new Error('rows missing');
    const waitForCells = () =>
      requestAnimationFrame(() => {
        if (!lastVisibleCellLaidOut()) return waitForCells();
        requestAnimationFrame(() => (window.__bench = { inDom, painted: performance.now() - started }));
      });
    waitForCells();
  }, [started]);
  return children;
}

const table =
  impl === 'engine' ? (
    <DataTable model={model} rows={rows} context={context} sort={null} emptyText="" />
  ) : (
    <PlainTable model={model} rows={rows} locale="zh-cn" />
  );
const started = performance.now();
createRoot(document.getElementById('root')!).render(<Probe started={started}>{table}</Probe>);
