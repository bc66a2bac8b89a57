// The card-batch screen's `issue` action (`POST /api/admin/card-batch/issue {name, count, plan_id,
// areas, valid_until | days, remark}`, rule card-batch/issue): the body checked field by field (400
// naming the field), then a batch whose workbook only the issuing administrator can download, once.
// The answer names the batch and its size, never a secret.
import type { ActionCall } from '../admin/resource/actions';
import { fieldError } from '../admin/resource/values';
import { issueCardBatch, MAX_BATCH } from './issue';
import { customActions } from '../../../src/shared/crud/screen';

const DAY_MS = 24 * 3600_000;
const MAX_DAYS = 3650;
const MAX_NAME = 100;
const MAX_REMARK = 255;
/** A card of a batch valid for some days from redemption must be redeemed within a year of issue. */
export const REDEEM_WITHIN_DAYS = 365;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The areas the issue form offers (all of China, the provinces): the screen's schema is the list. */
function areaOptions(call: ActionCall): string[] {
  const form = customActions(call.model.screen).find((a) => a.name === 'issue')?.form;
  return (form?.fields.find((f) => f.key === 'areas')?.options ?? []).map((o) => String(o.value));
}

function text(input: Record<string, unknown>, key: string, max: number, required: boolean): string | null {
  const value = input[key];
  if (blank(value)) {
    if (required) throw fieldError(key, 'field.required');
    return null;
  }
  if (typeof value !== 'string') throw fieldError(key, 'field.text');
  const trimmed = value.trim();
  if (required && trimmed === '') throw fieldError(key, 'field.required');
  if (trimmed.length > max) throw fieldError(key, 'field.tooLong', { max });
  return trimmed || null;
}

function areasOf(call: ActionCall, value: unknown): string[] {
  const options = areaOptions(call);
  const areas = Array.isArray(value) ? [...new Set(value)] : [];
  if (areas.length === 0 || !areas.every((a) => typeof a === 'string' && options.includes(a))) {
    throw fieldError('areas', 'cards.areas', { options: options.join(', ') });
  }
  // All of China beside some provinces is all of China.
  return areas.includes('*') ? ['*'] : (areas as string[]);
}

/** End of the given day in China time, when the subscriptions of a dated batch end. */
function endOfDay(value: unknown, now: number): number {
  const at = typeof value === 'string' && DATE.test(value) ? Date.parse(`${value}T23:59:59.999+08:00`) : NaN;
  if (!Number.isFinite(at)) throw fieldError('valid_until', 'field.date');
  if (at <= now) throw fieldError('valid_until', 'cards.pastDate');
  return at;
}

export async function issueBatch(call: ActionCall) {
  const { ctx, subject } = call;
  const input = typeof call.body === 'object' && call.body !== null ? (call.body as Record<string, unknown>) : {};
  const now = ctx.now();
  const name = text(input, 'name', MAX_NAME, true) as string;
  const count = input.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_BATCH) throw fieldError('count', 'cards.count', { max: MAX_BATCH });
  const planId = input.plan_id;
  if (blank(planId)) throw fieldError('plan_id', 'field.required');
  const plan = Number.isSafeInteger(planId) ? await ctx.db.selectFrom('member_group').select('id').where('id', '=', planId as number).executeTakeFirst() : undefined;
  if (!plan) throw fieldError('plan_id', 'field.unknownTarget', { screen: 'user-group' });
  const areas = areasOf(call, input.areas);

  // Validity: an end date, or a number of days from redemption; exactly one.
  const dated = !blank(input.valid_until);
  if (dated === !blank(input.days)) throw fieldError('valid_until', 'cards.validity');
  const expiresAt = dated ? endOfDay(input.valid_until, now) : null;
  const days = input.days;
  if (!dated && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS)) throw fieldError('days', 'cards.days', { max: MAX_DAYS });

  const { batchId } = await issueCardBatch(ctx, {
    name,
    count,
    planId: plan.id,
    codes: [],
    areas,
    expiresAt,
    benefitDays: dated ? 0 : (days as number),
    redeemBefore: expiresAt ?? now + REDEEM_WITHIN_DAYS * DAY_MS,
    issuedBy: subject.adminId,
    remark: text(input, 'remark', MAX_REMARK, false),
    workbook: true,
  });
  return { id: batchId, count };
}
