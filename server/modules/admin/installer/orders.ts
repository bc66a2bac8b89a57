// Module orders (`module_order`, migration 0015) as the installer records them: the marketplace's
// answer to a purchase made through POST /module/buy. Written once per order number (the built-in
// marketplace writes its orders into this same table, so there the row is already present and only
// gains the administrator who bought); a replayed purchase answers the same order and adds nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Purchase } from './market-client';

export async function recordModuleOrder(db: Kysely<Database>, order: Purchase['order'], idempotencyKey: string, adminId: number, now: number): Promise<void> {
  await db
    .insertInto('module_order')
    .values({
      uid: order.uid,
      version: order.version,
      order_title: order.title,
      order_sn: order.orderSn,
      purchaser: order.purchaser,
      admin_id: adminId,
      pay: order.pay,
      order_price: order.price,
      status: order.status,
      idempotency_key: idempotencyKey,
      update_until: order.updateUntil,
      created_at: order.createdAt,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.updateTable('module_order').set({ admin_id: adminId }).where('order_sn', '=', order.orderSn).where('admin_id', 'is', null).execute();
}
