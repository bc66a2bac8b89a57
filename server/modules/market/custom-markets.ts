// Saved custom markets of the competitive analysis (contracts §13): a named filter object per user
// and page, kept in the app database (table custom_market, migration 0002_custom_market). A member
// keeps a bounded number of them: the count and the insert run in one transaction that holds the
// member's row (PostgreSQL) or the database (SQLite), so parallel saves cannot pass the cap.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';

export interface CustomMarket {
  id: number;
  name: string;
  pageId: string;
  filters: Record<string, unknown>;
  createdAt: number;
}

type Row = { id: number; name: string; page_id: string; filters: string; created_at: number | string };

function toMarket(row: Row): CustomMarket {
  return { id: Number(row.id), name: row.name, pageId: row.page_id, filters: JSON.parse(row.filters) as Record<string, unknown>, createdAt: Number(row.created_at) };
}

export function createCustomMarketStore(db: Kysely<Database>, dialect: Dialect = 'sqlite') {
  const columns = ['id', 'name', 'page_id', 'filters', 'created_at'] as const;
  return {
    async list(userId: number, pageId?: string): Promise<CustomMarket[]> {
      let query = db.selectFrom('custom_market').select(columns).where('user_id', '=', userId);
      if (pageId) query = query.where('page_id', '=', pageId);
      return (await query.orderBy('id', 'desc').execute()).map(toMarket);
    },
    /** Saves a market; null when the user already keeps `max` of them. */
    async create(
      userId: number,
      input: { name: string; pageId: string; filters: Record<string, unknown> },
      now: number,
      max = Infinity,
    ): Promise<CustomMarket | null> {
      return db.transaction().execute(async (tx) => {
        if (dialect === 'postgres') await sql`SELECT id FROM app_user WHERE id = ${userId} FOR UPDATE`.execute(tx);
        const { n } = await tx
          .selectFrom('custom_market')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return null;
        const row = await tx
          .insertInto('custom_market')
          .values({ user_id: userId, name: input.name, page_id: input.pageId, filters: JSON.stringify(input.filters), created_at: now })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return toMarket(row);
      });
    },
    /** Deletes one of the user's markets; false when the user has no market with that id. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('custom_market').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
