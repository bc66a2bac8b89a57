// Rolling back a change of a watched field (issue 22 item 3): the value before is written back
// through the same edit path as any edit (validated, the table's policy, the caller's edit rule on
// the screen), so the rollback is itself a new attributed change that the change log records (with
// `rollback_of`), and the original row is marked rolled back; history only grows. When the field
// has changed again since, the caller confirms first: 409 unless `force`. All ids in one transaction.
import { AppError } from '../../../http/errors';
import { authorize } from '../../../http/authorize';
import { ruleName } from '../../../../src/shared/crud/screen';
import type { ActionCall } from './actions';
import { parseAuditBatch } from './audit-batch';
import { decodeValue, encodeValue } from './capture';
import { oneRow } from './read';
import type { AnyDb } from './sql';
import { parseKey } from './values';
import { editInTransaction, inTransaction } from './write';

async function rollbackOne(trx: AnyDb, call: ActionCall, id: number, force: boolean): Promise<void> {
  const { ctx, subject } = call;
  const log = await trx.selectFrom('security_sensitive_data_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!log) throw new AppError(404, 'resource.notFound', null, { key: String(id) });
  if (log.rolled_back) throw new AppError(409, 'rollback.already', null, { id });
  if (log.secret) throw new AppError(400, 'rollback.secret', null, { field: log.data_field });
  const model = call.screenOf(log.screen);
  const field = model && model.table === log.data_table ? model.fields.get(log.data_field) : undefined;
  if (!model || !field) throw new AppError(409, 'rollback.fieldGone', null, { screen: log.screen || log.data_table, field: log.data_field });
  authorize(subject, ruleName(model.id, 'edit'));
  const w = call.writer(model);
  const key = parseKey(model, log.id_value, 'id_value');
  const current = await oneRow(ctx, model, key, { ownerId: null }, trx);
  if (!force && encodeValue(current[field.key]) !== log.after) throw new AppError(409, 'rollback.changedSince', { confirm: true }, { field: field.key, row: log.id_value });
  await editInTransaction(trx, w, key, { [field.key]: decodeValue(field, log.before) }, id);
  await trx
    .updateTable('security_sensitive_data_log')
    .set({ rolled_back: 1, rolled_back_at: ctx.now(), rolled_back_by: subject.adminId })
    .where('id', '=', id)
    .execute();
}

/** `POST /api/admin/security-sensitive-data-log/rollback {ids, force?}` → the ids rolled back. */
export async function rollbackChanges(call: ActionCall): Promise<unknown> {
  const { ids, force } = parseAuditBatch(call.body);
  await inTransaction(call.writer(call.model), async (trx) => {
    for (const id of ids) await rollbackOne(trx, call, id, force);
  });
  return { rolledBack: ids };
}
