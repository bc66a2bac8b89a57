// The entitlement half of `npm run bench:members` (issue 23 budgets): a member's entitlements are
// resolved with one database round trip per member and entitlement version, and a request after
// that pays a cache lookup (< 1 ms). Counted over real requests of a signed-in member (a route
// guarded by a page code), then timed on the resolver itself over a fresh SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig, sqlitePath } from '../../server/config';
import type { AppContext } from '../../server/context';
import { connectAppDb } from '../../server/db/connect';
import { DEMO_ACCOUNTS } from '../../server/modules/auth/member-groups';
import { entitlementsOf, resolutions } from '../../server/modules/entitlements/cache';
import { bumpEntitlements, entitlementVersion } from '../../server/modules/entitlements/version';

const REQUESTS = 1000;
const LOOKUPS = 100_000;
const BUDGET_MS = 1;

export async function benchEntitlements(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-entitlements-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', distDir: undefined };
  const app = await buildApp(config, { warehouse: null });
  const appDb = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: undefined, schema: undefined });
  try {
    const demo = DEMO_ACCOUNTS[0];
    const login = await app.inject({ method: 'POST', url: '/chis_web/api/v2/user/login', headers: { channel: 'web' }, payload: { account: demo.username, password: demo.password } });
    const token = login.json().content.token as string;
    const before = resolutions.count;
    let refused = 0;
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method: 'GET', url: '/chis_web/api/v2/home/search/autocomplete?keyword=a', headers: { channel: 'web', authorization: token } });
      if (res.statusCode !== 200) refused += 1;
    }
    const perRequest = (performance.now() - started) / REQUESTS;
    const overRequests = resolutions.count - before;

    // The resolver alone, on its own connection: one round trip, then lookups until the version moves.
    const ctx = { db: appDb.db, dialect: appDb.dialect, now: () => Date.now() } as unknown as AppContext;
    const { id } = await appDb.db.selectFrom('app_user').select('id').where('username', '=', demo.username).executeTakeFirstOrThrow();
    const version = await entitlementVersion(ctx);
    const t0 = performance.now();
    await entitlementsOf(ctx, id, version);
    const resolveMs = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 0; i < LOOKUPS; i++) await entitlementsOf(ctx, id, version);
    const lookupMs = (performance.now() - t1) / LOOKUPS;
    const beforeBump = resolutions.count;
    await bumpEntitlements(appDb.db);
    await entitlementsOf(ctx, id, await entitlementVersion(ctx));
    await entitlementsOf(ctx, id, await entitlementVersion(ctx));
    const afterBump = resolutions.count - beforeBump;

    const within = refused === 0 && overRequests <= 1 && afterBump === 1 && lookupMs < BUDGET_MS;
    console.log(
      `entitlements: ${REQUESTS} requests of one session resolved ${overRequests} time(s) (goal ≤ 1), ${perRequest.toFixed(3)} ms per request end to end, ` +
        `refused ${refused}; resolution ${resolveMs.toFixed(2)} ms (one query), cached lookup ${(lookupMs * 1000).toFixed(2)} µs (goal < ${BUDGET_MS} ms), ` +
        `a version bump re-resolves ${afterBump} time(s) (goal 1) → ${within ? 'within' : 'OVER'} (load average ${loadavg()[0].toFixed(2)})`,
    );
    return within;
  } finally {
    await appDb.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
