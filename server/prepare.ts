// The one-time work of a start, done by exactly one process before any serves: migrations, the
// seeded configuration, demo accounts and member-centre rules, the purge of expired tokens and
// rate-limit buckets, and the schema files' tables and rules (the registry's writer side). With several workers (server/cluster.ts)
// the primary runs it once; the workers only read what it wrote. Run twice on the same database, it
// changes nothing the second time.
import { loadSigningKey } from '../lib/module-package/data-folder';
import { sqlitePath, type AppConfig } from './config';
import type { AppContext } from './context';
import { connectAppDb, type AppDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { purgeRateLimits } from './http/rate-limit';
import { seedConfigItems } from './modules/admin/config/seed';
import { seedSuperAdmin } from './modules/admin/identity/admin-seed';
import { writeFileScreens } from './modules/admin/registry/write';
import { randomCaptchaText } from './modules/auth/captcha';
import { seedDemoAccounts } from './modules/auth/member-groups';
import { purgeExpiredTokens } from './modules/auth/session-service';
import { seedMemberRules } from './modules/member/rules';

/** Where the start's warnings go (the app's logger, or the console of the cluster's primary). */
export interface StartLog {
  warn(message: string): void;
}

export async function prepareAppData(appDb: AppDb, ctx: AppContext, log: StartLog): Promise<void> {
  await migrateToLatest(appDb);
  await seedConfigItems(ctx);
  if (ctx.config.seedDemoAccounts) {
    await seedDemoAccounts(ctx);
    await seedSuperAdmin(ctx);
  }
  await purgeExpiredTokens(ctx);
  await purgeRateLimits(ctx);
  const unindexed = await writeFileScreens({ db: ctx.db, dialect: ctx.dialect, now: ctx.now(), root: ctx.config.projectRoot });
  if (unindexed) log.warn(unindexed);
  // Into the member-rule table the schema files just made (user-rule.json); once, into an empty table.
  await seedMemberRules(ctx);
  // The marketplace's signing key, made here when missing so that no worker reads a key file another
  // worker is still writing.
  loadSigningKey(ctx.config.dataDir, ctx.config.marketplaceSigningKey);
  if (!ctx.config.legacyTokenSecret) {
    log.warn('LEGACY_TOKEN_SECRET is not set: legacy-token login (POST /chis_web/api/v2/user/old/login) is off and no oldChisToken is issued');
  }
  if (!ctx.config.publicOrigin) log.warn('PUBLIC_ORIGIN is not set: mailed links and QR codes point at the listen address');
}

/** Opens the app database, prepares it and closes it again (the primary of server/cluster.ts). */
export async function prepareAppDatabase(config: AppConfig, log: StartLog): Promise<void> {
  const appDb = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  try {
    const ctx: AppContext = { config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: Date.now, captchaText: randomCaptchaText };
    await prepareAppData(appDb, ctx, log);
  } finally {
    await appDb.close();
  }
}
