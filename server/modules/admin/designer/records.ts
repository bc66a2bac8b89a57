// The designer's records (crud_log, migration 0014): every apply starts one outside its transaction
// (status start), so the record of a change that fails and rolls back survives with the error;
// success is written inside the change's transaction, so a success record means the change is in.
// Removing and restoring a screen are records too. Nothing deletes a record.
import type { Kysely } from 'kysely';
import type { DesignOperation } from '../../../../src/shared/crud/designer';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface RecordStart {
  table: string;
  screen: string;
  /** The design as sent (a crud document whose table has no prefix). */
  design: unknown;
  adminId: number;
  now: number;
}

export async function startRecord(db: Db, start: RecordStart): Promise<number> {
  const row = await db
    .insertInto('crud_log')
    .values({ table_name: start.table.slice(0, 100), screen_id: start.screen.slice(0, 100), document: JSON.stringify(start.design ?? null), admin_id: start.adminId, created_at: start.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishRecord(db: Db, id: number, operations: DesignOperation[], now: number): Promise<void> {
  await db.updateTable('crud_log').set({ status: 'success', operations: JSON.stringify(operations), finished_at: now }).where('id', '=', id).execute();
}

export async function failRecord(db: Db, id: number, error: string, now: number): Promise<void> {
  await db.updateTable('crud_log').set({ status: 'error', error: error.slice(0, 4000), finished_at: now }).where('id', '=', id).execute();
}

/** A screen taken away (its table kept): a record of status delete holding the document it had. */
export async function removalRecord(db: Db, start: RecordStart): Promise<number> {
  const row = await db
    .insertInto('crud_log')
    .values({
      table_name: start.table,
      screen_id: start.screen,
      document: JSON.stringify(start.design),
      status: 'delete',
      admin_id: start.adminId,
      created_at: start.now,
      finished_at: start.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The screen a record names (a number: a record id), or the screen id itself. */
export async function screenOfReference(db: Db, reference: unknown): Promise<string | null> {
  if (typeof reference === 'string' && reference !== '') return reference;
  if (typeof reference !== 'number' || !Number.isSafeInteger(reference)) return null;
  const row = await db.selectFrom('crud_log').select('screen_id').where('id', '=', reference).executeTakeFirst();
  return row && row.screen_id !== '' ? row.screen_id : null;
}

/** The design of the screen's last successful apply and who applied it, or null. */
export async function lastDesign(db: Db, screen: string): Promise<{ design: unknown; adminId: number } | null> {
  const row = await db.selectFrom('crud_log').select(['document', 'admin_id']).where('screen_id', '=', screen).where('status', '=', 'success').orderBy('id', 'desc').executeTakeFirst();
  return row ? { design: JSON.parse(row.document) as unknown, adminId: row.admin_id } : null;
}
