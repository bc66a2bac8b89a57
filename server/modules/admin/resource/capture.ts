// The one capture step of the resource service (issue 22 items 1 and 3), run inside the write's
// transaction and driven by the compiled model plus the rule rows, never by per-screen code:
// - a delete on a screen with an enabled recycle rule stores each row with every column (password
//   hashes stay hashes; the log's API never shows them), the rows its ON DELETE CASCADE keys take
//   along and its link rows, so a restore can put all of it back under the original keys;
// - an edit of a field an enabled change-log rule watches stores one row per changed field: who,
//   which row, which field, before and after in wire form (a secret only as "changed").
import type { AppContext } from '../../../context';
import type { FieldModel, ScreenModel } from '../registry/model';
import { policies } from './policies';
import type { Row } from './read';
import { foreignKeys } from './references';
import type { AnyDb } from './sql';

/** Where a write came from, for the audit rows. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** Who is writing, as the audit rows record it. */
export interface Author {
  adminId: number;
  client: Client | null;
}

/** Sessions end with a deleted account and never come back with a restore (they go, uncaptured). */
const SESSION_TABLES: ReadonlySet<string> = new Set(['auth_token', 'admin_token']);

/** A table whose rows go with a deleted row: cascaded children and link rows, by their column naming it. */
interface Child {
  table: string;
  column: string;
}

/** What a recycle-log row holds: the row's columns and the children that went with it. */
export interface Captured {
  row: Row;
  /** Write-only columns of the row (kept for the restore, left out of every read). */
  hidden?: string[];
  children: { table: string; column: string; rows: Row[] }[];
}

/** The enabled rules of a screen (a screen may have several: any keeps its deletes, their fields add up). */
async function enabledRules(trx: AnyDb, table: 'security_data_recycle' | 'security_sensitive_data', screen: string) {
  return (await trx.selectFrom(table).selectAll().where('screen', '=', screen).where('status', '=', 1).orderBy('id').execute()) as { id: number; data_fields?: string }[];
}

async function childrenOf(trx: AnyDb, ctx: AppContext, model: ScreenModel): Promise<Child[]> {
  const children = new Map<string, Child>();
  for (const key of await foreignKeys(trx, ctx.dialect)) {
    if (key.refTable === model.table && key.table !== model.table && key.onDelete === 'cascade') children.set(key.table, { table: key.table, column: key.column });
  }
  for (const field of model.links) children.set(field.field.links!.table, { table: field.field.links!.table, column: field.field.links!.self });
  return [...children.values()];
}

/**
 * Stores the rows about to be deleted in the recycle bin when an enabled rule watches the screen.
 * Returns the tables captured with them: the delete may take their rows (references.ts).
 */
export async function captureDelete(trx: AnyDb, ctx: AppContext, model: ScreenModel, keys: readonly (string | number)[], author: Author): Promise<Set<string>> {
  const [rule] = model.recycle ? await enabledRules(trx, 'security_data_recycle', model.id) : [];
  if (!rule) return new Set();
  const children = await childrenOf(trx, ctx, model);
  const now = ctx.now();
  for (const key of keys) {
    const row = (await trx.selectFrom(model.table).selectAll().where(model.pk.column, '=', key).executeTakeFirstOrThrow()) as Row;
    const captured: Captured = { row, hidden: model.secrets.map((f) => f.column), children: [] };
    for (const child of children) {
      if (SESSION_TABLES.has(child.table)) continue;
      const rows = (await trx.selectFrom(child.table).selectAll().where(child.column, '=', key).execute()) as Row[];
      if (rows.length > 0) captured.children.push({ ...child, rows });
    }
    await trx
      .insertInto('security_data_recycle_log')
      .values({
        admin_id: author.adminId,
        recycle_id: rule.id,
        screen: model.id,
        data_table: model.table,
        primary_key: model.pk.column,
        row_key: String(key),
        data: JSON.stringify(captured),
        ip: author.client?.ip ?? '',
        useragent: (author.client?.userAgent ?? '').slice(0, 255),
        created_at: now,
      })
      .execute();
  }
  return new Set(children.map((c) => c.table));
}

/** A watched value as the log stores it: text as is, anything else as JSON (read back by its field's type). */
export function encodeValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The wire value a logged text stands for (the inverse of encodeValue for the field's type). */
export function decodeValue(field: FieldModel, text: string | null): unknown {
  if (text === null) return null;
  return field.type === 'string' || field.type === 'text' ? text : JSON.parse(text);
}

/** True when the field's value of this row is never shown: a secret field, or one its table's mask hides. */
export function isSecretValue(model: ScreenModel, field: FieldModel, row: Row): boolean {
  if (field.secret) return true;
  const mask = policies[model.table]?.mask;
  return mask !== undefined && mask({ ...row })[field.key] !== row[field.key];
}

/** The fields an enabled change-log rule watches on this screen (within what its schema allows). */
async function watchedFields(trx: AnyDb, model: ScreenModel): Promise<{ field: FieldModel; ruleId: number }[]> {
  if (model.sensitive.length === 0) return [];
  const rules = await enabledRules(trx, 'security_sensitive_data', model.id);
  const ruleOf = new Map<string, number>();
  for (const rule of rules) for (const name of JSON.parse(rule.data_fields ?? '[]') as string[]) if (!ruleOf.has(name)) ruleOf.set(name, rule.id);
  return model.sensitive.filter((f) => ruleOf.has(f.key)).map((field) => ({ field, ruleId: ruleOf.get(field.key)! }));
}

/**
 * Logs the watched fields an edit wrote and changed, comparing the row before and after in wire
 * form (the row is read again only when a watched field was written). A secret written is logged
 * as changed (its value is neither readable nor stored). `rollbackOf` links the rows of a rollback
 * to the change it undid.
 */
export async function captureEdit(
  trx: AnyDb,
  ctx: AppContext,
  model: ScreenModel,
  change: { key: string | number; before: Row; readAfter: () => Promise<Row>; written: ReadonlySet<string> },
  author: Author,
  rollbackOf: number | null = null,
): Promise<void> {
  const watch = await watchedFields(trx, model);
  const now = ctx.now();
  const written = watch.filter((w) => change.written.has(w.field.key));
  if (written.length === 0) return;
  const afterRow = await change.readAfter();
  for (const { field, ruleId } of written) {
    const secret = isSecretValue(model, field, change.before) || isSecretValue(model, field, afterRow);
    const before = secret ? null : encodeValue(change.before[field.key]);
    const after = secret ? null : encodeValue(afterRow[field.key]);
    if (!secret && before === after) continue;
    await trx
      .insertInto('security_sensitive_data_log')
      .values({
        admin_id: author.adminId,
        sensitive_id: ruleId,
        screen: model.id,
        data_table: model.table,
        primary_key: model.pk.column,
        data_field: field.key,
        data_comment: field.field.label['zh-cn'].slice(0, 100),
        id_value: String(change.key),
        before,
        after,
        secret: secret ? 1 : 0,
        rollback_of: rollbackOf,
        ip: author.client?.ip ?? '',
        useragent: (author.client?.userAgent ?? '').slice(0, 255),
        created_at: now,
      })
      .execute();
  }
}
