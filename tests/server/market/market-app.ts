// A test-only app for the market API: the real auth, export and market routes over a temp SQLite
// app database and the shared `small` warehouse, wired the way server/app.ts wires page modules.
import { mkdtempSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { connectAppDb } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { registerFoundation } from '../../../server/http/foundation';
import { API_PREFIX } from '../../../server/http/not-found';
import { seedDemoAccounts } from '../../../server/modules/auth/member-groups';
import { registerAuthRoutes } from '../../../server/modules/auth/routes';
import { callerOf, registerCallerExport } from '../../../server/modules/export/caller';
import { registerExportRoutes } from '../../../server/modules/export/routes';
import { salesIndexOf } from '../../../server/modules/market/columnar/sales-index';
import marketRoutes from '../../../server/modules/market/routes';
import { analysisPages, type AnalysisWhitelistEntry } from '../../../src/generated/whitelist';
import type { Warehouse } from '../../../server/warehouse/connection';
import { openSmallWarehouse } from '../helpers/warehouse';

export interface MarketTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  login(account: string, password: string): Promise<string>;
  post(url: string, token: string, payload: unknown, lang?: string): Promise<LightMyRequestResponse>;
  get(url: string, token: string, lang?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Test-only pages (tests/fixtures/market/schemas) served instead of the product's. */
export interface FixturePages {
  whitelist: Record<string, AnalysisWhitelistEntry>;
  schemaDirs: { market: string; filters: string };
}

export async function createMarketTestApp(warehouse: Warehouse, pages?: FixturePages): Promise<MarketTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-market-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    databaseSchema: undefined,
    warehousePath: join(dataDir, 'unused.duckdb'),
    legacyTokenSecret: 'test-legacy-secret',
    seedScale: 'small',
    distDir: undefined,
    publicOrigin: 'https://chis.test',
    logLevel: 'silent',
    trustProxy: false,
    seedDemoAccounts: true,
    projectRoot: process.cwd(),
  };
  const appDb = await connectAppDb({ sqlitePath: join(dataDir, 'app.sqlite'), databaseUrl: undefined, schema: undefined });
  await migrateToLatest(appDb);
  const ctx: AppContext = { config, db: appDb.db, dialect: appDb.dialect, warehouse, now: Date.now, captchaText: () => 'K7PQ' };
  await seedDemoAccounts(ctx);
  const app = Fastify({ logger: false });
  app.decorateRequest('session', null);
  registerFoundation(app, ctx);
  await app.register(
    async (api) => {
      registerAuthRoutes(api, ctx);
      registerExportRoutes(api, ctx);
      await api.register(marketRoutes, {
        warehouse,
        db: ctx.db,
        whitelist: pages?.whitelist ?? analysisPages,
        ...(pages ? { schemaDirs: pages.schemaDirs } : {}),
        caller: (request) => callerOf(ctx, request),
        registerExport: (request, file) => registerCallerExport(ctx, request, file),
      });
    },
    { prefix: API_PREFIX },
  );
  // Answer from the in-memory sales index, as a running server does once its start-up build is done.
  await salesIndexOf(warehouse);
  const headers = (token: string, lang = 'en') => ({ channel: 'web', 'accept-language': lang, ...(token ? { authorization: token } : {}) });
  return {
    app,
    ctx,
    async login(account, password) {
      const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/api/v2/user/login`, payload: { account, password }, headers: headers('') });
      if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.body}`);
      return res.json().content.token as string;
    },
    post: (url, token, payload, lang) => app.inject({ method: 'POST', url: `${API_PREFIX}${url}`, payload: payload as object, headers: headers(token, lang) }),
    get: (url, token, lang) => app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: headers(token, lang) }),
    async close() {
      await app.close();
      await appDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const PASSWORDS: Record<string, string> = { demo: 'chis-demo-2026', trial: 'chis-trial-2026' };

/**
 * The product's market app for one test file: the shared small warehouse and an app over it are
 * opened before the file's tests, the named demo accounts signed in, and both closed afterwards.
 */
export function marketAppForFile(
  ready: (app: MarketTestApp, tokens: Record<string, string>, warehouse: Warehouse) => void,
  accounts: string[] = ['demo'],
): void {
  let warehouse: Warehouse;
  let app: MarketTestApp;
  beforeAll(async () => {
    warehouse = await openSmallWarehouse();
    app = await createMarketTestApp(warehouse);
    const tokens: Record<string, string> = {};
    for (const account of accounts) tokens[account] = await app.login(account, PASSWORDS[account]);
    ready(app, tokens, warehouse);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await warehouse.close();
  });
}

/** Exports a market block as `token` and reads back the first column of the workbook's first `rows` rows: its header lines. */
export async function exportHeaderLines(t: MarketTestApp, token: string, pageId: string, body: Record<string, unknown>, lang: string, rows = 14): Promise<string[]> {
  const res = await t.post(`/api/v2/market/${pageId}/export`, token, body, lang);
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.body}`);
  const { sourcePath } = res.json().content as { sourcePath: string };
  const file = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/api/v2/export-excel/download?sourcePath=${encodeURIComponent(sourcePath)}`, headers: { authorization: token } });
  const workbook = new ExcelJS.Workbook();
  // exceljs' load() is typed for an older Buffer; read from a stream of the same bytes.
  await workbook.xlsx.read(Readable.from(file.rawPayload));
  const sheet = workbook.worksheets[0];
  return Array.from({ length: rows }, (_, i) => String(sheet.getRow(i + 1).getCell(1).value ?? ''));
}
