// `npm run bench:load`: the mixed API load of issue 15 against a fresh `npm start` on loopback.
// The server runs as its own process (exactly `npm start`, on a throw-away DATA_DIR and the
// default warehouse), so the load generator's CPU shows apart from the server's. Four request
// kinds share the connections — permissions, autocomplete, a database list page and a market
// overview. Once the server's health check says the market is prepared (its in-memory index builds
// in the background after start), a short warm-up lets the JIT settle, then the window is measured. Prints req/s, p50/p99 and errors per endpoint and in all.
// Budget (issue 15): ≥ 2,000 req/s in all, p99 < 100 ms, 0 errors.
// The server's CPU time per request is printed too: unlike latency and req/s it hardly moves when
// other processes compete for this machine's two cores.
// BENCH_CONNECTIONS (50), BENCH_SECONDS (30) and BENCH_WARMUP_SECONDS (5) change the run;
// BENCH_ONLY=<endpoint name> loads one endpoint alone; BENCH_SERVER_NODE_ARGS adds Node options to
// the server's process (`--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of the server under load,
// written when it stops).
import autocannon, { type Request, type Result } from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, login, marketPrepared, startServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const BUDGET = { rps: 2000, p99: 100 };
const KEYWORDS = ['amxl', '阿莫', 'tou', '头孢', 'a', 'zhong', '片', 'hr', '医药', 'xuesh'];
const LIST_KEYWORDS = ['', '', '', '阿莫西林', '片', 'amxl', '头孢', '注射液'];

interface Endpoint {
  name: string;
  /** Share of the connections, in parts. */
  weight: number;
  request(i: number): Request;
}

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'permissions', weight: 1, request: () => ({ method: 'GET', path: '/chis_web/api/v2/user/permissions' }) },
  {
    name: 'autocomplete',
    weight: 1,
    request: (i) => ({ method: 'GET', path: `/chis_web/api/v2/home/search/autocomplete?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length])}&limit=10` }),
  },
  {
    name: 'database list',
    weight: 1,
    request: (i) => {
      const keyword = LIST_KEYWORDS[i % LIST_KEYWORDS.length];
      const page = 1 + (i % 7);
      return { method: 'GET', path: `/chis_web/api/v2/database/drug-library/list?page=${page}&pageSize=20${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}` };
    },
  },
  {
    name: 'market overview',
    weight: 1,
    request: () => ({
      method: 'POST',
      path: '/chis_web/api/v2/market/omni-channel-market-overview/query',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    }),
  },
];

const ENDPOINTS = process.env.BENCH_ONLY ? ALL_ENDPOINTS.filter((e) => e.name === process.env.BENCH_ONLY) : ALL_ENDPOINTS;
if (ENDPOINTS.length === 0) throw new Error(`BENCH_ONLY: no endpoint "${process.env.BENCH_ONLY}" (${ALL_ENDPOINTS.map((e) => e.name).join(', ')})`);

/** CPU seconds a process has used so far (user + system, from /proc). */
function cpuSecondsOf(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Outcome {
  endpoint: Endpoint;
  result: Result;
  /** Answers whose envelope code was not 200 (the HTTP status can be 200 for those too). */
  envelopeErrors: number;
}

/** The connections split by weight; the remainder of the rounding goes to the first endpoints. */
function connectionShares(): number[] {
  const parts = ENDPOINTS.reduce((sum, e) => sum + e.weight, 0);
  const shares = ENDPOINTS.map((e) => Math.floor((CONNECTIONS * e.weight) / parts));
  for (let left = CONNECTIONS - shares.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) shares[i % shares.length]++;
  return shares;
}

/** One autocannon instance per endpoint, all at once, so each gets its own latency histogram. */
async function run(origin: string, token: string, seconds: number): Promise<Outcome[]> {
  const shares = connectionShares();
  return Promise.all(
    ENDPOINTS.map(async (endpoint, e) => {
      let envelopeErrors = 0;
      let i = 0;
      const connections = shares[e];
      const result = await autocannon({
        url: origin,
        connections,
        duration: seconds,
        headers: { channel: 'web', authorization: token },
        requests: [
          {
            setupRequest: (request) => {
              const next = endpoint.request(i++);
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: (status, body) => {
              if (status !== 200 || !body.startsWith('{"code":200')) envelopeErrors++;
            },
          },
        ],
      });
      return { endpoint, result, envelopeErrors };
    }),
  );
}

function report(outcomes: Outcome[], seconds: number, serverCpuSeconds: number) {
  const row = (name: string, connections: number, total: number, p50: number, p99: number, errors: number) =>
    console.log(
      `${name.padEnd(16)} ${String(connections).padStart(4)} conn  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  errors ${errors}`,
    );
  let total = 0;
  let errors = 0;
  let worstP99 = 0;
  for (const { endpoint, result, envelopeErrors } of outcomes) {
    const failed = result.errors + result.timeouts + result.non2xx + envelopeErrors;
    row(endpoint.name, result.connections, result.requests.total, result.latency.p50, result.latency.p99, failed);
    total += result.requests.total;
    errors += failed;
    worstP99 = Math.max(worstP99, result.latency.p99);
  }
  const rps = total / seconds;
  console.log(`${'all'.padEnd(16)} ${String(CONNECTIONS).padStart(4)} conn  ${rps.toFixed(0).padStart(6)} req/s  worst p99 ${worstP99.toFixed(1)} ms  errors ${errors}`);
  console.log(`server CPU ${((serverCpuSeconds * 1000) / total).toFixed(2)} ms per request (${((serverCpuSeconds / seconds) * 100).toFixed(0)} % of one core)`);
  const within = rps >= BUDGET.rps && worstP99 < BUDGET.p99 && errors === 0;
  console.log(`budget ≥ ${BUDGET.rps} req/s, p99 < ${BUDGET.p99} ms, 0 errors: ${within ? 'within' : 'OVER'} (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-load-'));
const { child, origin } = await startServer(dataDir, await freePort());
try {
  const token = await login(origin);
  await marketPrepared(origin);
  console.log(`warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s with ${CONNECTIONS} connections against ${origin} (load average ${loadavg()[0].toFixed(2)}):`);
  await run(origin, token, WARMUP_SECONDS);
  const cpuBefore = cpuSecondsOf(child.pid!);
  const outcomes = await run(origin, token, SECONDS);
  report(outcomes, SECONDS, cpuSecondsOf(child.pid!) - cpuBefore);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
