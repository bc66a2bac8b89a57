// npm run bench:modules — the installer budgets of issue 25: installing a module with 3 schemas,
// 2 tables and 10,000 seed rows takes < 5 s from confirm to installed; the market overview's p95
// while a module installs stays within 1.5× of its p95 at rest, measured side by side (the install
// runs in the serving process, seed rows in batches of at most 1,000 with a turn between them).
// The real app on the default warehouse (WAREHOUSE_PATH) and a throw-away app database, over
// loopback HTTP; the module comes from a marketplace over HTTP with a signed package.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';
import { prepareMarket } from '../../server/modules/market/warm-up';
import { openWarehouse } from '../../server/warehouse/connection';
import { startTestMarket } from '../../tests/server/installer/market';
import { moduleFiles, tableOf } from '../../tests/server/installer/modules';
import { loadAverage, medianAndRange, verdict } from './figures';

const ROWS = 10_000;
const INSTALL_GOAL_MS = 5_000;
const RATIO_GOAL = 1.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE = 'drug-sale-market-overview';

const base = loadConfig();
const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-modules-'));
const market = await startTestMarket();
const warehouse = await openWarehouse(base.warehousePath, { readOnly: true });
const app = await buildApp(
  { ...base, dataDir, distDir: undefined, logLevel: 'warn', marketplaceUrl: market.url, marketplacePublicKey: market.publicKey },
  { warehouse },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${address}/chis_web${path}`, {
    method,
    headers: { channel: 'web', ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; content: T };
  if (json.code !== 200) throw new Error(`${method} ${path} answered ${json.code} ${json.msg}`);
  return json.content;
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil(samples.length * 0.95) - 1)];

/** The overview page's blocks, request after request, until `until` resolves; the latencies. */
async function overviewWhile(token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const start = performance.now();
    await call('POST', `/api/v2/market/${PAGE}/query`, token, {});
    samples.push(performance.now() - start);
  }
  return samples;
}

/** A module of 3 screens over 2 tables (the third screen is a second view of the first table), 10,000 rows. */
function benchModule(uid: string) {
  const files = moduleFiles({ uid, screens: [`${uid}-a`, `${uid}-b`], rows: ROWS });
  const second = JSON.parse(files.get(`schemas/${uid}-a.json`)!.toString()) as { id: string; title: object; menu: { order: number } };
  files.set(`schemas/${uid}-c.json`, Buffer.from(JSON.stringify({ ...second, id: `${uid}-c`, title: { 'zh-cn': '第二视图', en: 'Second view' }, table: tableOf(`${uid}-a`), menu: { ...second.menu, order: 91 } })));
  return files;
}

try {
  await prepareMarket(warehouse);
  const { token } = await call<{ token: string }>('POST', '/api/v2/user/login', undefined, { account: 'demo', password: 'chis-demo-2026' });
  const admin = (await call<{ token: string }>('POST', '/api/admin/login', undefined, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).token;
  for (let i = 0; i < 20; i++) await call('POST', `/api/v2/market/${PAGE}/query`, token, {}); // the cache and the JIT warm

  const installs: number[] = [];
  const atRest: number[] = [];
  const during: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const uid = `bench-${run}`;
    await market.publish(benchModule(uid));
    // At rest, then while installing, the same requests side by side.
    const rest = await overviewWhile(token, new Promise((resolve) => setTimeout(resolve, 2_000)));
    const started = performance.now();
    await call('POST', '/api/admin/module/install', admin, { uid });
    const installed = (async () => {
      for (;;) {
        const status = await call<{ state: string; error: string | null }>('GET', `/api/admin/module/${uid}`, admin);
        if (status.state === 'installed') return performance.now() - started;
        if (status.state !== 'download' && status.state !== 'install') throw new Error(`${uid}: ${status.state} ${status.error}`);
        await new Promise((resolve) => setTimeout(resolve, 20)); // the progress view's poll interval
      }
    })();
    const busy = await overviewWhile(token, installed);
    installs.push(await installed);
    atRest.push(p95(rest));
    during.push(p95(busy));
    console.log(`run ${run}: installed in ${installs.at(-1)!.toFixed(0)} ms; overview p95 at rest ${p95(rest).toFixed(1)} ms (n=${rest.length}), while installing ${p95(busy).toFixed(1)} ms (n=${busy.length})`);
  }
  const ratios = during.map((d, i) => d / atRest[i]);
  console.log(`install of 3 schemas, 2 tables, ${ROWS.toLocaleString('en')} seed rows, confirm → installed: ${medianAndRange(installs, 0)} ms, goal < ${INSTALL_GOAL_MS} ms: ${verdict(Math.max(...installs) < INSTALL_GOAL_MS)}`);
  console.log(`market overview p95 at rest ${medianAndRange(atRest)} ms, while installing ${medianAndRange(during)} ms: ratio ${medianAndRange(ratios, 2)}, goal ≤ ${RATIO_GOAL}×: ${verdict(Math.max(...ratios) <= RATIO_GOAL)}`);
  console.log(loadAverage());
} finally {
  await app.close();
  await warehouse.close();
  await market.close();
  rmSync(dataDir, { recursive: true, force: true });
}
