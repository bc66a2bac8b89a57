// One fresh page load of the table bench: renders the engine's DataTable or the hand-rolled table
// (?impl=engine|plain) and records, from the render call, when every row is in the DOM and when the
// frame holding them has been painted. The bench (scripts/bench/table.ts) reads window.__bench.
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

function Probe({ started, children }: { started: number; children: ReactNode }) {
  // A parent's layout effect runs after its children are committed: every row is in the DOM.
  useLayoutEffect(() => {
    const inDom = performance.now() - started;
    if (document.querySelectorAll('tbody tr').length !== ROWS) throw new Error('rows missing');
    // rAF runs before the next paint; a message posted from it is delivered after that paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__bench = { inDom, painted: performance.now() - started });
      channel.port2.postMessage(null);
    });
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
