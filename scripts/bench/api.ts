// `npm run bench:api`: the real server on the `default` warehouse (built if missing) and a
// throw-away app database, driven over loopback HTTP. For login, permissions and autocomplete it
// fires N sequential requests, then N more with CONCURRENCY in flight, and prints p50/p95/p99.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig, sqlitePath } from '../../server/config';
import { connectAppDb } from '../../server/db/connect';
import { hashPassword } from '../../server/modules/auth/password';
import { ensureWarehouse } from '../../server/warehouse/bootstrap';

const N = Number(process.env.BENCH_N ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const KEYWORDS = ['amxl', '阿莫', 'tou', '头孢', 'a', 'zhong', '片', 'hr', '医药', 'xuesh'];

const base = loadConfig();
const config = { ...base, dataDir: mkdtempSync(join(tmpdir(), 'chis-bench-api-')), distDir: undefined, logLevel: 'warn' };
console.log(`warehouse ${base.warehousePath} (scale ${base.seedScale}) ...`);
mkdirSync(dirname(base.warehousePath), { recursive: true });
await ensureWarehouse({ path: base.warehousePath, scale: base.seedScale });
const app = await buildApp({ ...config, warehousePath: base.warehousePath });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// More than three logins of one account in flight at once count as guessing (login-attempts.ts asks
// for an image code), so logins are timed as different subscribers signing in: one account per
// request in flight, each in the demo account's group and with its password.
const PASSWORD = 'chis-demo-2026';
async function addSubscribers(count: number): Promise<string[]> {
  const { db, close } = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  try {
    const { group_id } = await db.selectFrom('app_user').select('group_id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const hash = await hashPassword(PASSWORD);
    const names = Array.from({ length: count }, (_, i) => `benchuser${i + 1}`);
    await db
      .insertInto('app_user')
      .values(names.map((username) => ({ username, password_hash: hash, nickname: username, email: `${username}@example.com`, group_id, status: 'active', created_at: Date.now() })))
      .execute();
    return names;
  } finally {
    await close();
  }
}
const subscribers = await addSubscribers(CONCURRENCY);

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${address}/chis_web${path}`, {
    method,
    headers: { channel: 'web', ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; content: { token?: string } };
  if (json.code !== 200) throw new Error(`${method} ${path} answered ${JSON.stringify(json)}`);
  return json.content;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(name: string, mode: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
  console.log(
    `${name.padEnd(13)} ${mode.padEnd(14)} n=${sorted.length}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`,
  );
}

async function measure(name: string, request: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await request(i); // warm-up
  const timed = async (i: number, into: number[]) => {
    const start = performance.now();
    await request(i);
    into.push(performance.now() - start);
  };
  const sequential: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < N; i++) await timed(i, sequential);
  // CPU spent per sequential request (server and client share this process): unlike the
  // latency, it does not grow when other processes compete for the cores.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / N;
  const concurrent: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) await timed(next++, concurrent);
    }),
  );
  report(name, 'sequential', sequential);
  console.log(`${name.padEnd(13)} ${'cpu/request'.padEnd(14)} ${cpuMs.toFixed(2)} ms (client + server)`);
  report(name, `${CONCURRENCY} concurrent`, concurrent);
}

try {
  const token = (await call('POST', '/api/v2/user/login', undefined, { account: 'demo', password: PASSWORD })).token!;
  console.log(`${N} sequential, then ${N} with ${CONCURRENCY} in flight, per endpoint (loopback HTTP, load average ${loadavg()[0].toFixed(1)}):`);
  await measure('login', (i) => call('POST', '/api/v2/user/login', undefined, { account: subscribers[i % subscribers.length], password: PASSWORD }));
  await measure('permissions', () => call('GET', '/api/v2/user/permissions', token));
  await measure('autocomplete', (i) =>
    call('GET', `/api/v2/home/search/autocomplete?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length])}&limit=10`, token),
  );
} finally {
  await app.close();
  rmSync(config.dataDir, { recursive: true, force: true });
}
