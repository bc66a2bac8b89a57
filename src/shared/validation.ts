// Input rules of spec §5 and §9, shared by the login form (web) and the login route (server), so
// that the browser and the server can never disagree about what a valid account or password is.

export const ACCOUNT_MIN = 3;
export const ACCOUNT_MAX = 15;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const CAPTCHA_MIN = 4;
export const CAPTCHA_MAX = 6;

/** 3–15 characters, starting with a letter, only letters, digits and underscores. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,14}$/;
/** 6–32 characters, none of & < > " '. */
export const PASSWORD_PATTERN = /^[^&<>"']{6,32}$/;
/** Verification code: 4–6 characters. */
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{4,6}$/;
/** Mainland mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RuleId = 'account' | 'password' | 'captcha' | 'mobile' | 'email';

const patterns: Record<RuleId, RegExp> = {
  account: ACCOUNT_PATTERN,
  password: PASSWORD_PATTERN,
  captcha: CAPTCHA_PATTERN,
  mobile: MOBILE_PATTERN,
  email: EMAIL_PATTERN,
};

export function isValid(rule: RuleId, value: unknown): boolean {
  return typeof value === 'string' && patterns[rule].test(value);
}
