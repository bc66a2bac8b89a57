// The ledger half of `npm run bench:members` (issue 23 budgets): 200 parallel balance adjustments
// of one member, sent over real HTTP to a server on loopback over a fresh SQLite database, must all
// complete in < 2 s with no lost update (the balance equals the opening balance plus every change,
// and the ledger holds one row per adjustment whose before is the previous row's after).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';

const PARALLEL = 200;
const BUDGET_MS = 2000;
const OPENING = 100_00;

type Call = (method: string, path: string, body?: unknown) => Promise<{ code: number; msg: string; content: Record<string, unknown> }>;

export async function benchLedger(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-ledger-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: undefined }, { warehouse: null });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/chis_web/api/admin`;
    let token = '';
    const call: Call = async (method, path, body) => {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', channel: 'web', 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Awaited<ReturnType<Call>>;
    };
    token = (await call('POST', '/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).content.token as string;
    const member = await call('POST', '/user', { username: 'benchledger', nickname: 'bench', password: 'Member-123', status: 'active' });
    const id = member.content.id as number;
    await call('POST', '/user/adjust', { id, field: 'money', change: OPENING, remark: 'opening', idempotencyKey: randomUUID() });

    const changes = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0 ? 250 : -150));
    const started = performance.now();
    const answers = await Promise.all(changes.map((change) => call('POST', '/user/adjust', { id, field: 'money', change, remark: 'bench', idempotencyKey: randomUUID() })));
    const elapsed = performance.now() - started;

    const refused = answers.filter((a) => a.code !== 200);
    const expected = OPENING + changes.reduce((a, b) => a + b, 0);
    const balance = (await call('GET', `/user/${id}`)).content.money as number;
    const rows = answers.map((a) => a.content).sort((a, b) => (a.logId as number) - (b.logId as number));
    const chained = rows.every((row, i) => (i === 0 ? row.before === OPENING : row.before === rows[i - 1].after));
    const noLostUpdate = refused.length === 0 && balance === expected && chained;
    const within = elapsed < BUDGET_MS && noLostUpdate;
    console.log(
      `ledger: ${PARALLEL} parallel adjustments over HTTP (SQLite) in ${elapsed.toFixed(0)} ms (goal < ${BUDGET_MS} ms), ` +
        `${(elapsed / PARALLEL).toFixed(2)} ms each; balance ${balance} = expected ${expected}, refused ${refused.length}, ` +
        `before/after chained: ${chained ? 'yes' : 'NO'} → ${within ? 'within' : 'OVER'} (load average ${loadavg()[0].toFixed(2)})`,
    );
    return within;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
