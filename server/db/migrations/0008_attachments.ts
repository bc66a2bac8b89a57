// Attachments become a table of the product (issue 22 item 6): the upload route writes it, so a
// migration owns it instead of the screen file, with the keys the route relies on. One row per
// (topic, sha1): a second upload of the same content counts on that row instead of storing a second
// file (the unique index keeps that true under parallel uploads); one row per url, which is how a
// served file is looked up. Installations whose table the run-time DDL already made from the screen
// keep it (same columns) and gain the indexes. (The upload policy's configuration items are seeded
// from their config group, schemas/config/upload.json.)
import type { Kysely, Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function attachmentsMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await withAutoId(db.schema.createTable('attachment').ifNotExists(), dialect)
        .addColumn('topic', 'varchar(20)', (c) => c.notNull().defaultTo('default'))
        .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('url', 'varchar(255)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('mimetype', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('quote', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('storage', 'varchar(50)', (c) => c.notNull().defaultTo('local'))
        .addColumn('sha1', 'varchar(40)', (c) => c.notNull())
        .addColumn('last_upload_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('attachment_topic_sha1').ifNotExists().unique().on('attachment').columns(['topic', 'sha1']).execute();
      await db.schema.createIndex('attachment_url').ifNotExists().unique().on('attachment').column('url').execute();
      for (const column of ['admin_id', 'user_id', 'last_upload_at']) {
        await db.schema.createIndex(`attachment_${column}`).ifNotExists().on('attachment').column(column).execute();
      }
    },
  };
}
