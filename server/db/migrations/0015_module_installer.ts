// The module installer's own tables (issue 25 item 4). `module_install` is the state machine: one
// row per module this product has met (init, download, install, installed, disabled, unknown), with
// where a run is and how far (step, progress), why the last one failed (error key + reason), the
// version installed and its folder, the hashes of what it installed (conflicts are changes an
// administrator made since), the previous version kept for a rollback and the tables it made.
// `module_order` holds the purchases (order title, number, purchaser, price). The catalogue is the
// marketplace's and only cached, never stored here. The old `module` table (made at run time from
// the screen file, with catalogue, installation and order columns in one row and nothing writing
// it) goes: the module screen now shows `module_install`.
import { sql, type Kysely, type Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function moduleInstallerMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await sql`DROP TABLE IF EXISTS module`.execute(db);
      await db.schema
        .createTable('module_install')
        .addColumn('uid', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('version', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('target_version', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('previous_version', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('state', 'varchar(20)', (c) => c.notNull().defaultTo('init'))
        .addColumn('step', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('folder', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('hashes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('kept_screens', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('tables', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('pending_tables', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('dependencies', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('resolutions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('run_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('installed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('module_install_state').on('module_install').column('state').execute();

      await withAutoId(db.schema.createTable('module_order'), dialect, 'id')
        .addColumn('uid', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_title', 'varchar(200)', (c) => c.notNull())
        .addColumn('order_sn', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('purchaser', 'varchar(100)', (c) => c.notNull())
        .addColumn('admin_id', 'integer')
        .addColumn('pay', 'varchar(10)', (c) => c.notNull())
        .addColumn('order_price', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('update_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('module_order_uid').on('module_order').columns(['uid', 'created_at']).execute();
      await db.schema.createIndex('module_order_created_at').on('module_order').column('created_at').execute();
    },
  };
}
