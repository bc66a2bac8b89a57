// POST /api/v2/user/trial/apply and POST /api/v2/user/mail/confirm.
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN } from '../../../src/shared/validation';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { publicOrigin } from '../../http/origin';
import { consumeCaptcha } from '../auth/captcha';
import { accountSchema, passwordSchema } from '../auth/schemas';
import { applyForTrial, confirmMail, type TrialApplication } from './trial-service';

const applyBody = {
  type: 'object',
  required: ['account', 'password', 'name', 'email', 'mobile', 'company', 'captchaId', 'captcha'],
  additionalProperties: false,
  properties: {
    account: accountSchema,
    password: passwordSchema,
    name: { type: 'string', minLength: 1, maxLength: 50 },
    email: { type: 'string', maxLength: 255, pattern: EMAIL_PATTERN.source },
    mobile: { type: 'string', pattern: MOBILE_PATTERN.source },
    company: { type: 'string', minLength: 1, maxLength: 200 },
    position: { type: 'string', maxLength: 50 },
    /** The image code of GET /api/v2/user/captcha: every application needs one. */
    captchaId: { type: 'string', minLength: 1, maxLength: 64 },
    captcha: { type: 'string', pattern: CAPTCHA_PATTERN.source },
  },
} as const;

const confirmBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export function registerTrialRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Each application mails someone: an image code, and applications per address and per mailbox.
  app.post('/api/v2/user/trial/apply', { schema: { body: applyBody }, config: { rateLimit: 'trialApply' } }, async (request) => {
    const { captchaId, captcha, ...application } = request.body as TrialApplication & { captchaId: string; captcha: string };
    if (!(await consumeCaptcha(ctx, 'member', captchaId, captcha))) throw new AppError(400, 'auth.captchaWrong', { captchaRequired: true });
    return ok(await applyForTrial(ctx, application, publicOrigin(ctx, request)));
  });
  app.post('/api/v2/user/mail/confirm', { schema: { body: confirmBody }, config: { rateLimit: 'mailConfirm' } }, async (request) =>
    ok(await confirmMail(ctx, (request.body as { token: string }).token)),
  );
}
