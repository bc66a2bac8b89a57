// Member-centre card payment: redeem a card, list the benefits it granted.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listBenefits, redeemCard } from './card-service';

const redeemBody = {
  type: 'object',
  required: ['cardNo', 'secret'],
  additionalProperties: false,
  properties: {
    cardNo: { type: 'string', pattern: '^C[0-9]{15}$' },
    secret: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;

export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = authenticate(ctx);
  // Failed redemptions per address and per member, on top of the 5-failure lock.
  app.post('/api/v2/user/card/redeem', { preHandler: auth, config: { rateLimit: 'cardRedeem' }, schema: { body: redeemBody } }, async (request) => {
    const { cardNo, secret } = request.body as { cardNo: string; secret: string };
    return ok(await redeemCard(ctx, sessionOf(request).userId, cardNo, secret.toUpperCase()));
  });
  app.get('/api/v2/user/benefits', { preHandler: auth }, async (request) => ok(await listBenefits(ctx, sessionOf(request).userId)));
}
