// The real export worker behind the test's gate (gate.ts).
import { workerData } from 'node:worker_threads';
import { exportTaskHandler } from '../../../server/modules/export/export-tasks';
import { serveTasks } from '../../../server/modules/export/worker-protocol';
import { GATE_CELLS } from './gate';

const cells = new Int32Array(workerData as SharedArrayBuffer);
const real = exportTaskHandler();

serveTasks({
  async run(task, progress) {
    if (Atomics.load(cells, GATE_CELLS.CRASH) === 1) process.exit(1);
    const ticket = Atomics.add(cells, GATE_CELLS.STARTED, 1);
    for (let opened = Atomics.load(cells, GATE_CELLS.OPENED); opened <= ticket; opened = Atomics.load(cells, GATE_CELLS.OPENED)) {
      Atomics.wait(cells, GATE_CELLS.OPENED, opened);
    }
    return real.run(task, progress);
  },
  close: () => real.close(),
});
