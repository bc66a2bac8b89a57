// Module orders (`module_order`, migration 0015), the one writer of the table: the marketplace's buy
// flow writes through it, and so does the installer's POST /module/buy with the order the
// marketplace answered (with the built-in marketplace the row is then already there and only gains
// the administrator who bought). Written once per order number and once per idempotency key, so a
// replayed purchase (the same key) or a second confirmation of one order (the same number) leaves
// one row.
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
    .onConflict((oc) =>
      oc.column('order_sn').doUpdateSet((eb) => ({ status: order.status, updated_at: order.now, admin_id: eb.fn.coalesce('module_order.admin_id', eb.val(order.adminId)) })),
    )
    .execute();
}
