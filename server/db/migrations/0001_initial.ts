// The first schema of the app database. The same builder calls run on SQLite and PostgreSQL;
// only the auto-increment key differs (INTEGER PRIMARY KEY AUTOINCREMENT vs SERIAL), which
// `autoId` hides.
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function initialMigration(dialect: Dialect): Migration {
  const autoId = <T extends string>(table: CreateTableBuilder<T, never>) => withAutoId(table, dialect);

  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await autoId(db.schema.createTable('member_group'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('rules', 'text', (c) => c.notNull())
        .execute();

      await autoId(db.schema.createTable('app_user'))
        .addColumn('username', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('nickname', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)')
        .addColumn('mobile', 'varchar(20)')
        .addColumn('company', 'varchar(255)')
        .addColumn('group_id', 'integer', (c) => c.references('member_group.id'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('login_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('card_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('card_locked_until', 'bigint')
        .addColumn('last_login_at', 'bigint')
        .addColumn('last_login_ip', 'varchar(64)')
        .addColumn('new_version_popped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('yun_ling_popped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_license')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('value', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_license_pk', ['user_id', 'kind', 'value'])
        .execute();

      await autoId(db.schema.createTable('benefit'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('codes', 'text', (c) => c.notNull())
        .addColumn('areas', 'text', (c) => c.notNull())
        .addColumn('source', 'varchar(100)', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('benefit_user').on('benefit').columns(['user_id', 'expires_at']).execute();

      await db.schema
        .createTable('auth_token')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_token_session').on('auth_token').column('session_id').execute();

      await db.schema
        .createTable('captcha')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('config')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('group', 'varchar(50)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await autoId(db.schema.createTable('mail_outbox'))
        .addColumn('to_address', 'varchar(255)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();

      await db.schema
        .createTable('mail_confirmation')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('qr_ticket')
        .addColumn('scene', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      await autoId(db.schema.createTable('card_batch'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('codes', 'text', (c) => c.notNull())
        .addColumn('areas', 'text', (c) => c.notNull())
        .addColumn('benefit_days', 'integer', (c) => c.notNull())
        .addColumn('redeem_before', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('card')
        .addColumn('card_no', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('secret_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('card_batch.id'))
        .addColumn('redeemed_by', 'integer', (c) => c.references('app_user.id'))
        .addColumn('redeemed_at', 'bigint')
        .execute();

      await autoId(db.schema.createTable('visit_log'))
        .addColumn('record_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('type', 'varchar(40)', (c) => c.notNull())
        .addColumn('source_page', 'varchar(500)')
        .addColumn('created_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('device', 'text')
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('export_file')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('filename', 'varchar(255)', (c) => c.notNull())
        .addColumn('rel_path', 'varchar(500)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
