// A process per core (issue 27 item 1): the primary prepares the app database once (migrations,
// seeds, the schema files' tables: server/prepare.ts), then forks WORKERS processes that each build
// the whole app over the same app database (SQLite in WAL mode, or PostgreSQL) and open the warehouse
// read-only, and listen on the one port the primary shares out. What a worker keeps in memory is
// either keyed by a version in the database (registry, entitlements) or an answer of the read-only
// warehouse; what they must agree on (sessions, grants, rate limits, export jobs, leases) lives in
// the database or the data folder, so the workers behave as replicas on one machine. A worker that
// dies after start is replaced; one that fails to start stops the start.
import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { listenOrigin } from './http/origin';
import { prepareAppDatabase } from './prepare';

const WORKER_FILE = new URL('./cluster-worker.ts', import.meta.url);

/** What a worker tells the primary once it listens. */
export interface WorkerReady {
  ready: true;
  port: number;
}

function isReady(message: unknown): message is WorkerReady {
  return typeof message === 'object' && message !== null && (message as WorkerReady).ready === true;
}

/** Forks a worker and resolves with the port it listens on; rejects if it exits first. */
function fork(): { worker: Worker; ready: Promise<number> } {
  const worker = cluster.fork();
  const ready = new Promise<number>((done, fail) => {
    worker.on('message', (message: unknown) => {
      if (isReady(message)) done(message.port);
    });
    worker.once('exit', (code, signal) => fail(new Error(`worker ${worker.id} exited during start (${signal ?? `code ${code}`})`)));
  });
  return { worker, ready };
}

/** Serves with `config.workers` processes; resolves once every one listens. */
export async function startWorkers(config: AppConfig): Promise<{ url: string; workers: number }> {
  const count = config.workers ?? 1;
  await prepareAppDatabase(config, { warn: (message) => console.warn(message) });
  cluster.setupPrimary({ exec: WORKER_FILE.pathname, execArgv: process.execArgv });

  const starting = Array.from({ length: count }, fork);
  let port: number;
  try {
    [port] = await Promise.all(starting.map((s) => s.ready));
  } catch (error) {
    for (const { worker } of starting) worker.process.kill('SIGTERM');
    throw error;
  }

  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.error(`worker ${worker.id} stopped (${signal ?? `code ${code}`}); starting another`);
    fork().ready.catch((error: unknown) => console.error(error));
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    // Each worker finishes its requests and closes its databases (server/main.ts), then exits.
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return { url: `${listenOrigin(config.host, port)}/`, workers: count };
}
