// `npm run bench:load`: the mixed API load against a fresh `npm start` on loopback (one worker
// process per core, as served). The server runs as its own processes (exactly `npm start`, on a
// throw-away DATA_DIR and the default warehouse), so the load generator's CPU shows apart from the
// server's. Four request kinds share the connections — permissions, autocomplete, a database list
// page and a market overview — and half the list and overview requests are distinct queries never
// asked before in the run (other filters, periods, regions, pages), which no cache can answer; the
// report says which share of the requests repeated an earlier one (at most that share was cached).
// Once the server's health check says the market is prepared (its in-memory index builds in each
// worker after start), a short warm-up lets the JIT settle, then BENCH_RUNS windows are measured and
// each figure printed as its median and range, with the load average.
// Goals (issue 27): ≥ 2,500 req/s in all, worst p99 < 50 ms, 0 errors, server CPU ≤ 0.5 ms per request.
// BENCH_CONNECTIONS (50), BENCH_SECONDS (30), BENCH_RUNS (3) and BENCH_WARMUP_SECONDS (5) change the
// run; BENCH_ONLY=<endpoint name> loads one endpoint alone; BENCH_SERVER_NODE_ARGS adds Node options
// to the server's processes (`--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile written when they stop).
import autocannon, { type Request, type Result } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAverage, medianAndRange, verdict } from './figures';
import { freePort, login, marketPrepared, serverCpuSeconds, startServer } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const GOAL = { rps: 2500, p99: 50, cpuMs: 0.5 };
const KEYWORDS = ['amxl', '阿莫', 'tou', '头孢', 'a', 'zhong', '片', 'hr', '医药', 'xuesh'];
const LIST_KEYWORDS = ['', '', '', '阿莫西林', '片', 'amxl', '头孢', '注射液'];
const OVERVIEWS = ['drug-sale', 'degree-hospital', 'grassroots-medical-institution', 'b2c', 'omni-channel'].map((section) => `${section}-market-overview`);
/** Province codes: a distinct overview is one page, one period and one province never asked for before. */
const PROVINCES = '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65'.split(' ').map((p) => `${p}0000`);
const MAT_MONTHS = Array.from({ length: 36 }, (_, i) => {
  const month = 2026 * 12 + 8 - i; // back from 2026-09, the default warehouse's last month
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
});

/** One distinct request number for the whole run (warm-up included): a distinct query is never asked twice. */
let distinctCount = 0;

interface Endpoint {
  name: string;
  /** Share of the connections, in parts. */
  weight: number;
  /** The i-th request of this endpoint, and whether it repeats an earlier one (could come from a cache). */
  request(i: number): Request & { repeat: boolean };
}

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'permissions', weight: 1, request: () => ({ method: 'GET', path: '/chis_web/api/v2/user/permissions', repeat: true }) },
  {
    name: 'autocomplete',
    weight: 1,
    request: (i) => ({
      method: 'GET',
      path: `/chis_web/api/v2/home/search/autocomplete?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length])}&limit=10`,
      repeat: true,
    }),
  },
  {
    name: 'database list',
    weight: 1,
    request: (i) => {
      // Even requests repeat seven pages of eight keywords; odd ones search two letters (one of
      // 676) and read one of their first five pages, a list never read before.
      const repeat = i % 2 === 0;
      const n = repeat ? i / 2 : distinctCount++;
      const letters = (k: number) => String.fromCharCode(97 + (k % 26), 97 + (Math.floor(k / 26) % 26));
      const keyword = repeat ? LIST_KEYWORDS[n % LIST_KEYWORDS.length] : letters(n);
      const page = repeat ? 1 + (n % 7) : 1 + (Math.floor(n / 676) % 5);
      const path = `/chis_web/api/v2/database/drug-library/list?page=${page}&pageSize=20${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`;
      return { method: 'GET', path, repeat };
    },
  },
  {
    name: 'market overview',
    weight: 1,
    request: (i) => {
      // Even requests repeat the default omni-channel view; odd ones ask a page, period and province never asked before.
      const repeat = i % 2 === 0;
      const n = distinctCount++;
      const page = repeat ? 'omni-channel-market-overview' : OVERVIEWS[n % OVERVIEWS.length];
      const at = Math.floor(n / OVERVIEWS.length);
      const body = repeat
        ? {}
        : { period: { type: 'MAT', value: MAT_MONTHS[at % MAT_MONTHS.length] }, filters: { region: [PROVINCES[Math.floor(at / MAT_MONTHS.length) % PROVINCES.length]] } };
      return { method: 'POST', path: `/chis_web/api/v2/market/${page}/query`, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, repeat };
    },
  },
];

const ENDPOINTS = process.env.BENCH_ONLY ? ALL_ENDPOINTS.filter((e) => e.name === process.env.BENCH_ONLY) : ALL_ENDPOINTS;
if (ENDPOINTS.length === 0) throw new Error(`BENCH_ONLY: no endpoint "${process.env.BENCH_ONLY}" (${ALL_ENDPOINTS.map((e) => e.name).join(', ')})`);

interface Outcome {
  endpoint: Endpoint;
  result: Result;
  /** Answers whose envelope code was not 200 (the HTTP status can be 200 for those too). */
  envelopeErrors: number;
  /** Requests sent, and those of them that repeated an earlier request. */
  sent: number;
  repeats: number;
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
      let sent = 0;
      let repeats = 0;
      const result = await autocannon({
        url: origin,
        connections: shares[e],
        duration: seconds,
        headers: { channel: 'web', authorization: token },
        requests: [
          {
            setupRequest: (request) => {
              const { repeat, ...next } = endpoint.request(sent++);
              if (repeat) repeats++;
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: (status, body) => {
              if (status !== 200 || !body.startsWith('{"code":200')) envelopeErrors++;
            },
          },
        ],
      });
      return { endpoint, result, envelopeErrors, sent, repeats };
    }),
  );
}

interface Window {
  rps: number;
  worstP99: number;
  errors: number;
  cpuMs: number;
  repeatShare: number;
}

function report(outcomes: Outcome[], seconds: number, cpuSeconds: number): Window {
  let total = 0;
  let errors = 0;
  let worstP99 = 0;
  let sent = 0;
  let repeats = 0;
  for (const { endpoint, result, envelopeErrors, ...counts } of outcomes) {
    const failed = result.errors + result.timeouts + result.non2xx + envelopeErrors;
    const share = `${((counts.repeats / Math.max(1, counts.sent)) * 100).toFixed(0)} % repeated`;
    console.log(
      `  ${endpoint.name.padEnd(16)} ${String(result.connections).padStart(4)} conn  ${(result.requests.total / seconds).toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50.toFixed(1).padStart(6)} ms  p99 ${result.latency.p99.toFixed(1).padStart(6)} ms  errors ${failed}  ${share}`,
    );
    total += result.requests.total;
    errors += failed;
    worstP99 = Math.max(worstP99, result.latency.p99);
    sent += counts.sent;
    repeats += counts.repeats;
  }
  const window = { rps: total / seconds, worstP99, errors, cpuMs: (cpuSeconds * 1000) / total, repeatShare: repeats / Math.max(1, sent) };
  console.log(
    `  all: ${window.rps.toFixed(0)} req/s, worst p99 ${worstP99.toFixed(1)} ms, errors ${errors}, server CPU ${window.cpuMs.toFixed(2)} ms per request (${((cpuSeconds / seconds) * 100).toFixed(0)} % of one core); ` +
      `${(window.repeatShare * 100).toFixed(0)} % of the requests repeated an earlier one (at most those were cached), ${((1 - window.repeatShare) * 100).toFixed(0)} % were distinct (${loadAverage()})`,
  );
  return window;
}

const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-load-'));
const { child, origin } = await startServer(dataDir, await freePort());
try {
  const token = await login(origin);
  await marketPrepared(origin);
  console.log(`warm-up ${WARMUP_SECONDS} s, then ${RUNS} × ${SECONDS} s with ${CONNECTIONS} connections against ${origin} (${loadAverage()}):`);
  await run(origin, token, WARMUP_SECONDS);
  const windows: Window[] = [];
  for (let r = 1; r <= RUNS; r++) {
    console.log(`run ${r}:`);
    const cpuBefore = serverCpuSeconds(child.pid!);
    const outcomes = await run(origin, token, SECONDS);
    windows.push(report(outcomes, SECONDS, serverCpuSeconds(child.pid!) - cpuBefore));
  }
  const of = (pick: (w: Window) => number, digits = 1) => medianAndRange(windows.map(pick), digits);
  const all = (test: (w: Window) => boolean) => windows.every(test);
  console.log(`req/s ${of((w) => w.rps, 0)}: goal ≥ ${GOAL.rps}: ${verdict(all((w) => w.rps >= GOAL.rps))}`);
  console.log(`worst p99 ${of((w) => w.worstP99)} ms: goal < ${GOAL.p99} ms: ${verdict(all((w) => w.worstP99 < GOAL.p99))}`);
  console.log(`errors ${of((w) => w.errors, 0)}: goal 0: ${verdict(all((w) => w.errors === 0))}`);
  console.log(`server CPU per request ${of((w) => w.cpuMs, 2)} ms: goal ≤ ${GOAL.cpuMs} ms: ${verdict(all((w) => w.cpuMs <= GOAL.cpuMs))}`);
  console.log(`(${loadAverage()}; the load generator shares the machine's cores with the server)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
