// A gate shared with the export workers of a test (gated-worker.ts): each export task takes a ticket
// when a worker starts it and blocks that worker's thread — as heavy work would — until the test
// opens the gate that far. The test sees how many tasks have started, and can make the next
// task's worker die instead.
const STARTED = 0;
const OPENED = 1;
const CRASH = 2;

export const GATE_CELLS = { STARTED, OPENED, CRASH };

export interface Gate {
  buffer: SharedArrayBuffer;
  /** Tasks a worker has started so far. */
  started(): number;
  /** Lets one more task through. */
  open(): void;
  /** While on, a worker that takes a task ends its thread at once (an uncaught crash). */
  crash(on: boolean): void;
}

export function createGate(): Gate {
  const buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const cells = new Int32Array(buffer);
  return {
    buffer,
    started: () => Atomics.load(cells, STARTED),
    open() {
      Atomics.add(cells, OPENED, 1);
      Atomics.notify(cells, OPENED);
    },
    crash: (on) => void Atomics.store(cells, CRASH, on ? 1 : 0),
  };
}

/** Waits for a condition the server reaches on its own (a poll, not a fixed sleep). */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}
