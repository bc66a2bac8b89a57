// A reader thread of sqlite-reads.ts: its own read-only connection to the app database, its
// statements prepared once, and a lower priority than the threads that serve requests.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { serveTasks } from '../modules/export/worker-protocol';
import { withStatementCache } from './statement-cache';

export interface ReadTask {
  sql: string;
  parameters: readonly unknown[];
}

/** Nice 10: on Linux the priority of the calling thread only (elsewhere, where it may not apply, it is skipped). */
const LOWER_PRIORITY = 10;

try {
  setPriority(0, LOWER_PRIORITY);
} catch {
  // Not permitted here: the thread keeps the process's priority.
}

const { path } = workerData as { path: string };
const raw = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
raw.pragma('busy_timeout = 5000');
raw.pragma('cache_size = -65536');
raw.pragma('mmap_size = 268435456');
const database = withStatementCache(raw);

serveTasks({
  async run(task) {
    const { sql, parameters } = task as ReadTask;
    const statement = database.prepare(sql);
    if (!statement.reader) throw new Error('the SQLite reader threads only read');
    return statement.all(parameters);
  },
  async close() {
    raw.close();
  },
});
