// A fresh, empty app database for a migration test — a SQLite file in its own folder, or a new
// schema of TEST_DATABASE_URL's PostgreSQL database — and a way to drop it afterwards. Nothing is
// migrated: the test brings it to the state it starts from.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Migration } from 'kysely';
import pg from 'pg';
import { connectAppDb, type AppDb } from '../../../server/db/connect';
import type { TestDialect } from './app';
import { installSharedTrigram } from './shared-trigram';

export interface ScratchDatabase {
  db: AppDb;
  /** Runs `migrations` on it, with the migrator's own tables in its schema. */
  migrate(migrations: Record<string, Migration>): Promise<void>;
  drop(): Promise<void>;
}

export async function scratchDatabase(dialect: TestDialect): Promise<ScratchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'chis-migration-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await installSharedTrigram(process.env.TEST_DATABASE_URL!);
  const db = await connectAppDb({ sqlitePath: join(dir, 'app.db'), databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema });
  return {
    db,
    async migrate(migrations) {
      // Unqualified, the migrator would take another test schema's lock table for its own.
      const { error } = await new Migrator({ db: db.db, migrationTableSchema: schema, provider: { getMigrations: async () => migrations } }).migrateToLatest();
      if (error) throw error;
    },
    async drop() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      if (!schema) return;
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
