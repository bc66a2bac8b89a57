// Buying a module (issue 25 item 3). An order is a row of `module_order` (migration 0015, shared
// with the installer): title, number, purchaser, price, how it was paid, and until when updates are
// free (one year; a virtual product has no 7-day refund). Points and balance are debited through the
// members' ledger (adjustBalance: one transaction, never below zero, idempotent by key); WeChat
// makes a pending order with a QR code that a sandbox confirmation pays, like the QR login.
//
// Exactly one charge per purchase, however requests repeat or race: the ledger key is derived from
// the buyer, the module and which purchase of it this is (the count of their paid orders), not from
// the client's key, so two buys racing with different keys debit once; the order number is derived
// from the ledger key, so they also write one order. The client's idempotency key answers a replay
// with the order it made.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { ModuleOrderTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isFree } from '../../../lib/module-package/manifest';
import { fieldError } from '../admin/resource/values';
import { randomToken } from '../auth/secret-token';
import { adjustBalance } from '../ledger/adjust';
import { recordModuleOrder, type ModuleOrder } from '../admin/installer/orders';
import type { Buyer } from './buyer';
import type { StoredPackage } from './package-store';

/** Free downloads and updates for one year from the purchase. */
export const UPDATE_TERM_MS = 365 * 24 * 3600_000;
/** A WeChat QR code is payable this long. */
export const WECHAT_TTL_MS = 15 * 60_000;

export type Pay = 'points' | 'balance' | 'wechat';
type OrderRow = Selectable<ModuleOrderTable>;

export function orderView(row: OrderRow) {
  return {
    orderSn: row.order_sn,
    uid: row.uid,
    version: row.version,
    title: row.order_title,
    purchaser: row.purchaser,
    pay: row.pay,
    /** Points for `points`, cents otherwise. */
    price: Number(row.order_price),
    status: row.status,
    createdAt: Number(row.created_at),
    /** The order's terms: free updates until this time; no 7-day refund (a virtual product). */
    updateUntil: row.update_until === null ? null : Number(row.update_until),
    refundable: false,
  };
}

const byKey = (ctx: AppContext, key: string) => ctx.db.selectFrom('module_order').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
const bySn = (ctx: AppContext, sn: string) => ctx.db.selectFrom('module_order').selectAll().where('order_sn', '=', sn).executeTakeFirst();

function paidOrders(ctx: AppContext, buyer: Buyer, uid: string) {
  return ctx.db.selectFrom('module_order').selectAll().where('purchaser', '=', buyer.username).where('uid', '=', uid).where('status', '=', 'paid').orderBy('created_at', 'desc').execute();
}

/** Whether the buyer has paid for the module (a priced package downloads only for them). */
export async function owns(ctx: AppContext, userId: number, uid: string): Promise<boolean> {
  const user = await ctx.db.selectFrom('app_user').select('username').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  return (await paidOrders(ctx, { userId, username: user.username }, uid)).length > 0;
}

/** Paid orders per module: the catalogue's download counts. */
export async function downloadCounts(ctx: AppContext): Promise<Map<string, number>> {
  const rows = await ctx.db.selectFrom('module_order').select((eb) => ['uid', eb.fn.countAll<number>().as('n')]).where('status', '=', 'paid').groupBy('uid').execute();
  return new Map(rows.map((r) => [r.uid, Number(r.n)]));
}

/**
 * Writes an order through the installer's one writer of `module_order`. A racing request with the
 * same idempotency key but another order number meets the key's unique index: the row it lost to
 * is the answer, read back by the caller.
 */
async function insertOrder(ctx: AppContext, order: ModuleOrder): Promise<void> {
  try {
    await recordModuleOrder(ctx.db, order);
  } catch (error) {
    if (!(await byKey(ctx, order.idempotencyKey))) throw error;
  }
}

export interface BuyInput {
  uid: string;
  pay: Pay;
  idempotencyKey: string;
}

export interface BuyResult {
  order: ReturnType<typeof orderView>;
  /** Whether this request made the order (false: a replay, or the module was already the buyer's). */
  created: boolean;
  wechat?: { qrCode: string; url: string; expiresAt: number };
}

async function wechatCode(row: OrderRow, origin: string) {
  // The order itself, as the buyer's phone opens it (GET /orders/<sn>) before confirming.
  const url = `${origin}/chis_web/marketplace/orders/${encodeURIComponent(row.order_sn)}`;
  return { qrCode: await QRCode.toDataURL(url, { type: 'image/png', margin: 1, width: 240 }), url, expiresAt: Number(row.created_at) + WECHAT_TTL_MS };
}

async function answer(row: OrderRow, created: boolean, origin: string): Promise<BuyResult> {
  const pendingWechat = row.pay === 'wechat' && row.status === 'pending';
  return { order: orderView(row), created, ...(pendingWechat ? { wechat: await wechatCode(row, origin) } : {}) };
}

export async function buy(ctx: AppContext, stored: StoredPackage, buyer: Buyer, input: BuyInput, origin: string): Promise<BuyResult> {
  const { manifest } = stored;
  const replay = await byKey(ctx, input.idempotencyKey);
  if (replay) {
    if (replay.purchaser !== buyer.username || replay.uid !== manifest.uid) throw new AppError(409, 'market.keyReused');
    return answer(replay, false, origin);
  }
  const now = ctx.now();
  const paid = await paidOrders(ctx, buyer, manifest.uid);
  const current = paid.find((o) => o.update_until === null || Number(o.update_until) > now);
  if (current) return answer(current, false, origin);

  const free = isFree(manifest);
  const price = free ? 0 : input.pay === 'points' ? manifest.price.points : manifest.price.balance;
  if (price === undefined) throw fieldError('pay', 'market.payUnavailable', { pay: input.pay });
  const base = {
    uid: manifest.uid,
    version: manifest.version,
    orderTitle: manifest.title['zh-cn'],
    purchaser: buyer.username,
    adminId: null,
    idempotencyKey: input.idempotencyKey,
    now,
  };

  if (!free && input.pay === 'wechat') {
    await insertOrder(ctx, { ...base, orderSn: `W${randomToken(12)}`, pay: 'wechat', price, status: 'pending', updateUntil: null });
    const row = (await byKey(ctx, input.idempotencyKey))!;
    if (row.purchaser !== buyer.username || row.uid !== manifest.uid) throw new AppError(409, 'market.keyReused');
    return answer(row, true, origin);
  }

  // Which purchase of this module by this buyer: the first, or a renewal after the update term.
  const ledgerKey = `module:${createHash('sha256').update(`${buyer.userId}\0${manifest.uid}\0${paid.length}`).digest('hex').slice(0, 40)}`;
  const orderSn = `M${ledgerKey.slice(7, 27).toUpperCase()}`;
  if (!free) {
    try {
      await adjustBalance(ctx, {
        userId: buyer.userId,
        field: input.pay === 'points' ? 'score' : 'money',
        change: -price,
        remark: `模块 ${manifest.uid} ${manifest.version}`,
        idempotencyKey: ledgerKey,
        cause: 'module',
        adminId: null,
      });
    } catch (error) {
      if (error instanceof AppError && error.message === 'ledger.negative') {
        throw fieldError('pay', input.pay === 'points' ? 'market.notEnoughPoints' : 'market.notEnoughBalance', { price, have: Number(error.params?.before ?? 0) });
      }
      throw error;
    }
  }
  await insertOrder(ctx, { ...base, orderSn, pay: free ? 'free' : input.pay, price, status: 'paid', updateUntil: now + UPDATE_TERM_MS });
  const row = (await bySn(ctx, orderSn))!;
  return answer(row, row.idempotency_key === input.idempotencyKey, origin);
}

/** The WeChat sandbox's confirmation (the buyer's phone): pays a pending order exactly once. */
export async function confirmWechat(ctx: AppContext, buyer: Buyer, orderSn: string) {
  const row = await bySn(ctx, orderSn);
  if (!row || row.purchaser !== buyer.username || row.pay !== 'wechat') throw new AppError(404, 'market.unknownOrder', null, { sn: orderSn });
  const now = ctx.now();
  if (row.status === 'pending' && Number(row.created_at) + WECHAT_TTL_MS <= now) throw new AppError(400, 'market.wechatExpired');
  const moved = await ctx.db
    .updateTable('module_order')
    .set({ status: 'paid', update_until: now + UPDATE_TERM_MS, updated_at: now })
    .where('order_sn', '=', orderSn)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, 'market.orderNotPending', null, { status: row.status });
  return orderView((await bySn(ctx, orderSn))!);
}

export async function orderOf(ctx: AppContext, buyer: Buyer, orderSn: string) {
  const row = await bySn(ctx, orderSn);
  if (!row || row.purchaser !== buyer.username) throw new AppError(404, 'market.unknownOrder', null, { sn: orderSn });
  return orderView(row);
}

export async function ordersOf(ctx: AppContext, buyer: Buyer, page: number, limit: number) {
  const all = ctx.db.selectFrom('module_order').where('purchaser', '=', buyer.username);
  const [rows, count] = await Promise.all([
    all.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(orderView), total: Number(count.n) };
}
