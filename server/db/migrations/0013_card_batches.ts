// Prepaid card batches issued from the admin (issue 23 item 5). A batch (0001) gains what the
// card-batch screen shows and what redemption needs: the plan its cards subscribe to, a fixed end
// of the subscription (or, as before, `benefit_days` from redemption), how many cards it holds,
// the administrator who issued it (the only one who may download its secrets) and when its
// one-time workbook of numbers and secrets was downloaded. A card reaches its plan through its
// batch (`card.batch_id`, 0001), so cards need no column of their own.
import { sql, type Kysely, type Migration } from 'kysely';

export function cardBatchesMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      const batch = () => db.schema.alterTable('card_batch');
      await batch().addColumn('plan_id', 'integer', (c) => c.references('member_group.id').onDelete('set null')).execute();
      await batch().addColumn('expires_at', 'bigint').execute();
      await batch().addColumn('count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await batch().addColumn('issued_by', 'integer', (c) => c.references('admin.id').onDelete('set null')).execute();
      await batch().addColumn('downloaded_at', 'bigint').execute();
      await batch().addColumn('remark', 'varchar(255)').execute();
      // Batches the command-line tool issued: their count is their cards.
      await sql`UPDATE card_batch SET count = (SELECT COUNT(*) FROM card WHERE card.batch_id = card_batch.id)`.execute(db);
    },
  };
}
