// Blocks far down a page draw only once they come near the viewport (use-near-viewport.ts). A printed
// page — a market overview saved as PDF for a report — must show every block, not the room kept for
// the ones the reader never scrolled to. So printing asks every deferred block to draw: Ctrl/⌘+P on
// a page that uses `usePrintWholePage` draws everything, waits for each block's code and drawing,
// then opens the browser's print dialog; a print started from the browser's menu gets what can be
// drawn at once (the code already loaded).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();
const inFlight = new Set<Promise<unknown>>();

function announce(next: boolean): void {
  if (requested === next) return;
  requested = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a print has asked every deferred block to draw (blocks latch it: drawn stays drawn). */
export const drawingEverything = (): boolean => requested;

/** `drawingEverything` for components: they render again when a print asks. */
export function useDrawingEverything(): boolean {
  return useSyncExternalStore(subscribe, drawingEverything, () => false);
}

/** A block's work towards being drawn (its code loading, a chart drawing), which a print waits for. */
export function trackDrawing(work: Promise<unknown>): void {
  inFlight.add(work);
  // `finally` passes a failure on unhandled, as the untracked work's would be: a chunk that cannot
  // load still reaches the app's update prompt (global-errors.ts).
  void work.finally(() => inFlight.delete(work));
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** `work`, or `ms` passing, whichever comes first. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, timeUp]).finally(() => clearTimeout(timer));
}

/** How long a print waits for the page to be drawn before it prints what there is. */
const PATIENCE_MS = 10_000;

/**
 * Draws every deferred block and resolves once nothing they started is still loading or drawing and
 * the page is not `busy` (its query answered), or after PATIENCE_MS.
 */
export async function drawEverything(busy: () => boolean = () => false): Promise<void> {
  announce(true);
  const deadline = performance.now() + PATIENCE_MS;
  // The blocks render, commit and start their work within a frame or two; work can start more work
  // (a chart's code, then its series' code), so wait until a frame passes with nothing in flight.
  for (;;) {
    await nextFrame();
    await nextFrame();
    const pending = [...inFlight];
    const left = deadline - performance.now();
    if ((pending.length === 0 && !busy()) || left <= 0) return;
    await settledWithin(Promise.allSettled(pending), left);
  }
}

/**
 * While the calling page is shown: Ctrl/⌘+P prints it whole (everything drawn and the page's data
 * in — `busy` false — then the browser's dialog), and a print from the browser's menu draws at once
 * whatever it can. Returns whether a Ctrl/⌘+P print is being prepared (the page says so meanwhile).
 */
export function usePrintWholePage(busy: boolean): boolean {
  const [preparing, setPreparing] = useState(false);
  const busyNow = useRef(busy);
  useEffect(() => {
    busyNow.current = busy;
  }, [busy]);
  useEffect(() => {
    let shown = true;
    let started = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'p' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (started) return;
      started = true;
      setPreparing(true);
      void drawEverything(() => busyNow.current)
        .then(() => {
          // The note goes before the dialog freezes the page as it will print.
          setPreparing(false);
          return nextFrame();
        })
        // Left before it was ready, the page prints nothing (the next one has not asked).
        .then(() => shown && window.print())
        .finally(() => {
          started = false;
        });
    };
    const onBeforePrint = () => void drawEverything();
    const onAfterPrint = () => announce(false);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
    return () => {
      shown = false;
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('beforeprint', onBeforePrint);
      window.removeEventListener('afterprint', onAfterPrint);
      announce(false);
    };
  }, []);
  return preparing;
}
