// Builds the whole server: app database (migrated), warehouse, the API under /chis_web and the
// SPA everywhere else. `buildApp` does no listening, so tests drive it with `app.inject`.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sqlitePath, type AppConfig } from './config';
import type { AppContext } from './context';
import { connectAppDb } from './db/connect';
import { sqliteReads } from './db/sqlite-reads';
import { clientErrorHandler, frameworkErrors } from './http/error-handler';
import { registerFoundation } from './http/foundation';
import { registerHealthRoute } from './http/health';
import { API_PREFIX, registerNotFound } from './http/not-found';
import { registerSpa } from './http/spa';
import { registerTraceEcho, traceIdOf } from './http/trace-id';
import { randomCaptchaText } from './modules/auth/captcha';
import { ScreenRegistry } from './modules/admin/registry/registry';
import { registerAdminRoutes } from './modules/admin/routes';
import type { InstallStep } from './modules/admin/installer/install-row';
import type { ModuleInstaller } from './modules/admin/installer/installer';
import { STALE_MS } from './modules/admin/installer/routes';
import { createInstaller } from './modules/admin/installer/setup';
import { registerMemberRoutes } from './modules/member/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCardRoutes } from './modules/cards/routes';
import { analysisPages, databaseWhitelist } from '../src/generated/whitelist';
import databaseRoutes from './modules/database/routes';
import { callerOf, registerCallerExport } from './modules/export/caller';
import { createExporter } from './modules/export/exporter';
import { registerExportRoutes } from './modules/export/routes';
import { registerHomeRoutes } from './modules/home/routes';
import { buildSearchIndex, EMPTY_INDEX } from './modules/home/search-index';
import { registerMailRoutes } from './modules/mail/routes';
import marketRoutes from './modules/market/routes';
import searchRoutes from './modules/search/routes';
import { registerIpBlacklist } from './modules/admin/config/ip-blacklist';
import { registerSiteRoutes } from './modules/site/routes';
import { registerQrLoginRoutes } from './modules/qr-login/routes';
import { registerMarketplace } from './modules/marketplace/setup';
import { registerTrackingRoutes } from './modules/tracking/routes';
import { registerTrialRoutes } from './modules/trial/routes';
import { openWarehouse, type Warehouse } from './warehouse/connection';
import { prepareAppData } from './prepare';
import { scheduleRetention } from './modules/admin/retention/job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The run-time crud schema registry (the CRUD designer and the module installer store screens through it). */
    adminRegistry: ScreenRegistry;
    /** The module installer (its runs go on in the background; tests and shutdown wait on them). */
    moduleInstaller: ModuleInstaller;
  }
}

export interface AppOverrides {
  now?: () => number;
  captchaText?: () => string;
  /** Sees every mail as sent, secrets included (tests read confirmation links through it). */
  mailTap?: AppContext['mailTap'];
  /** An already open warehouse (tests share one); otherwise `config.warehousePath` is opened. */
  warehouse?: Warehouse | null;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Another process already ran server/prepare.ts on this app database (the workers of server/cluster.ts). */
  prepared?: boolean;
  /** Called as each installer step begins (fault injection in the installer's tests). */
  installerStep?: (uid: string, step: InstallStep) => Promise<void> | void;
}

export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const appDb = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  const ownWarehouse = overrides.warehouse === undefined;
  const warehouse = overrides.warehouse === undefined ? await openWarehouse(config.warehousePath, { readOnly: true }) : overrides.warehouse;
  const reads = appDb.dialect === 'sqlite' ? sqliteReads(sqlitePath(config)) : undefined;
  const ctx: AppContext = {
    config,
    db: appDb.db,
    reads,
    dialect: appDb.dialect,
    warehouse,
    now: overrides.now ?? Date.now,
    captchaText: overrides.captchaText ?? randomCaptchaText,
    mailTap: overrides.mailTap,
  };
  const searchEntries = warehouse ? await buildSearchIndex(warehouse) : EMPTY_INDEX;
  // One pool of export workers and one member queue for every page API of this replica.
  const exporter = createExporter({ size: config.exportWorkers });

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], ...(overrides.logStream ? { stream: overrides.logStream } : {}) },
    genReqId: traceIdOf,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorateRequest('session', null);
  app.decorateRequest('adminSession', null);
  registerFoundation(app, ctx);
  registerIpBlacklist(app, ctx);
  if (!overrides.prepared) await prepareAppData(appDb, ctx, app.log);
  const registry = new ScreenRegistry(ctx, config.projectRoot, app.log);
  await registry.load();
  app.decorate('adminRegistry', registry);
  const installer = createInstaller(app, ctx, registry, overrides.installerStep);
  await installer.recover(STALE_MS);
  app.decorate('moduleInstaller', installer);
  const retention = scheduleRetention(ctx, app.log);
  registerTraceEcho(app);

  await app.register(
    async (api) => {
      registerHealthRoute(api, warehouse);
      registerAuthRoutes(api, ctx);
      registerTrialRoutes(api, ctx);
      registerQrLoginRoutes(api, ctx);
      registerMailRoutes(api, ctx, registry);
      await api.register(async (admin) => registerAdminRoutes(admin, ctx, registry, installer));
      await api.register(async (member) => registerMemberRoutes(member, ctx, registry));
      registerHomeRoutes(api, ctx, searchEntries);
      registerSiteRoutes(api, ctx);
      registerCardRoutes(api, ctx);
      registerTrackingRoutes(api, ctx);
      registerExportRoutes(api, ctx);
      if (warehouse) {
        await api.register(databaseRoutes, {
          warehouse,
          whitelist: databaseWhitelist,
          caller: (request) => callerOf(ctx, request),
          registerExport: (request, file) => registerCallerExport(ctx, request, file),
          exporter,
        });
        await api.register(marketRoutes, {
          warehouse,
          db: ctx.db,
          whitelist: analysisPages,
          caller: (request) => callerOf(ctx, request),
          registerExport: (request, file) => registerCallerExport(ctx, request, file),
          now: ctx.now,
          dialect: ctx.dialect,
          exporter,
        });
        await api.register(searchRoutes, { warehouse, whitelist: databaseWhitelist, index: searchEntries, caller: (request) => callerOf(ctx, request) });
      }
    },
    { prefix: API_PREFIX },
  );
  await registerMarketplace(app, ctx);
  const spa = await registerSpa(app, config.distDir);
  registerNotFound(app, spa);

  app.addHook('onClose', async () => {
    await installer.runs.idle();
    await retention.stop();
    await exporter.close();
    await reads?.destroy();
    await appDb.close();
    if (ownWarehouse && warehouse) await warehouse.close();
  });
  return app;
}
