// bench:admin's `crowd` part (issue 28 item 4, issue 27's admin list under connections): does an
// administrator slow a subscriber? `npm start` as served (every worker process) on a throwaway data
// dir whose operation log holds 100 000 rows; over real HTTP, 5 subscribers ask the API without
// pause (permissions, autocomplete, a database list page) while 0, then 5 administrators list the
// log with quick search and sort without pause. BENCH_RUNS rounds of BENCH_CROWD_SECONDS each.
import autocannon, { type Request } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqlitePath, loadConfig } from '../../server/config';
import { connectAppDb } from '../../server/db/connect';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';
import { fillLog, ROWS } from './admin-log-rows';
import { loadAverage, median, medianAndRange, verdict } from './figures';
import { freePort, login, marketPrepared, startServer } from './server';

const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SUBSCRIBERS = 5;
const ADMINISTRATORS = 5;
const GOAL = { ratio: 1.5, listP99Ms: 200 };

const SEARCHES = ['editor', 'config', 'ops', '会员', 'admin-group/5', 'analyst', '登录', 'user/9'];
const ORDERS = ['id,desc', 'created_at,desc', 'status,asc', 'id,asc'];

/** The i-th administrator list request: quick search, sort and one of the first three pages. */
function adminList(i: number): Request {
  return {
    method: 'GET',
    path: `/chis_web/api/admin/admin-log?quickSearch=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}&order=${ORDERS[Math.floor(i / SEARCHES.length) % ORDERS.length]}&page=${1 + (i % 3)}`,
  };
}

const SUBSCRIBER_PATHS = [
  '/chis_web/api/v2/user/permissions',
  `/chis_web/api/v2/home/search/autocomplete?keyword=${encodeURIComponent('阿莫')}&limit=10`,
  '/chis_web/api/v2/database/drug-library/list?page=1&pageSize=20',
];

/**
 * `clients` subscribers asking the API one request after the other for `seconds`: the median
 * latency in ms, measured here to the hundredth (autocannon's histogram counts whole milliseconds).
 */
async function subscribers(origin: string, token: string, clients: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        const started = performance.now();
        const res = await fetch(`${origin}${SUBSCRIBER_PATHS[i % SUBSCRIBER_PATHS.length]}`, { headers: { channel: 'web', authorization: token } });
        const body = await res.text();
        times.push(performance.now() - started);
        if (res.status !== 200 || !body.startsWith('{"code":200')) failures++;
      }
    }),
  );
  return { p50: median(times), failures };
}

/** `connections` clients asking `next(i)` without pause for `seconds`; latencies and failures. */
async function crowd(origin: string, token: string, connections: number, seconds: number, next: (i: number) => Request) {
  let i = 0;
  let failures = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { channel: 'web', authorization: token },
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...next(i++) }),
        onResponse: (status, body) => {
          if (status !== 200 || !body.startsWith('{"code":200')) failures++;
        },
      },
    ],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, failures: failures + result.errors + result.timeouts };
}

async function adminToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/chis_web/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
  });
  const json = (await res.json()) as { code: number; content: { token: string } };
  if (json.code !== 200) throw new Error(`admin login answered ${JSON.stringify(json)}`);
  return json.content.token;
}

export async function crowdPart(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-admin-crowd-'));
  const { child, origin } = await startServer(dataDir, await freePort());
  try {
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(loadConfig({ DATA_DIR: dataDir })) });
    await fillLog(appDb.db).finally(() => appDb.close());
    const [member, admin] = [await login(origin), await adminToken(origin)];
    await marketPrepared(origin);
    const members = () => subscribers(origin, member, SUBSCRIBERS, SECONDS);
    await crowd(origin, admin, ADMINISTRATORS, 3, adminList); // warms every worker's statements and pages
    await members();
    console.log(`crowd: ${SUBSCRIBERS} subscribers without pause, ${RUNS} × ${SECONDS} s at rest and with ${ADMINISTRATORS} administrators listing ${ROWS.toLocaleString('en')} log rows (${loadAverage()}):`);
    const rest: number[] = [];
    const busy: number[] = [];
    const lists: number[] = [];
    for (let r = 1; r <= RUNS; r++) {
      const alone = await members();
      const [crowded, listing] = await Promise.all([members(), crowd(origin, admin, ADMINISTRATORS, SECONDS, adminList)]);
      const failures = alone.failures + crowded.failures + listing.failures;
      console.log(
        `  run ${r}: subscribers p50 ${alone.p50.toFixed(2)} ms at rest, ${crowded.p50.toFixed(2)} ms with the administrators (whose list p50 ${listing.p50.toFixed(1)} ms, ${listing.rps.toFixed(0)} lists/s)` +
          `${failures ? `, ${failures} FAILED` : ''} (${loadAverage()})`,
      );
      rest.push(alone.p50);
      busy.push(crowded.p50);
      lists.push(listing.p50);
    }
    const ratios = busy.map((b, k) => b / rest[k]);
    console.log(
      `subscribers' p50 at rest ${medianAndRange(rest, 2)} ms, with ${ADMINISTRATORS} administrators listing ${medianAndRange(busy, 2)} ms: ` +
        `${medianAndRange(ratios, 2)} × (goal ≤ ${GOAL.ratio} ×: ${verdict(median(ratios) <= GOAL.ratio)}; ${loadAverage()})`,
    );
    const p99s: number[] = [];
    for (let r = 0; r < RUNS; r++) p99s.push((await crowd(origin, admin, 20, SECONDS, adminList)).p99);
    console.log(`admin-log list with 20 connections: p99 ${medianAndRange(p99s)} ms (goal < ${GOAL.listP99Ms} ms: ${verdict(median(p99s) < GOAL.listP99Ms)}; ${loadAverage()})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
