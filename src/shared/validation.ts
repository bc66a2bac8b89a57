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

/** The validators a crud form field may name (schemas/_meta/crud.schema.json), checked in the form and again on the server. */
export type FieldRule = 'required' | 'account' | 'password' | 'mobile' | 'email' | 'url' | 'number' | 'integer' | 'float' | 'date' | 'idCard' | 'varName' | 'unsigned';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Mainland resident identity card: 18 characters, the last a digit or X. */
const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
/** A variable name: starts with a letter or underscore, then letters, digits or underscores (spec §5). */
const VAR_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** True when the value counts as empty for `required` (and so is not checked by the other rules). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Whether a non-blank value passes one field rule. */
export function passesFieldRule(rule: FieldRule, value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  switch (rule) {
    case 'required':
      return !isBlank(value);
    case 'account':
    case 'password':
    case 'mobile':
    case 'email':
      return isValid(rule, value);
    case 'url':
      return typeof value === 'string' && URL_PATTERN.test(value);
    case 'number':
    case 'float':
      return typeof text === 'string' && text.trim() !== '' && Number.isFinite(Number(text));
    case 'integer':
      return typeof text === 'string' && /^-?\d+$/.test(text.trim());
    case 'date':
      return typeof value === 'string' && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
    case 'idCard':
      return typeof value === 'string' && ID_CARD_PATTERN.test(value);
    case 'varName':
      return typeof value === 'string' && VAR_NAME_PATTERN.test(value);
    case 'unsigned':
      // The designer's "unsigned" column: a number that is not below zero.
      return typeof text === 'string' && text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0;
  }
}
