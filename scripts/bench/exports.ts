// `npm run bench:exports`: do one subscriber's exports stall everyone else (issue 21)? Against the
// real server (`npm start` on loopback, the default warehouse), a few clients call unrelated APIs
// back to back — a market overview and the health check — first at rest, then while one member's
// 10 drug-library exports run (they queue one behind the other and are written by the export
// workers). Prints the p95 of each unrelated call in both windows against the goal (while exporting,
// within 1.5× of at rest), the load average, and the server's RSS growth; then one export of the
// win-bid library (the largest, ~90 000 rows at default scale) alone, for its time and RSS growth
// against issue 27's goals (< 5 s, < 100 MB more server RSS: streamed).
// BENCH_SECONDS (10) sets the window at rest, BENCH_CLIENTS (4) the unrelated callers, BENCH_EXPORTS (10)
// the exports; EXPORT_WORKERS passes through to the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, login, marketPrepared, serverRssMb, startServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 10);
const GOAL_RATIO = 1.5;
const WIN_BID_GOAL = { seconds: 5, rssMb: 100 };
const MB = 1024 * 1024;

interface Call {
  name: string;
  path: string;
  body?: unknown;
}

const UNRELATED: Call[] = [
  { name: 'market overview', path: '/chis_web/api/v2/market/omni-channel-market-overview/query', body: {} },
  { name: 'health', path: '/chis_web/api/health' },
];

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
}

/** The server's resident memory in bytes (its worker processes and their threads included). */
const rssOf = (pid: number) => serverRssMb(pid) * 2 ** 20;

async function call(origin: string, token: string, c: Call): Promise<unknown> {
  const res = await fetch(`${origin}${c.path}`, {
    method: c.body === undefined ? 'GET' : 'POST',
    headers: { channel: 'web', authorization: token, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const json = (await res.json()) as { code: number; content: unknown; msg?: string };
  if (json.code !== 200) throw new Error(`${c.path} answered ${json.code} ${json.msg ?? ''}`);
  return json.content;
}

/**
 * CLIENTS callers take turns over the unrelated calls until `done` says stop; returns each call's
 * latencies and the peak RSS sampled meanwhile.
 */
async function measure(origin: string, token: string, pid: number, done: () => boolean): Promise<{ latencies: Map<string, number[]>; peakRss: number }> {
  const latencies = new Map(UNRELATED.map((c) => [c.name, [] as number[]]));
  let peakRss = rssOf(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 100);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; !done(); i++) {
        const c = UNRELATED[i % UNRELATED.length];
        const started = performance.now();
        await call(origin, token, c);
        latencies.get(c.name)!.push(performance.now() - started);
      }
    }),
  );
  clearInterval(sampler);
  return { latencies, peakRss: Math.max(peakRss, rssOf(pid)) };
}

interface Job {
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
}

async function startExport(origin: string, token: string, database: string): Promise<string> {
  const { jobId } = (await call(origin, token, { name: 'export', path: `/chis_web/api/v2/database/${database}/export`, body: {} })) as { jobId: string };
  return jobId;
}

/** Follows jobs until all have finished; `finished()` reads the latest poll. */
function follow(origin: string, token: string, ids: string[]) {
  const jobs = new Map<string, Job>();
  let over = false;
  const polling = (async () => {
    while (!over) {
      for (const id of ids) jobs.set(id, (await call(origin, token, { name: 'job', path: `/chis_web/api/v2/database/export-jobs/${id}` })) as Job);
      over = [...jobs.values()].every((job) => job.status === 'done' || job.status === 'failed');
      if (!over) await new Promise((resume) => setTimeout(resume, 250)); // a poll interval
    }
  })();
  return { finished: () => over, polling, jobs };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-exports-'));
const { child, origin } = await startServer(dataDir, await freePort());
try {
  const token = await login(origin);
  await marketPrepared(origin);
  const pid = child.pid!;
  // A first pass warms the JIT and the answer caches, so the window at rest is the steady state.
  const warm = Date.now() + 2000;
  await measure(origin, token, pid, () => Date.now() > warm);

  const restEnds = Date.now() + SECONDS * 1000;
  const rest = await measure(origin, token, pid, () => Date.now() > restEnds);
  console.log(`unrelated calls at rest (${SECONDS} s, ${CLIENTS} clients, load average ${load()}):`);
  for (const [name, samples] of rest.latencies) console.log(`  ${name.padEnd(16)} p95 ${ms(p95(samples)).padStart(7)}  (${samples.length} calls)`);

  const exportsStarted = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < EXPORTS; i++) ids.push(await startExport(origin, token, 'drug-library'));
  const exports = follow(origin, token, ids);
  const busy = await measure(origin, token, pid, exports.finished);
  await exports.polling;
  const seconds = (performance.now() - exportsStarted) / 1000;
  const rows = [...exports.jobs.values()].reduce((sum, job) => sum + job.total, 0);
  const failed = [...exports.jobs.values()].filter((job) => job.status === 'failed').length;
  console.log(`while ${EXPORTS} drug-library exports of one member ran (${rows} rows in ${seconds.toFixed(1)} s, ${failed} failed, load average ${load()}):`);
  let within = true;
  for (const [name, samples] of busy.latencies) {
    const ratio = p95(samples) / p95(rest.latencies.get(name)!);
    within &&= ratio <= GOAL_RATIO;
    console.log(`  ${name.padEnd(16)} p95 ${ms(p95(samples)).padStart(7)}  (${samples.length} calls) = ${ratio.toFixed(2)}× at rest`);
  }
  console.log(`goal: unrelated p95 within ${GOAL_RATIO}× of at rest while exporting: ${within ? 'within' : 'OVER'}`);
  console.log(`server RSS ${mb(rest.peakRss)} at rest, peak ${mb(busy.peakRss)} while exporting (+${mb(busy.peakRss - rest.peakRss)})`);

  const before = rssOf(pid);
  const bigStarted = performance.now();
  const big = follow(origin, token, [await startExport(origin, token, 'win-bid-library')]);
  const bigRun = await measure(origin, token, pid, big.finished);
  await big.polling;
  const [bigJob] = big.jobs.values();
  const bigSeconds = (performance.now() - bigStarted) / 1000;
  const grown = (bigRun.peakRss - before) / MB;
  console.log(
    `one win-bid-library export: ${bigJob.total} rows, ${bigJob.status}, ${bigSeconds.toFixed(1)} s (goal < ${WIN_BID_GOAL.seconds} s: ${bigSeconds < WIN_BID_GOAL.seconds ? 'within' : 'OVER'}), ` +
      `server RSS +${grown.toFixed(0)} MB (goal < ${WIN_BID_GOAL.rssMb} MB: ${grown < WIN_BID_GOAL.rssMb ? 'within' : 'OVER'}; ${mb(before)} → peak ${mb(bigRun.peakRss)}; load average ${load()})`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
