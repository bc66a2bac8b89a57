// Restoring from the recycle bin (issue 22 item 2): the captured row and its children go back under
// their ORIGINAL keys (a member's licences and benefits, an administrator's group links), as a new
// change of the caller who holds the restore rule and the screen's add rule. The row must still fit:
// its key free, its unique values unused, the rows it refers to still there, else a 409 naming the
// clash. The table's policy judges the restore as an add of that row with those links (a delegated
// administrator brings back no group beyond their own rules). Only the columns the tables still have are written (a later column takes its default). On
// PostgreSQL the key sequences move past the restored keys. The log row is marked, never deleted.
import { sql } from 'kysely';
import { AppError } from '../../../http/errors';
import { authorize } from '../../../http/authorize';
import { tableColumns } from '../../../db/runtime-ddl';
import { ruleName } from '../../../../src/shared/crud/screen';
import type { ScreenModel } from '../registry/model';
import type { ActionCall } from './actions';
import type { WriteRequest } from './policy';
import { eachRow, parseAuditBatch } from './audit-batch';
import type { Captured } from './capture';
import type { Row } from './read';
import { foreignKeys } from './references';
import type { AnyDb } from './sql';
import { inTransaction, type WriteContext } from './write';

/** The row's values of the columns the table still has. */
async function fitting(trx: AnyDb, w: WriteContext, table: string, rows: Row[]): Promise<Row[]> {
  const columns = await tableColumns(trx, w.ctx.dialect, table);
  if (!columns) return [];
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))));
}

async function checkFree(trx: AnyDb, model: ScreenModel, row: Row): Promise<void> {
  const key = row[model.pk.column];
  if (await trx.selectFrom(model.table).select(model.pk.column).where(model.pk.column, '=', key).executeTakeFirst()) {
    throw new AppError(409, 'recycle.keyTaken', null, { screen: model.id, key: String(key) });
  }
  for (const field of model.fields.values()) {
    const value = row[field.column];
    if (!field.field.unique || field === model.pk || value === null || value === undefined) continue;
    const other = await trx.selectFrom(model.table).select(`${model.pk.column} as key`).where(field.column, '=', value).executeTakeFirst();
    if (other) throw new AppError(409, 'recycle.uniqueTaken', null, { field: field.key, value: String(value), screen: model.id, row: String(other.key) });
  }
}

async function checkReferences(trx: AnyDb, w: WriteContext, model: ScreenModel, row: Row): Promise<void> {
  for (const key of await foreignKeys(trx, w.ctx.dialect)) {
    const value = row[key.column];
    if (key.table !== model.table || value === null || value === undefined) continue;
    if (await trx.selectFrom(key.refTable).select(key.refColumn).where(key.refColumn, '=', value).executeTakeFirst()) continue;
    const field = [...model.fields.values()].find((f) => f.column === key.column);
    const screen = w.screens().find((s) => s.table === key.refTable && s.screen.scope === 'admin');
    throw new AppError(409, 'recycle.referenceGone', null, { field: field?.key ?? key.column, screen: screen?.id ?? key.refTable, key: String(value) });
  }
}

/** The restored row as an add request sees it: values by field key, link fields from the captured link rows. */
function asAdd(model: ScreenModel, row: Row, captured: Captured): Pick<WriteRequest, 'values' | 'links'> {
  const values: Record<string, unknown> = {};
  for (const field of model.fields.values()) if (field.column in row) values[field.key] = row[field.column];
  const links: Record<string, (string | number)[]> = {};
  for (const field of model.links) {
    const spec = field.field.links!;
    links[field.key] = (captured.children.find((c) => c.table === spec.table)?.rows ?? []).map((r) => r[spec.other] as string | number);
  }
  return { values, links };
}

/** PostgreSQL: a serial key's sequence continues after the highest key, restored ones included. */
async function moveSequence(trx: AnyDb, w: WriteContext, table: string, column: string): Promise<void> {
  if (w.ctx.dialect !== 'postgres') return;
  const columns = await tableColumns(trx, w.ctx.dialect, table);
  if (!columns?.has(column)) return;
  const { rows } = await sql<{ name: string | null }>`SELECT pg_get_serial_sequence(${table}, ${column}) AS name`.execute(trx);
  if (!rows[0]?.name) return;
  await sql`SELECT setval(${rows[0].name}, (SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}))`.execute(trx);
}

/** The captured row and children, or null when the log row holds something else. */
function capturedOf(data: string): Captured | null {
  try {
    const captured = JSON.parse(data) as Captured;
    const isRow = (row: unknown) => typeof row === 'object' && row !== null && !Array.isArray(row);
    const fits = isRow(captured?.row) && Array.isArray(captured.children) && captured.children.every((c) => typeof c.table === 'string' && Array.isArray(c.rows) && c.rows.every(isRow));
    return fits ? captured : null;
  } catch {
    return null;
  }
}

async function restoreOne(call: ActionCall, id: number): Promise<void> {
  const { ctx, subject } = call;
  const log = await ctx.db.selectFrom('security_data_recycle_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!log) throw new AppError(404, 'resource.notFound', null, { key: String(id) });
  const model = call.screenOf(log.screen);
  if (!model || model.table !== log.data_table) throw new AppError(409, 'recycle.screenGone', null, { screen: log.screen || log.data_table });
  authorize(subject, ruleName(model.id, 'add'));
  const w = call.writer(model);
  const captured = capturedOf(log.data);
  if (!captured) throw new AppError(409, 'recycle.unreadable', null, { id });
  await inTransaction(w, async (trx) => {
    // Marked first: a second restore of the same row waits here (PostgreSQL) and then finds it restored.
    const marked = await trx
      .updateTable('security_data_recycle_log')
      .set({ restored: 1, restored_at: ctx.now(), restored_by: subject.adminId })
      .where('id', '=', id)
      .where('restored', '=', 0)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new AppError(409, 'recycle.alreadyRestored', null, { id });
    const [row] = await fitting(trx, w, model.table, [captured.row]);
    await checkFree(trx, model, row);
    await checkReferences(trx, w, model, row);
    const request: WriteRequest = { ctx, trx, model, subject, op: 'add', key: null, existing: null, ...asAdd(model, row, captured) };
    await w.policy?.beforeWrite?.(request);
    await trx.insertInto(model.table).values(row).execute();
    await moveSequence(trx, w, model.table, model.pk.column);
    for (const child of captured.children) {
      const rows = await fitting(trx, w, child.table, child.rows);
      if (rows.length === 0) continue;
      await trx.insertInto(child.table).values(rows).execute();
      await moveSequence(trx, w, child.table, 'id');
    }
    await w.policy?.afterWrite?.({ ...request, key: row[model.pk.column] as string | number });
  });
}

/** `POST /api/admin/security-data-recycle-log/restore {ids}` → each id's result. */
export async function restoreRows(call: ActionCall): Promise<unknown> {
  const { ids } = parseAuditBatch(call.body);
  return eachRow(ids, call.locale, (id) => restoreOne(call, id));
}
