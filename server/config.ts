// Reads the process environment once (contracts §7) into a plain object, so that tests can build
// an app from any configuration without touching process.env.
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent = SQLite at `<dataDir>/app.sqlite`. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests give each run a fresh one); default `public`. */
  databaseSchema?: string;
  warehousePath: string;
  /**
   * The secret shared with the legacy CHIS system that signs `oldToken`s. Absent = legacy login is
   * off (there is no built-in secret: anyone could sign tokens with a published one).
   */
  legacyTokenSecret?: string;
  seedScale: 'small' | 'default' | 'large';
  /** Built SPA served with history fallback; absent = API only. */
  distDir?: string;
  /** Public origin for links in mails and QR codes; absent = the listen address (never the request's Host). */
  publicOrigin?: string;
  logLevel: string;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy: TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Create the demo accounts of the README if missing (SEED_DEMO_ACCOUNTS=0 turns it off). */
  seedDemoAccounts: boolean;
  /** The folder holding schemas/ (the run-time registry reads the crud screens there). */
  projectRoot: string;
  /** Worker threads that write exports (EXPORT_WORKERS); absent = the cores but one. */
  exportWorkers?: number;
  /** Processes that serve requests (WORKERS, server/cluster.ts); absent = one per core. */
  workers?: number;
  /** The module marketplace's base URL (MARKETPLACE_URL); absent = this server's own /chis_web/marketplace. */
  marketplaceUrl?: string;
  /**
   * The marketplace's ed25519 public key the installer pins (MARKETPLACE_PUBLIC_KEY, base64 SPKI or
   * PEM); absent = the built-in marketplace's own key.
   */
  marketplacePublicKey?: string;
  /**
   * The built-in marketplace's ed25519 signing key (MARKETPLACE_SIGNING_KEY, base64 PKCS#8 or PEM);
   * absent = a key generated on first start into DATA_DIR/marketplace/signing-key (mode 0600).
   */
  marketplaceSigningKey?: string;
}

/** A shorter shared secret could be guessed offline from one token. */
export const MIN_LEGACY_SECRET_LENGTH = 16;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const scale = env.SEED_SCALE ?? 'default';
  if (scale !== 'small' && scale !== 'default' && scale !== 'large') {
    throw new Error(`SEED_SCALE must be small, default or large (got "${scale}")`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  const legacyTokenSecret = env.LEGACY_TOKEN_SECRET || undefined;
  const exportWorkers = env.EXPORT_WORKERS ? Number(env.EXPORT_WORKERS) : undefined;
  if (exportWorkers !== undefined && !(Number.isInteger(exportWorkers) && exportWorkers >= 1)) {
    throw new Error(`EXPORT_WORKERS must be a whole number of at least 1 (got "${env.EXPORT_WORKERS}")`);
  }
  const workers = env.WORKERS ? Number(env.WORKERS) : availableParallelism();
  if (!(Number.isInteger(workers) && workers >= 1)) throw new Error(`WORKERS must be a whole number of at least 1 (got "${env.WORKERS}")`);
  if (legacyTokenSecret !== undefined && legacyTokenSecret.length < MIN_LEGACY_SECRET_LENGTH) {
    throw new Error(`LEGACY_TOKEN_SECRET must be at least ${MIN_LEGACY_SECRET_LENGTH} characters (or unset to turn legacy login off)`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    warehousePath: resolve(env.WAREHOUSE_PATH ?? join(dataDir, 'warehouse.duckdb')),
    legacyTokenSecret,
    seedScale: scale,
    distDir: resolve('dist'),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS !== '0',
    projectRoot: resolve('.'),
    exportWorkers,
    workers,
    marketplaceUrl: env.MARKETPLACE_URL || undefined,
    marketplacePublicKey: env.MARKETPLACE_PUBLIC_KEY || undefined,
    marketplaceSigningKey: env.MARKETPLACE_SIGNING_KEY || undefined,
  };
}

export function sqlitePath(config: AppConfig): string {
  return join(config.dataDir, 'app.sqlite');
}
