// The export machinery one server shares between its page APIs: the worker pool that does the heavy
// work and the per-member queue that lets each member run one export at a time.
import type { FastifyInstance } from 'fastify';
import type { Warehouse } from '../../warehouse/connection';
import { createMemberQueue, type MemberQueue } from './member-queue';
import { createWorkerPool, type PoolOptions, type WorkerPool } from './worker-pool';

export interface Exporter {
  pool: WorkerPool;
  queue: MemberQueue;
  close(): Promise<void>;
}

const EXPORT_WORKER_URL = new URL('./export-worker.ts', import.meta.url);

/** `size`: worker threads (default: the cores but one); `url`: another worker file (tests wrap the real one). */
export function createExporter(options: Partial<PoolOptions> = {}): Exporter {
  const pool = createWorkerPool({ url: EXPORT_WORKER_URL, ...options });
  const queue = createMemberQueue();
  return {
    pool,
    queue,
    async close() {
      queue.close();
      await pool.close();
    },
  };
}

/** The server's exporter when it hands one over, else one of the plugin's own, closed with it. */
export function exporterOf(app: FastifyInstance, given: Exporter | undefined): Exporter {
  if (given) return given;
  const own = createExporter();
  app.addHook('onClose', () => own.close());
  return own;
}

const files = new WeakMap<Warehouse, Promise<string>>();

/** The file a warehouse was opened from, for the workers to open it too (read-only). */
export function warehouseFile(warehouse: Warehouse): Promise<string> {
  let file = files.get(warehouse);
  if (!file) {
    file = warehouse.all<{ path: string | null }>('SELECT path FROM duckdb_databases() WHERE database_name = current_database()').then(([row]) => {
      if (!row?.path) throw new Error('exports need a warehouse file (an in-memory warehouse cannot be opened by a worker)');
      return row.path;
    });
    files.set(warehouse, file);
  }
  return file;
}
