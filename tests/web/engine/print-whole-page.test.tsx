import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawEverything, trackDrawing } from '../../../src/engine/runtime/print-whole-page';
import { useNearViewport } from '../../../src/engine/runtime/use-near-viewport';

// A print asks every block that waits for the viewport to draw, and waits for what they start.

/** A block that draws only near the viewport, in a browser where it never comes near by itself. */
function Block() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="block">
      {near ? 'drawn' : 'waiting'}
    </div>
  );
}

class NeverNear {
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

async function frames(count: number) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('printing the whole page', () => {
  it('draws the blocks that were waiting and keeps them drawn', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    render(<Block />);
    expect(screen.getByTestId('block').textContent).toBe('waiting');
    await act(() => drawEverything());
    expect(screen.getByTestId('block').textContent).toBe('drawn');
  });

  it('resolves only once the drawing it tracks is done and the page is no longer busy', async () => {
    const chart = deferred();
    let busy = true;
    let ready = false;
    trackDrawing(chart.promise);
    const printing = drawEverything(() => busy).then(() => (ready = true));
    // The wait goes by frames: several pass with the chart still drawing, then with the page busy.
    await frames(6);
    expect(ready).toBe(false);
    chart.resolve();
    await frames(6);
    expect(ready).toBe(false);
    busy = false;
    await printing;
    expect(ready).toBe(true);
  });
});
