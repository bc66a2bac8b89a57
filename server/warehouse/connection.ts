// The one way server code talks to the DuckDB warehouse. A small pool of connections lets
// concurrent requests run side by side (DuckDB serialises statements on one connection), and
// every row comes back as plain JSON-safe values: BIGINT/HUGEINT → number, DECIMAL → number,
// DATE → 'YYYY-MM-DD', TIMESTAMP → ISO string.
import { DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';

export type SqlParam = string | number | boolean | null | bigint;
export type Row = Record<string, unknown>;

export interface Warehouse {
  /** Runs a query with `$1`-style parameters and returns its rows as plain objects. */
  all<T extends Row = Row>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /** Runs a statement whose result is not needed (DDL, COPY, INSERT). */
  run(sql: string, params?: SqlParam[]): Promise<void>;
  /** Runs `work` on one connection inside BEGIN/COMMIT; ROLLBACK on any error. */
  transaction<T>(work: (tx: Pick<Warehouse, 'all' | 'run'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  readOnly?: boolean;
  /** Connections kept for concurrent requests (default 4). */
  poolSize?: number;
}

export async function openWarehouse(path: string, options: OpenOptions = {}): Promise<Warehouse> {
  const instance = await DuckDBInstance.create(path, options.readOnly ? { access_mode: 'READ_ONLY' } : {});
  const poolSize = options.poolSize ?? 4;
  const idle: DuckDBConnection[] = [];
  const waiting: ((c: DuckDBConnection) => void)[] = [];
  let created = 0;
  let closed = false;

  async function acquire(): Promise<DuckDBConnection> {
    if (closed) throw new Error('warehouse is closed');
    const free = idle.pop();
    if (free) return free;
    if (created < poolSize) {
      created++;
      return instance.connect();
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(connection: DuckDBConnection) {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  async function withConnection<T>(work: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = await acquire();
    try {
      return await work(connection);
    } finally {
      release(connection);
    }
  }

  const onConnection = (c: DuckDBConnection): Pick<Warehouse, 'all' | 'run'> => ({
    async all<T extends Row = Row>(sql: string, params?: SqlParam[]) {
      const reader = await c.runAndReadAll(sql, params as DuckDBValue[] | undefined);
      return reader.getRowObjectsJS().map((row) => toPlainRow(row) as T);
    },
    async run(sql: string, params?: SqlParam[]) {
      await c.run(sql, params as DuckDBValue[] | undefined);
    },
  });

  return {
    all: (sql, params) => withConnection((c) => onConnection(c).all(sql, params)),
    run: (sql, params) => withConnection((c) => onConnection(c).run(sql, params)),
    transaction: (work) =>
      withConnection(async (c) => {
        await c.run('BEGIN TRANSACTION');
        try {
          const result = await work(onConnection(c));
          await c.run('COMMIT');
          return result;
        } catch (error) {
          await c.run('ROLLBACK');
          throw error;
        }
      }),
    async close() {
      closed = true;
      for (const c of idle) c.closeSync();
      idle.length = 0;
      instance.closeSync();
    },
  };
}

function toPlainRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = toPlainValue(value);
  return out;
}

function toPlainValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(toPlainValue);
  return value;
}
