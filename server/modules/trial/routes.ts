// POST /api/v2/user/trial/apply and POST /api/v2/user/mail/confirm.
import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../../src/shared/validation';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { accountSchema, passwordSchema } from '../auth/schemas';
import { applyForTrial, confirmMail, type TrialApplication } from './trial-service';

const applyBody = {
  type: 'object',
  required: ['account', 'password', 'name', 'email', 'mobile', 'company'],
  additionalProperties: false,
  properties: {
    account: accountSchema,
    password: passwordSchema,
    name: { type: 'string', minLength: 1, maxLength: 50 },
    email: { type: 'string', maxLength: 255, pattern: EMAIL_PATTERN.source },
    mobile: { type: 'string', pattern: MOBILE_PATTERN.source },
    company: { type: 'string', minLength: 1, maxLength: 200 },
    position: { type: 'string', maxLength: 50 },
  },
} as const;

const confirmBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export function registerTrialRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v2/user/trial/apply', { schema: { body: applyBody } }, async (request) =>
    ok(await applyForTrial(ctx, request.body as TrialApplication, publicOrigin(ctx, request))),
  );
  app.post('/api/v2/user/mail/confirm', { schema: { body: confirmBody } }, async (request) =>
    ok(await confirmMail(ctx, (request.body as { token: string }).token)),
  );
}
