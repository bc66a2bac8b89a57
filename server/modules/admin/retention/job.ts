// The retention job (issue 22 item 4): removes audit-log rows older than their log's retention days
// (config items retention_*_days; absent, empty or 0 = keep for ever), nothing else and never one
// row on request. One replica runs it at a time (the `retention` lease), in batches so no delete holds
// a table for long, and what it removed is itself logged: one operation-log entry per run that
// purged anything, naming each log, its days, the cut-off and the count.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { anyDb } from '../resource/sql';
import { releaseLease, takeLease } from './lease';
import { AUDIT_LOGS, type AuditLog } from './logs';

export type RetentionDeps = Pick<AppContext, 'db' | 'dialect' | 'now'>;

const LEASE = 'retention';
/** Long enough for one batch; renewed before each. */
const LEASE_MS = 10 * 60_000;
const BATCH = 5000;
const DAY_MS = 24 * 3600_000;
/** Once an hour; a replica that misses a round leaves it to the next (or to another replica). */
export const RETENTION_INTERVAL_MS = 3600_000;

export const PURGE_TITLE = { 'zh-cn': '日志保留期清理', en: 'Log retention purge' };

export interface Purged {
  table: string;
  days: number;
  before: number;
  removed: number;
}

async function retentionDays(deps: RetentionDeps): Promise<Map<string, number>> {
  const rows = await deps.db.selectFrom('config').select(['name', 'value']).where('name', 'in', AUDIT_LOGS.map((log) => log.setting)).execute();
  const days = new Map<string, number>();
  for (const row of rows) {
    const n = Number(row.value);
    if (Number.isSafeInteger(n) && n > 0) days.set(row.name, n);
  }
  return days;
}

/** A log table another migration may not have created yet (the recycle and change logs). */
async function exists(deps: RetentionDeps, table: string): Promise<boolean> {
  const query =
    deps.dialect === 'postgres'
      ? sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${table}`
      : sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${table}`;
  return Number((await query.execute(deps.db)).rows[0]?.n ?? 0) > 0;
}

async function purge(deps: RetentionDeps, log: AuditLog, before: number, holder: string): Promise<number> {
  const db = anyDb(deps as AppContext);
  let removed = 0;
  for (;;) {
    if (!(await takeLease(deps, LEASE, holder, LEASE_MS))) break;
    const old = db.selectFrom(log.table).select('id').where(log.time, '<', before).limit(BATCH);
    const result = await db.deleteFrom(log.table).where('id', 'in', old).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    removed += n;
    if (n < BATCH) break;
  }
  return removed;
}

/** One run: null when another replica holds the lease, else what each log with a policy lost. */
export async function runRetention(deps: RetentionDeps, holder: string): Promise<Purged[] | null> {
  if (!(await takeLease(deps, LEASE, holder, LEASE_MS))) return null;
  try {
    const days = await retentionDays(deps);
    const purged: Purged[] = [];
    for (const log of AUDIT_LOGS) {
      const keep = days.get(log.setting);
      if (keep === undefined || !(await exists(deps, log.table))) continue;
      const before = deps.now() - keep * DAY_MS;
      purged.push({ table: log.table, days: keep, before, removed: await purge(deps, log, before, holder) });
    }
    const removed = purged.filter((p) => p.removed > 0);
    if (removed.length > 0) {
      await deps.db
        .insertInto('admin_log')
        .values({ admin_id: 0, username: '', title: JSON.stringify(PURGE_TITLE), url: 'job:retention', method: 'DELETE', data: JSON.stringify(removed), ip: '', useragent: '', status: 200, created_at: deps.now() })
        .execute();
    }
    return purged;
  } finally {
    await releaseLease(deps, LEASE, holder);
  }
}

/** Runs the job every RETENTION_INTERVAL_MS in this replica (the lease keeps replicas apart); stop() ends it. */
export function scheduleRetention(deps: RetentionDeps, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const holder = randomUUID();
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runRetention(deps, holder).catch((error: unknown) => log.error({ err: error }, 'retention job failed'));
  }, RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
