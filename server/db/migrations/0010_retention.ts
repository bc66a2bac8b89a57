// Retention of the audit logs (issue 22 item 4) and lists that stay fast over them (item 5). A
// scheduled job removes old log rows only under the retention policy; `job_lease` is the row that
// lets one replica at a time run such a job (a holder and an expiry; an expired lease is free).
// The operation log's list opens on a time window, so it gets an index on time alone (the admin +
// time index of migration 0003 serves the list filtered by administrator).
import type { Kysely, Migration } from 'kysely';

export function retentionMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job_lease')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('holder', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('admin_log_time').on('admin_log').column('created_at').execute();
    },
  };
}
