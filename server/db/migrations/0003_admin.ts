// The administrator back-end's own identity (DESIGN §9.1): admin accounts with their own tokens,
// groups (a tree, rules = JSON array of admin_rule ids or ["*"]), the admin ↔ group links and the
// menu/button rules; the operation log; and the run-time schema registry (stored crud schemas and
// the version counter every replica watches). Times are epoch ms like the rest of the database.
import type { Kysely, Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function adminMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await withAutoId(db.schema.createTable('admin'), dialect)
        .addColumn('username', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('nickname', 'varchar(50)', (c) => c.notNull())
        .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('motto', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('login_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('last_login_at', 'bigint')
        .addColumn('last_login_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();

      await withAutoId(db.schema.createTable('admin_group'), dialect)
        .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();
      await db.schema.createIndex('admin_group_pid').on('admin_group').column('pid').execute();

      await db.schema
        .createTable('admin_group_access')
        .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('admin_group.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('admin_group_access_pk', ['admin_id', 'group_id'])
        .execute();
      await db.schema.createIndex('admin_group_access_group').on('admin_group_access').column('group_id').execute();

      await withAutoId(db.schema.createTable('admin_rule'), dialect)
        .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('menu_type', 'varchar(10)', (c) => c.notNull().defaultTo('tab'))
        .addColumn('url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('keepalive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();
      await db.schema.createIndex('admin_rule_pid').on('admin_rule').column('pid').execute();

      await db.schema
        .createTable('admin_token')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('admin_token_session').on('admin_token').column('session_id').execute();

      await withAutoId(db.schema.createTable('admin_log'), dialect)
        .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('username', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('url', 'varchar(1500)', (c) => c.notNull())
        .addColumn('method', 'varchar(10)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('useragent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('admin_log_admin').on('admin_log').columns(['admin_id', 'created_at']).execute();

      await db.schema
        .createTable('crud_schema')
        .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();

      await db.schema
        .createTable('registry_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.insertInto('registry_version').values({ id: 1, version: 1 }).execute();
    },
  };
}
