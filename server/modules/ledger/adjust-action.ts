// The member screen's `adjust` action (`POST /api/admin/user/adjust {id, field, change, remark,
// idempotencyKey}`, rule user/adjust): the body checked field by field (400 naming the field), then
// one ledger change attributed to the administrator calling.
import type { ActionCall } from '../admin/resource/actions';
import { fieldError, parseKey } from '../admin/resource/values';
import { adjustBalance, type AdjustResult, type LedgerField } from './adjust';

const FIELDS: readonly LedgerField[] = ['money', 'score'];
const MAX_REMARK = 255;
const KEY = /^[A-Za-z0-9._:-]{8,64}$/;
/** No single adjustment beyond a hundred million (cents or points): a typo, not a change. */
const MAX_CHANGE = 100_000_000_00;

export async function adjustMember({ ctx, model, subject, body }: ActionCall): Promise<AdjustResult> {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const id = parseKey(model, input.id, 'id') as number;
  const field = input.field;
  if (!FIELDS.includes(field as LedgerField)) throw fieldError('field', 'field.oneOf', { options: FIELDS.join(', ') });
  const change = input.change;
  if (typeof change !== 'number' || !Number.isSafeInteger(change)) throw fieldError('change', 'field.integer');
  if (change === 0 || Math.abs(change) > MAX_CHANGE) throw fieldError('change', 'ledger.changeRange', { max: MAX_CHANGE });
  const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
  if (remark === '') throw fieldError('remark', 'field.required');
  if (remark.length > MAX_REMARK) throw fieldError('remark', 'field.tooLong', { max: MAX_REMARK });
  if (typeof input.idempotencyKey !== 'string' || !KEY.test(input.idempotencyKey)) throw fieldError('idempotencyKey', 'ledger.key');
  return adjustBalance(ctx, {
    userId: id,
    field: field as LedgerField,
    change,
    remark,
    idempotencyKey: input.idempotencyKey,
    cause: 'admin',
    adminId: subject.adminId,
  });
}
