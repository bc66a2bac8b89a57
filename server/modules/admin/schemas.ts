// JSON schemas of the admin routes' fixed inputs, built from the shared rules of spec §5.
import { CAPTCHA_PATTERN } from '../../../src/shared/validation';
import { accountSchema, passwordSchema } from '../auth/schemas';

export const adminLoginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: accountSchema,
    password: passwordSchema,
    captchaId: { type: 'string', minLength: 1, maxLength: 64 },
    captcha: { type: 'string', pattern: CAPTCHA_PATTERN.source },
  },
} as const;
