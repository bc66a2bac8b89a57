// Builds the real app for a test file against a fresh app database: a temp SQLite file, or a new
// random schema in TEST_DATABASE_URL's PostgreSQL database (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { installSharedTrigram } from './shared-trigram';
import { buildApp, type AppOverrides } from '../../../server/app';
import type { AppConfig } from '../../../server/config';
import type { Warehouse } from '../../../server/warehouse/connection';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function dialects(): TestDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const TEST_LEGACY_SECRET = 'test-legacy-secret';
export const TEST_CAPTCHA = 'K7PQ';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** The app's clock: tests move it forward to cross expiries. */
  clock: { now: number; advance(ms: number): void };
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(account: string, password: string): Promise<string>;
  /** Every mail the app sent, as sent (the outbox keeps links masked). */
  mails: { to: string; subject: string; text: string }[];
  /** A fresh image code and its answer (the captcha text is fixed in tests). */
  captcha(): Promise<{ captchaId: string; captcha: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: TestDialect,
  warehouse: Warehouse | null,
  overrides: Partial<AppConfig> = {},
  /** Hooks of the app itself (the installer's fault injection). */
  hooks: Pick<AppOverrides, 'installerStep'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-server-test-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await installSharedTrigram(process.env.TEST_DATABASE_URL!);
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    databaseSchema: schema,
    warehousePath: join(dataDir, 'unused.duckdb'),
    legacyTokenSecret: TEST_LEGACY_SECRET,
    seedScale: 'small',
    distDir: undefined,
    publicOrigin: 'https://chis.test',
    logLevel: 'silent',
    trustProxy: false,
    seedDemoAccounts: true,
    projectRoot: process.cwd(),
    ...overrides,
  };
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const mails: TestApp['mails'] = [];
  const app = await buildApp(config, { ...hooks, now: () => clock.now, captchaText: () => TEST_CAPTCHA, warehouse, mailTap: (mail) => mails.push(mail) });

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    // English messages by default so assertions read naturally; tests of zh-cn pass their own header.
    app.inject({ ...options, headers: { channel: 'web', 'accept-language': 'en', ...(token ? { authorization: token } : {}), ...headers } });

  return {
    app,
    config,
    clock,
    request,
    mails,
    async captcha() {
      const res = await request({ method: 'GET', url: '/chis_web/api/v2/user/captcha' });
      if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
      return { captchaId: res.json().content.captchaId as string, captcha: TEST_CAPTCHA };
    },
    async login(account, password) {
      const res = await request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account, password } });
      if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.body}`);
      return res.json().content.token as string;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}
