// The crud form's validation rules (schema `form.validator`): the definitions the server checks too
// (src/shared/validation.ts), with each rule's default message in both languages.
import { isBlank as sharedIsBlank, passesFieldRule, type FieldRule } from '../../shared/validation';
import type { Label } from '../schema/types';

export type ValidatorRule = FieldRule;

const l = (zh: string, en: string): Label => ({ 'zh-cn': zh, en });

export const RULE_MESSAGES: Record<ValidatorRule, Label> = {
  required: l('请填写此项', 'This field is required'),
  account: l('账户为3到15位字母、数字或下划线，以字母开头', 'Account: 3–15 letters, digits or underscores, starting with a letter'),
  password: l('密码为6到32位，不能包含 & < > " \'', 'Password: 6–32 characters without & < > " \''),
  mobile: l('请输入正确的手机号', 'Please enter a correct mobile number'),
  email: l('请输入正确的邮箱地址', 'Please enter a correct email address'),
  url: l('请输入正确的网址', 'Please enter a correct URL'),
  number: l('请输入数字', 'Please enter a number'),
  integer: l('请输入整数', 'Please enter an integer'),
  float: l('请输入浮点数', 'Please enter a floating point number'),
  date: l('请输入正确的日期', 'Please enter a correct date'),
  idCard: l('请输入正确的身份证号码', 'Please enter a correct ID card number'),
  varName: l('以字母或下划线开头，只能包含字母、数字和下划线', 'Start with a letter or underscore; letters, digits and underscores only'),
  unsigned: l('请输入不小于 0 的数', 'Please enter a number not below 0'),
};

/** A value the user left empty (a {zh-cn, en} label is empty when its Chinese text is). */
export function isBlank(value: unknown): boolean {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'zh-cn' in value) return sharedIsBlank((value as Record<string, unknown>)['zh-cn']);
  return sharedIsBlank(value);
}

/** True when `value` passes `rule`; an empty value passes every rule but `required`. */
export function passes(rule: ValidatorRule, value: unknown): boolean {
  if (rule === 'required') return !isBlank(value);
  if (isBlank(value)) return true;
  return passesFieldRule(rule, value);
}

/** The first rule `value` fails, or null. */
export function firstFailure(rules: readonly ValidatorRule[], value: unknown): ValidatorRule | null {
  return rules.find((rule) => !passes(rule, value)) ?? null;
}
