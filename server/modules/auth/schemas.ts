// JSON schemas of the auth routes' inputs, built from the shared rules of spec §5 so that the
// login form and the server validate identically.
import { ACCOUNT_PATTERN, CAPTCHA_PATTERN, PASSWORD_PATTERN } from '../../../src/shared/validation';

export const accountSchema = { type: 'string', pattern: ACCOUNT_PATTERN.source } as const;
export const passwordSchema = { type: 'string', pattern: PASSWORD_PATTERN.source } as const;

/** A password login's body; the name field is `account` for members and `username` for administrators. */
function credentialsBody<K extends string>(nameKey: K) {
  return {
    type: 'object',
    required: [nameKey, 'password'],
    additionalProperties: false,
    properties: {
      [nameKey]: accountSchema,
      password: passwordSchema,
      captchaId: { type: 'string', minLength: 1, maxLength: 64 },
      captcha: { type: 'string', pattern: CAPTCHA_PATTERN.source },
    },
  } as const;
}

export const loginBody = credentialsBody('account');
export const adminLoginBody = credentialsBody('username');

export const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 2048 } },
} as const;

export const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

export const updatePasswordBody = {
  type: 'object',
  required: ['oldPassword', 'newPassword'],
  additionalProperties: false,
  properties: { oldPassword: passwordSchema, newPassword: passwordSchema },
} as const;
