// Administrators holding config/index read the outbox (mail waiting for SMTP to be configured, or
// that failed to send).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminSessionOf, authenticateAdmin } from '../../http/auth';
import { authorize } from '../../http/authorize';
import { ok } from '../../http/envelope';
import { MASK } from './mail-service';
import { adminSubject } from '../admin/identity/grants';
import type { ScreenRegistry } from '../admin/registry/registry';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    status: { type: 'string', enum: ['queued', 'sent', 'failed'] },
  },
} as const;

/** A link's `token=` value, as mails written before tokens were masked at storage carry it. */
export function maskLinkTokens(text: string): string {
  return text.replace(/([?&]token=)(?!\[masked\])[^\s&]+/g, `$1${MASK}`);
}

export function registerMailRoutes(app: FastifyInstance, ctx: AppContext, registry: ScreenRegistry): void {
  app.get('/api/v2/admin/mail-outbox', { preHandler: authenticateAdmin(ctx), schema: { querystring: listQuery } }, async (request) => {
    await registry.fresh();
    authorize(await adminSubject(ctx, adminSessionOf(request).userId), 'config/index');
    const { page, limit, status } = request.query as { page: number; limit: number; status?: string };
    let query = ctx.db.selectFrom('mail_outbox');
    if (status) query = query.where('status', '=', status);
    const [list, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // Links' tokens are stored masked; mails queued before that are masked here.
    return ok({ list: list.map((mail) => ({ ...mail, body_text: maskLinkTokens(mail.body_text) })), total: Number(total.n) });
  });
}
