// Brings the app database to the latest schema with Kysely's Migrator. The migrations are a
// static list (not a folder scan) so that they work the same under tsx, vitest and a bundle.
import { Migrator, sql, type Migration } from 'kysely';
import type { AppDb } from './connect';
import { initialMigration } from './migrations/0001_initial';
import { customMarketMigration } from './migrations/0002_custom_market';
import { adminMigration } from './migrations/0003_admin';
import { hardeningMigration } from './migrations/0004_hardening';
import { registryOwnerMigration } from './migrations/0005_registry_owner';
import { explicitScopesMigration } from './migrations/0006_explicit_scopes';
import { auditLogsMigration } from './migrations/0007_audit_logs';
import { attachmentsMigration } from './migrations/0008_attachments';
import { plansMigration } from './migrations/0011_plans';
import { retentionMigration } from './migrations/0010_retention';
import { ledgerMigration } from './migrations/0012_ledger';
import { cardBatchesMigration } from './migrations/0013_card_batches';
import { crudLogMigration } from './migrations/0014_crud_log';
import { moduleInstallerMigration } from './migrations/0015_module_installer';

/** Every migration by name, in the order they run. */
export function migrations(dialect: AppDb['dialect']): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_custom_market': customMarketMigration(dialect),
    '0003_admin': adminMigration(dialect),
    '0004_hardening': hardeningMigration(dialect),
    '0005_registry_owner': registryOwnerMigration(),
    '0006_explicit_scopes': explicitScopesMigration(),
    '0007_audit_logs': auditLogsMigration(dialect),
    '0008_attachments': attachmentsMigration(dialect),
    '0010_retention': retentionMigration(),
    '0011_plans': plansMigration(),
    '0012_ledger': ledgerMigration(dialect),
    '0013_card_batches': cardBatchesMigration(),
    '0014_crud_log': crudLogMigration(dialect),
    '0015_module_installer': moduleInstallerMigration(dialect),
  };
}

export async function migrateToLatest(appDb: AppDb): Promise<void> {
  const all = migrations(appDb.dialect);
  // On PostgreSQL the migrator's own tables are named with the schema the app uses: unqualified, it
  // would take another schema's lock table (one test database holds a schema per test app) for its own.
  const migrationTableSchema =
    appDb.dialect === 'postgres' ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(appDb.db)).rows[0]?.name : undefined;
  const migrator = new Migrator({ db: appDb.db, migrationTableSchema, provider: { getMigrations: async () => all } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
