// Saved custom markets of the competitive analysis (contracts §13): per user, a name, the page
// they belong to and the filter object as JSON.
import type { Kysely, Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

export function customMarketMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await withAutoId(db.schema.createTable('custom_market'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('page_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('custom_market_user').on('custom_market').columns(['user_id', 'page_id']).execute();
    },
  };
}
