// Heavy reads of the SQLite app database off the thread that serves HTTP (issue 28 item 4). better-
// sqlite3 runs a query synchronously on the calling thread, so one administrator's list over the
// 100 000-row log held every subscriber's request of that process behind it (their p50 went from
// 5 to 255–311 ms with five administrators listing). The lists go through this Kysely instead: each
// query is handed to a reader thread holding its own read-only connection (WAL: it reads the last
// committed state and never waits for a writer), and that thread runs at a lower scheduling priority,
// so on a busy machine the threads that answer subscribers go first. PostgreSQL needs none of this:
// its queries already run in the database server.
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { createWorkerPool, type WorkerPool } from '../modules/export/worker-pool';
import type { Database } from './schema';
import type { ReadTask } from './sqlite-reads-worker';

const READER_URL = new URL('./sqlite-reads-worker.ts', import.meta.url);

class ReaderConnection implements DatabaseConnection {
  constructor(private readonly pool: WorkerPool) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const task: ReadTask = { sql: compiled.sql, parameters: compiled.parameters };
    return { rows: await this.pool.run<R[]>(task) };
  }

  // eslint-disable-next-line require-yield -- a reader answers whole results only
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite reader threads do not stream');
  }
}

/** Every query goes to the next free reader thread; there are no transactions (each read stands alone). */
class ReaderDriver implements Driver {
  private readonly connection: ReaderConnection;

  constructor(private readonly pool: WorkerPool) {
    this.connection = new ReaderConnection(pool);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the SQLite reader threads only read');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

/** A Kysely whose queries run on `threads` reader threads over the SQLite file at `path` (read-only). */
export function sqliteReads(path: string, threads = 1): Kysely<Database> {
  const pool = createWorkerPool({ url: READER_URL, size: threads, workerData: { path } });
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReaderDriver(pool),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
