// What every module's routes and services share: configuration, the app database, the warehouse
// and a clock. The clock is injectable so tests can step over expiries without sleeping.
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Dialect } from './db/connect';
import type { Database } from './db/schema';
import type { Warehouse } from './warehouse/connection';

export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  /**
   * Where heavy reads (the admin lists) run: on SQLite, reader threads off the thread that serves
   * HTTP (server/db/sqlite-reads.ts); absent = `db` (PostgreSQL, whose queries run in its server).
   */
  reads?: Kysely<Database>;
  dialect: Dialect;
  warehouse: Warehouse | null;
  now: () => number;
  /** Makes the text of an image verification code; injectable so tests can read it. */
  captchaText: () => string;
  /**
   * Sees every mail as it is sent, secrets included (the outbox keeps them masked); tests read
   * confirmation links through it.
   */
  mailTap?: (mail: { to: string; subject: string; text: string }) => void;
}
