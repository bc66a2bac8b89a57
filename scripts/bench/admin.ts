// `npm run bench:admin`: the admin back-end's budgets (issue 10).
//   1. list of a crud screen over 100 000 rows with quick search and sort: p95 < 20 ms;
//   2. the authorisation step (resolve the administrator's grants + check the rule): < 1 ms;
//   3. the JS of a first visit to the back-end (login → dashboard): < 450 KB gzip, and /home's
//      first visit, which the back-end must not grow (≤ 236 KB).
// Parts: `npm run bench:admin -- list|auth|web` (default all). Runs on a throwaway SQLite data dir.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/schema';
import type { Kysely } from 'kysely';
import { authorize } from '../../server/http/authorize';
import { adminSubject } from '../../server/modules/admin/identity/grants';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';
import { launchChromium } from '../../tests/e2e/browser';
import { buildSpa, DIST, firstVisitBytes } from './first-visit';
import { gzipSync } from 'node:zlib';

const ROWS = 100_000;
const LIST_REQUESTS = 200;
const AUTH_ITERATIONS = 2000;
const BUDGET = { listP95Ms: 20, authMs: 1, adminKb: 450, homeKb: 236 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const load = () => `load average ${loadavg()[0].toFixed(2)}`;
const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

async function fillLog(db: Kysely<Database>): Promise<void> {
  const titles = ['管理员-add', '管理员-edit', '分组-edit', '菜单规则-sortable', '配置-edit', '会员-add', '登录', '退出登录'];
  const users = ['admin', 'editor', 'auditor', 'ops_lead', 'analyst'];
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      return {
        admin_id: (i % users.length) + 1,
        username: users[i % users.length],
        title: titles[i % titles.length],
        url: `/chis_web/api/admin/${['admin', 'admin-group', 'config', 'user'][i % 4]}/${i % 997}`,
        method: ['POST', 'PUT', 'DELETE'][i % 3],
        data: JSON.stringify({ id: i, nickname: `user${i % 5000}`, password: '***' }),
        ip: `10.${i % 256}.${(i >> 8) % 256}.${i % 7}`,
        useragent: 'Mozilla/5.0 (bench)',
        status: i % 17 === 0 ? 400 : 200,
        created_at: now - (ROWS - i) * 60_000,
      };
    });
    await db.insertInto('admin_log').values(rows).execute();
  }
}

async function listPart(app: FastifyInstance, token: string): Promise<void> {
  const searches = ['editor', 'config', 'ops', '会员', 'admin-group/5', 'analyst', '登录', 'user/9'];
  const orders = ['id,desc', 'created_at,desc', 'status,asc', 'id,asc'];
  const times: number[] = [];
  for (let i = 0; i < LIST_REQUESTS + 20; i++) {
    const url = `/chis_web/api/admin/admin-log?quickSearch=${encodeURIComponent(searches[i % searches.length])}&order=${orders[i % orders.length]}&page=${1 + (i % 3)}`;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
    if (i >= 20) times.push(ms); // the first requests warm the statement cache
  }
  const p95 = percentile(times, 95);
  console.log(
    `admin-log list over ${ROWS.toLocaleString('en')} rows, quick search + sort (${LIST_REQUESTS} requests): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(budget < ${BUDGET.listP95Ms} ms: ${verdict(p95 < BUDGET.listP95Ms)}; ${load()})`,
  );
}

async function authPart(app: FastifyInstance, superToken: string): Promise<void> {
  // A non-super administrator with a few rules: the usual case, two queries.
  const rules = (await app.inject({ method: 'GET', url: '/chis_web/api/admin/admin-rule', headers: { authorization: superToken } })).json().content.list as { id: number; children?: { id: number }[] }[];
  const ruleIds = rules.flatMap((r) => [r.id, ...(r.children ?? []).map((c) => c.id)]).slice(0, 20);
  const group = await app.inject({ method: 'POST', url: '/chis_web/api/admin/admin-group', headers: { authorization: superToken }, payload: { pid: 0, name: 'bench', rules: ruleIds, status: true } });
  const admin = await app.inject({
    method: 'POST',
    url: '/chis_web/api/admin/admin',
    headers: { authorization: superToken },
    payload: { username: 'benchadmin', nickname: 'bench', password: 'Bench-1234', groups: [group.json().content.id], status: true },
  });
  const adminId = admin.json().content.id as number;
  const ctx = { db: app.adminRegistry.context.db } as Parameters<typeof adminSubject>[0];
  const times: number[] = [];
  for (let i = 0; i < AUTH_ITERATIONS; i++) {
    const started = performance.now();
    const subject = await adminSubject(ctx, adminId);
    try {
      authorize(subject, 'admin-log/index');
    } catch {
      // refused or granted, the step costs the same
    }
    times.push(performance.now() - started);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `authorisation step (grants of a 20-rule group + check), ${AUTH_ITERATIONS}×: mean ${mean.toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms ` +
      `(budget < ${BUDGET.authMs} ms: ${verdict(percentile(times, 95) < BUDGET.authMs)}; ${load()})`,
  );
}

async function adminFirstVisit(base: string): Promise<{ total: number; files: number }> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind === 'script') sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('admin-login-username').locator('input').or(page.getByTestId('admin-login-username')).first().fill(DEMO_ADMIN.username);
    await page.getByTestId('admin-login-password').locator('input').or(page.getByTestId('admin-login-password')).first().fill(DEMO_ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    return { total: all.reduce((a, b) => a + b, 0), files: all.length };
  } finally {
    await browser.close();
  }
}

async function webPart(): Promise<void> {
  buildSpa();
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-admin-web-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: DIST }, { warehouse: null });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const home = await firstVisitBytes(`${base}/home`);
    const homeKb = home.total / 1024;
    console.log(`first visit to /home: JS + CSS ${homeKb.toFixed(1)} KB gzip in ${home.files.length} files (budget ≤ ${BUDGET.homeKb} KB: ${verdict(homeKb <= BUDGET.homeKb)})`);
    const admin = await adminFirstVisit(base);
    const adminKb = admin.total / 1024;
    console.log(`first visit to the back-end (login → dashboard): JS ${adminKb.toFixed(1)} KB gzip in ${admin.files} files (budget < ${BUDGET.adminKb} KB: ${verdict(adminKb < BUDGET.adminKb)})`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const parts = process.argv.slice(2);
const wanted = (part: string) => parts.length === 0 || parts.includes(part);

if (wanted('list') || wanted('auth')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-admin-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: undefined }, { warehouse: null });
  try {
    const login = await app.inject({ method: 'POST', url: '/chis_web/api/admin/login', payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
    const token = login.json().content.token as string;
    if (wanted('list')) {
      const started = performance.now();
      await fillLog(app.adminRegistry.context.db);
      console.log(`filled admin_log with ${ROWS.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await listPart(app, token);
    }
    if (wanted('auth')) await authPart(app, token);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (wanted('web')) await webPart();
