// The messages between the export pool (worker-pool.ts) and its worker threads, and the worker's
// side of them: a worker runs one task at a time and reports its progress, its result or its error.
import { parentPort } from 'node:worker_threads';

export type ToWorker = { type: 'task'; id: number; task: unknown } | { type: 'close' };

export type FromWorker =
  | { type: 'progress'; id: number; written: number }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string };

export interface TaskHandler {
  run(task: unknown, progress: (written: number) => void): Promise<unknown>;
  /** Releases what the worker holds open (its warehouse) before it ends. */
  close(): Promise<void>;
}

/** Called once by a worker file: serves the pool's tasks with `handler` until the pool closes it. */
export function serveTasks(handler: TaskHandler): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  port.on('message', async (message: ToWorker) => {
    if (message.type === 'close') {
      await handler.close();
      port.close();
      return;
    }
    try {
      const result = await handler.run(message.task, (written) => send({ type: 'progress', id: message.id, written }));
      send({ type: 'done', id: message.id, result });
    } catch (error) {
      send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
}
