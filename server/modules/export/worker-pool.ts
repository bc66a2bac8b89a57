// A few worker threads for the heavy part of an export (materialising warehouse rows, writing the
// xlsx), so the thread that answers HTTP never runs it: 10 exports on the event loop once took the
// p95 of unrelated calls from 100 ms to 2 s. Tasks wait in order for the next free worker; a worker
// that dies fails its task and is replaced on the next one.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './worker-protocol';

// Worker files are TypeScript, and a worker inherits no module loader from the thread that starts it
// (neither tsx's under `npm start` nor vitest's): every worker starts at a small JavaScript entry that
// loads tsx into its thread, then the worker file.
const TYPESCRIPT_ENTRY = new URL('./typescript-worker.mjs', import.meta.url);

/** One core stays with the thread that serves HTTP. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

export interface TaskEvents {
  /** A worker took the task; the task is handed to it once this settles. */
  onStart?(): void | Promise<void>;
  onProgress?(written: number): void;
}

export interface PoolOptions {
  /** The worker file: a module that calls `serveTasks`. */
  url: URL;
  size?: number;
  /** Handed to every worker as `workerData`. */
  workerData?: unknown;
}

interface Pending {
  id: number;
  task: unknown;
  events: TaskEvents;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;

export function createWorkerPool(options: PoolOptions) {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const waiting: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const all = new Set<Worker>();
  let nextId = 1;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(TYPESCRIPT_ENTRY, { argv: [options.url.href], execArgv: [], workerData: options.workerData });
    all.add(worker);
    worker.on('message', (message: FromWorker) => {
      const pending = busy.get(worker);
      if (!pending || message.id !== pending.id) return;
      if (message.type === 'progress') return pending.events.onProgress?.(message.written);
      busy.delete(worker);
      idle.push(worker);
      if (message.type === 'done') pending.resolve(message.result);
      else pending.reject(new Error(message.message));
      pump();
    });
    // An uncaught error in the worker ends it ('error', then 'exit'): its task fails, never hangs.
    worker.on('error', () => undefined);
    worker.on('exit', (code) => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      const pending = busy.get(worker);
      busy.delete(worker);
      pending?.reject(new Error(`export worker stopped (exit code ${code})`));
      pump();
    });
    return worker;
  }

  function pump() {
    while (!closed && waiting.length > 0) {
      const worker = idle.pop() ?? (all.size < size ? spawn() : undefined);
      if (!worker) return;
      const pending = waiting.shift()!;
      busy.set(worker, pending);
      // The task's start is recorded before its work begins: a job never works while reading queued.
      void Promise.resolve(pending.events.onStart?.())
        .catch(() => undefined)
        .then(() => worker.postMessage({ type: 'task', id: pending.id, task: pending.task } satisfies ToWorker));
    }
  }

  /** Runs a task on the next free worker; resolves with what the worker's handler returned. */
  function run<Result>(task: unknown, events: TaskEvents = {}): Promise<Result> {
    if (closed) return Promise.reject(new Error('the export pool is closed'));
    return new Promise<Result>((resolve, reject) => {
      waiting.push({ id: nextId++, task, events, resolve: resolve as (result: unknown) => void, reject });
      pump();
    });
  }

  /** Fails the waiting tasks and stops every worker (a busy one mid-task). */
  async function close(): Promise<void> {
    closed = true;
    for (const pending of waiting.splice(0)) pending.reject(new Error('the export pool is closed'));
    const exits = [...all].map((worker) => new Promise((done) => worker.once('exit', done)));
    // An idle worker closes its warehouse and ends; a busy one is stopped where it is.
    for (const worker of all) {
      if (busy.has(worker)) void worker.terminate();
      else worker.postMessage({ type: 'close' } satisfies ToWorker);
    }
    await Promise.all(exits);
  }

  return { size, run, close };
}
