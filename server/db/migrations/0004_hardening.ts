// Hardening (tracker issue 11): rate-limit counters every replica shares, login failure counters
// for account names that do not exist (so a known and an unknown name answer alike), the legacy
// tokens already exchanged (each works once), and visit-log record ids scoped per client (one
// client can no longer suppress another's records by reusing its ids).
import { sql, type Kysely, type Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function hardeningMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limit')
        .addColumn('bucket', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_reset').on('rate_limit').column('reset_at').execute();

      await db.schema
        .createTable('login_attempt')
        .addColumn('account', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('legacy_token_use')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      // visit_log: record ids unique per client (`client_key`), no longer across all clients.
      if (dialect === 'postgres') {
        await db.schema.alterTable('visit_log').addColumn('client_key', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
        await sql`ALTER TABLE visit_log DROP CONSTRAINT visit_log_record_id_key`.execute(db);
      } else {
        // SQLite cannot drop a column's UNIQUE constraint: the table is rebuilt.
        await withAutoId(db.schema.createTable('visit_log_v2'), dialect)
          .addColumn('client_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
          .addColumn('type', 'varchar(40)', (c) => c.notNull())
          .addColumn('source_page', 'varchar(500)')
          .addColumn('created_time', 'varchar(19)', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('device', 'text')
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .execute();
        await sql`INSERT INTO visit_log_v2 (id, client_key, record_id, user_id, type, source_page, created_time, payload, device, received_at)
                  SELECT id, '', record_id, user_id, type, source_page, created_time, payload, device, received_at FROM visit_log`.execute(db);
        await db.schema.dropTable('visit_log').execute();
        await sql`ALTER TABLE visit_log_v2 RENAME TO visit_log`.execute(db);
      }
      await db.schema.createIndex('visit_log_client_record').unique().on('visit_log').columns(['client_key', 'record_id']).execute();
    },
  };
}
