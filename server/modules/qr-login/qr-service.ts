// Messaging-app QR login. The PC asks for a scene ticket and shows its QR code; a phone already
// signed in opens /official-account-login-confirm?scene=…, marks the ticket scanned and confirms;
// the PC's poll then receives a session exactly once. Tickets live 5 minutes and are kept in the
// app database, so any replica can answer any step.
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { randomToken } from '../auth/secret-token';
import { assertActive, completeLogin, type LoginContent } from '../auth/login-service';
import type { QrTicketTable } from '../../db/schema';

export const QR_TTL_MS = 5 * 60_000;

export type TicketStatus = 'pending' | 'scanned' | 'confirmed' | 'consumed' | 'expired';

export async function createTicket(ctx: AppContext, origin: string) {
  const now = ctx.now();
  const scene = randomToken(24);
  await ctx.db.deleteFrom('qr_ticket').where('expires_at', '<=', now).execute();
  await ctx.db.insertInto('qr_ticket').values({ scene, status: 'pending', user_id: null, created_at: now, expires_at: now + QR_TTL_MS }).execute();
  const url = `${origin}/official-account-login-confirm?scene=${encodeURIComponent(scene)}`;
  const qrCode = await QRCode.toDataURL(url, { type: 'image/png', margin: 1, width: 240 });
  return { scene, qrCode, url, expiresAt: now + QR_TTL_MS };
}

async function findTicket(ctx: AppContext, scene: string): Promise<QrTicketTable> {
  const ticket = await ctx.db.selectFrom('qr_ticket').selectAll().where('scene', '=', scene).executeTakeFirst();
  if (!ticket) throw new AppError(404, 'qr.unknown');
  return ticket;
}

function statusOf(ticket: QrTicketTable, now: number): TicketStatus {
  if (ticket.status === 'consumed') return 'consumed';
  return ticket.expires_at <= now ? 'expired' : (ticket.status as TicketStatus);
}

export async function ticketInfo(ctx: AppContext, scene: string) {
  const ticket = await findTicket(ctx, scene);
  return { status: statusOf(ticket, ctx.now()), expiresAt: ticket.expires_at };
}

/** Moves a live ticket from one of `from` to `to`, binding it to the phone's user. */
async function advance(ctx: AppContext, scene: string, userId: number, from: TicketStatus[], to: TicketStatus) {
  const ticket = await findTicket(ctx, scene);
  const status = statusOf(ticket, ctx.now());
  if (status === 'expired') throw new AppError(400, 'qr.expired');
  if (ticket.user_id !== null && ticket.user_id !== userId) throw new AppError(409, 'qr.otherAccount');
  if (!from.includes(status)) throw new AppError(409, 'qr.wrongState', null, { status });
  const moved = await ctx.db
    .updateTable('qr_ticket')
    .set({ status: to, user_id: userId })
    .where('scene', '=', scene)
    .where('status', '=', ticket.status)
    .executeTakeFirst();
  // Another request moved the ticket between our read and this write.
  if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, 'qr.changed');
  return { status: to };
}

export const markScanned = (ctx: AppContext, scene: string, userId: number) => advance(ctx, scene, userId, ['pending', 'scanned'], 'scanned');
export const confirmTicket = (ctx: AppContext, scene: string, userId: number) =>
  advance(ctx, scene, userId, ['pending', 'scanned'], 'confirmed');

/** The PC's poll: the status, plus a session the one time the ticket is confirmed. */
export async function pollTicket(
  ctx: AppContext,
  scene: string,
  ip: string,
): Promise<{ status: TicketStatus; session?: LoginContent }> {
  const ticket = await findTicket(ctx, scene);
  const status = statusOf(ticket, ctx.now());
  if (status !== 'confirmed') return { status };
  // Only the poll that flips confirmed → consumed gets the session.
  const claimed = await ctx.db
    .updateTable('qr_ticket')
    .set({ status: 'consumed' })
    .where('scene', '=', scene)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { status: 'consumed' };
  const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', ticket.user_id!).executeTakeFirstOrThrow();
  assertActive(user, ctx.now());
  return { status: 'confirmed', session: await completeLogin(ctx, user, ip) };
}
