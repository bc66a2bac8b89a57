// The list half of `npm run bench:safety` (issue 22 budgets): the operation log, the recycle log and
// the change log with 1,000,000 rows each; the first page filtered by administrator and date, total
// included, asked over real HTTP; p95 printed against the 50 ms goal with the load average. A log
// whose table is not migrated yet is reported as skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const REQUESTS = 200;
const WARM = 20;
const GOAL_P95_MS = 50;
const ADMINS = 20;
const MINUTE = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the log tables of other migrations may not be typed yet
type AnyDb = Kysely<any>;

/** Each log's screen and one row of it (admin i % ADMINS + 1, one row a minute back from now). */
const LOGS: { screen: string; table: string; row: (i: number, at: number) => Record<string, unknown> }[] = [
  {
    screen: 'admin-log',
    table: 'admin_log',
    row: (i, at) => ({ admin_id: (i % ADMINS) + 1, username: `admin${i % ADMINS}`, title: '{"zh-cn":"会员-修改","en":"Members – edit"}', url: `/chis_web/api/admin/user/${i % 997}`, method: 'PUT', data: '{}', ip: '10.0.0.1', useragent: 'bench', status: 200, created_at: at }),
  },
  {
    screen: 'security-data-recycle-log',
    table: 'security_data_recycle_log',
    row: (i, at) => ({ admin_id: (i % ADMINS) + 1, recycle_id: 1, screen: 'user', data_table: 'app_user', primary_key: 'id', row_key: String(i), data: '{}', created_at: at }),
  },
  {
    screen: 'security-sensitive-data-log',
    table: 'security_sensitive_data_log',
    row: (i, at) => ({ admin_id: (i % ADMINS) + 1, sensitive_id: 1, screen: 'user', data_table: 'app_user', primary_key: 'id', data_field: 'email', id_value: String(i % 5000), before: 'a@x.cn', after: 'b@x.cn', created_at: at }),
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function exists(db: AnyDb, table: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
  return Number(rows[0]?.n) > 0;
}

async function fill(db: AnyDb, log: (typeof LOGS)[number], now: number): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < ROWS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, ROWS - start) }, (_, k) => log.row(start + k, now - (ROWS - start - k) * MINUTE));
    await db.insertInto(log.table).values(rows).execute();
  }
}

async function firstPages(origin: string, token: string, screen: string, now: number): Promise<{ p50: number; p95: number; total: string }> {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < REQUESTS + WARM; i++) {
    // A different administrator and a different week each time, inside the rows' two years.
    const to = now - (i % 50) * 7 * 24 * 60 * MINUTE;
    const search = [
      { field: 'admin_id', operator: 'eq', value: (i % ADMINS) + 1 },
      { field: 'created_at', operator: 'between', value: [to - 30 * 24 * 60 * MINUTE, to] },
    ];
    const started = performance.now();
    const res = await fetch(`${origin}/chis_web/api/admin/${screen}?search=${encodeURIComponent(JSON.stringify(search))}`, { headers: { authorization: token, channel: 'web' } });
    const body = (await res.json()) as { code: number; msg: string; content: { total: number; totalCapped: boolean } };
    const ms = performance.now() - started;
    if (body.code !== 200) throw new Error(`${screen} list answered ${body.code}: ${body.msg}`);
    if (i >= WARM) times.push(ms);
    total = `${body.content.total}${body.content.totalCapped ? '+' : ''}`;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

export async function listsBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-safety-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: undefined }, { warehouse: null });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/chis_web/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'web' },
      body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    const answer = (await login.json()) as { code: number; msg: string; content: { token: string } | null };
    if (!answer.content) throw new Error(`admin login answered ${answer.code}: ${answer.msg}`);
    const token = answer.content.token;
    const db = app.adminRegistry.context.db as unknown as AnyDb;
    const now = Date.now();
    for (const log of LOGS) {
      if (!(await exists(db, log.table))) {
        console.log(`${log.screen}: skipped (table ${log.table} is not migrated yet)`);
        continue;
      }
      const started = performance.now();
      await fill(db, log, now);
      const filled = ((performance.now() - started) / 1000).toFixed(1);
      const r = await firstPages(origin, token, log.screen, now);
      const verdict = r.p95 < GOAL_P95_MS ? 'within' : 'OVER';
      console.log(
        `${log.screen} over ${ROWS.toLocaleString('en')} rows (filled in ${filled} s), first page by administrator + 30 days, total included (${r.total}), ${REQUESTS} requests over HTTP: ` +
          `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (goal < ${GOAL_P95_MS} ms: ${verdict}; load average ${loadavg()[0].toFixed(2)})`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
