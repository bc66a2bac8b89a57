// Module orders (`module_order`, migration 0015): what the buy flow writes when the marketplace
// confirms a purchase (order title, number, purchaser, price, how it was paid, until when updates
// are free). Written once per order number and once per idempotency key, so a replayed purchase
// (the same key) or a second confirmation of one order (the same number) leaves one row.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface ModuleOrder {
  uid: string;
  version: string;
  orderTitle: string;
  orderSn: string;
  purchaser: string;
  adminId: number | null;
  pay: 'points' | 'balance' | 'wechat' | 'free';
  /** Points, or cents of balance / WeChat. */
  price: number;
  status: 'paid' | 'pending';
  idempotencyKey: string;
  /** Free updates until (epoch ms): one year from the purchase. */
  updateUntil: number | null;
  now: number;
}

export async function recordModuleOrder(db: Kysely<Database>, order: ModuleOrder): Promise<void> {
  await db
    .insertInto('module_order')
    .values({
      uid: order.uid,
      version: order.version,
      order_title: order.orderTitle,
      order_sn: order.orderSn,
      purchaser: order.purchaser,
      admin_id: order.adminId,
      pay: order.pay,
      order_price: order.price,
      status: order.status,
      idempotency_key: order.idempotencyKey,
      update_until: order.updateUntil,
      created_at: order.now,
      updated_at: order.now,
    })
    .onConflict((oc) => oc.column('order_sn').doUpdateSet({ status: order.status, updated_at: order.now }))
    .execute();
}
