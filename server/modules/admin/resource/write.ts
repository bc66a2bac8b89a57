// Writing a screen's rows: add, edit, delete and drag sort, each in one transaction that also
// replaces link rows and runs the screen's policy. Generic rules come from the model: writable
// fields only, values checked per field, secrets hashed (scrypt) and blank-means-unchanged, unique
// fields, tree parents that exist and do not make a cycle, the owner forced on member screens.
// The database's own rules answer as the caller's mistakes, never as 500s: a foreign key naming no
// row or a missing NOT NULL value is a 400 naming the field, a delete that other rows still need
// is a 409 naming them (references.ts).
import { AppError } from '../../../http/errors';
import type { AppContext } from '../../../context';
import { hashPassword } from '../../auth/password';
import type { AdminSubject } from '../identity/grants';
import type { FieldModel, ScreenModel } from '../registry/model';
import type { ScreenPolicy, WriteRequest } from './policy';
import { oneRow, type Row } from './read';
import { checkDeleteReferences, checkReferencedRowsExist, type ScreenOfTable } from './references';
import { checkAuditRule } from './audit-rules';
import { captureDelete, captureEdit, type Author, type Client } from './capture';
import { anyDb, type AnyDb } from './sql';
import { fieldError, parseKey, valueToDb } from './values';
import { isBlank } from '../../../../src/shared/validation';

const MAX_DELETE = 500;

export interface WriteContext {
  ctx: AppContext;
  model: ScreenModel;
  subject: AdminSubject | null;
  ownerId: number | null;
  policy: ScreenPolicy | undefined;
  /** Another screen's model (link targets). */
  screenOf(id: string): ScreenModel | undefined;
  /** Every screen (which screen shows a table that references or is referenced). */
  screens(): ScreenModel[];
  /** Where the request came from (recorded with recycle and change-log rows). */
  client?: Client | null;
}

function authorOf(w: WriteContext): Author {
  return { adminId: w.subject?.adminId ?? 0, client: w.client ?? null };
}

/** The screen that shows a table: the admin one where a member screen shares it. */
function screenOfTable(w: WriteContext): ScreenOfTable {
  return (table) => {
    const showing = w.screens().filter((s) => s.table === table);
    return showing.find((s) => s.screen.scope === 'admin') ?? showing[0];
  };
}

interface DbError {
  code?: string;
  message?: string;
  table?: string;
  column?: string;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as DbError;
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e.message ?? '');
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as DbError;
  return e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(e.message ?? '');
}

/** The table and column a NOT NULL violation names (PostgreSQL says so in fields, SQLite in its message). */
function notNullViolation(error: unknown): { table: string; column: string } | null {
  const e = error as DbError;
  if (e.code === '23502' && e.table && e.column) return { table: e.table, column: e.column };
  const match = /NOT NULL constraint failed: (\w+)\.(\w+)/.exec(e.message ?? '');
  return match ? { table: match[1], column: match[2] } : null;
}

async function checkLinks(trx: AnyDb, w: WriteContext, field: FieldModel, keys: unknown[]): Promise<(string | number)[]> {
  const target = field.field.remote ? w.screenOf(field.field.remote.screen) : undefined;
  if (!target) throw fieldError(field.key, 'field.noTarget');
  const parsed = [...new Set(keys.map((k) => parseKey(target, k, field.key)))];
  if (parsed.length === 0) return [];
  const found = await trx.selectFrom(target.table).select(target.pk.column).where(target.pk.column, 'in', parsed).execute();
  if (found.length !== parsed.length) throw fieldError(field.key, 'field.unknownTarget', { screen: target.id });
  return parsed;
}

/** Checks the body and turns it into column values and link lists. */
async function prepare(trx: AnyDb, w: WriteContext, body: unknown, op: 'add' | 'edit') {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError(400, 'body.notObject');
  const input = body as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const links: Record<string, (string | number)[]> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = w.model.fields.get(key);
    if (!field) throw fieldError(key, 'field.unknown');
    if (!field.writable) throw fieldError(key, 'field.readOnly');
    if (field.secret) {
      if (isBlank(value)) continue; // blank = unchanged
      valueToDb(field, value);
      values[key] = field.secret === 'scrypt' ? await hashPassword(value as string) : value;
    } else if (field.type === 'links') {
      links[key] = await checkLinks(trx, w, field, valueToDb(field, value) as unknown[]);
    } else {
      values[key] = valueToDb(field, value);
    }
  }
  if (op === 'add') {
    for (const field of w.model.fields.values()) {
      if (!field.writable || isGiven(field, values, links)) continue;
      const needed = field.rules.includes('required') || (field.secret && !field.nullable && field.field.default === undefined);
      if (needed) throw fieldError(field.key, 'field.required');
    }
  }
  return { values, links };
}

function isGiven(field: FieldModel, values: Record<string, unknown>, links: Record<string, unknown>): boolean {
  return field.key in values || field.key in links;
}

async function checkUnique(trx: AnyDb, model: ScreenModel, values: Record<string, unknown>, self: string | number | null): Promise<void> {
  for (const field of model.fields.values()) {
    if (!field.field.unique || !(field.key in values) || values[field.key] === null) continue;
    let query = trx.selectFrom(model.table).select(model.pk.column).where(field.column, '=', values[field.key]);
    if (self !== null) query = query.where(model.pk.column, '<>', self);
    if (await query.executeTakeFirst()) throw fieldError(field.key, 'field.exists');
  }
}

/** The parent must exist (0 = root) and, on edit, be neither the row nor one of its descendants. */
async function checkParent(trx: AnyDb, model: ScreenModel, values: Record<string, unknown>, self: string | number | null): Promise<void> {
  const tree = model.tree;
  if (!tree || !(tree.key in values)) return;
  const parent = values[tree.key];
  if (parent === 0 || parent === null) return;
  if (parent === self) throw fieldError(tree.key, 'field.treeSelf');
  const rows = (await trx.selectFrom(model.table).select([`${model.pk.column} as key`, `${tree.column} as parent`]).execute()) as { key: unknown; parent: unknown }[];
  const parentOf = new Map(rows.map((r) => [r.key, r.parent]));
  if (!parentOf.has(parent)) throw fieldError(tree.key, 'field.treeUnknown');
  for (let at: unknown = parent, steps = 0; at !== 0 && at !== null && at !== undefined && steps <= rows.length; at = parentOf.get(at), steps++) {
    if (at === self) throw fieldError(tree.key, 'field.treeDescendant');
  }
}

async function replaceLinks(trx: AnyDb, model: ScreenModel, rowKey: string | number, links: Record<string, (string | number)[]>): Promise<void> {
  for (const [fieldKey, keys] of Object.entries(links)) {
    const spec = model.fields.get(fieldKey)!.field.links!;
    await trx.deleteFrom(spec.table).where(spec.self, '=', rowKey).execute();
    if (keys.length > 0) await trx.insertInto(spec.table).values(keys.map((k) => ({ [spec.self]: rowKey, [spec.other]: k }))).execute();
  }
}

export async function inTransaction<T>(w: WriteContext, work: (trx: AnyDb) => Promise<T>): Promise<T> {
  try {
    return await anyDb(w.ctx).transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'resource.duplicate');
    // The checks before the statement catch what they can name; these are what slipped past them.
    const missing = notNullViolation(error);
    if (missing && missing.table === w.model.table) {
      const field = [...w.model.fields.values()].find((f) => f.column === missing.column);
      throw fieldError(field?.key ?? missing.column, 'field.required');
    }
    if (isForeignKeyViolation(error)) throw new AppError(409, 'resource.foreignKey');
    throw error;
  }
}

export async function addRow(w: WriteContext, body: unknown): Promise<Row> {
  const { model } = w;
  return inTransaction(w, async (trx) => {
    const { values, links } = await prepare(trx, w, body, 'add');
    checkAuditRule(model, values, w.screenOf);
    await checkUnique(trx, model, values, null);
    await checkParent(trx, model, values, null);
    const request: WriteRequest = { ctx: w.ctx, trx, model, subject: w.subject, op: 'add', key: null, values, links, existing: null };
    await w.policy?.beforeWrite?.(request);
    const now = w.ctx.now();
    const columns: Record<string, unknown> = {};
    for (const [fieldKey, value] of Object.entries(values)) columns[model.fields.get(fieldKey)!.column] = value;
    if (model.createdAt) columns[model.createdAt.column] = now;
    if (model.updatedAt) columns[model.updatedAt.column] = now;
    if (model.owner && w.ownerId !== null) columns[model.owner.column] = w.ownerId;
    await checkReferencedRowsExist(trx, w.ctx.dialect, model, columns, screenOfTable(w));
    const inserted = await trx.insertInto(model.table).values(columns).returning(`${model.pk.column} as key`).executeTakeFirstOrThrow();
    const rowKey = inserted.key as string | number;
    await replaceLinks(trx, model, rowKey, links);
    await w.policy?.afterWrite?.({ ...request, key: rowKey });
    return { [model.pk.key]: rowKey };
  });
}

export async function editRow(w: WriteContext, rowKey: string | number, body: unknown): Promise<void> {
  await inTransaction(w, (trx) => editInTransaction(trx, w, rowKey, body));
}

/** An edit inside the caller's transaction (a rollback's edits); `rollbackOf` = the change-log row it undoes. */
export async function editInTransaction(trx: AnyDb, w: WriteContext, rowKey: string | number, body: unknown, rollbackOf: number | null = null): Promise<void> {
  const { model } = w;
  // Read in the transaction (locked on PostgreSQL), so checks against it hold until the commit.
  const existing = await oneRow(w.ctx, model, rowKey, { ownerId: w.ownerId }, trx);
  const { values, links } = await prepare(trx, w, body, 'edit');
  checkAuditRule(model, { ...existing, ...values }, w.screenOf);
  await checkUnique(trx, model, values, rowKey);
  await checkParent(trx, model, values, rowKey);
  const request: WriteRequest = { ctx: w.ctx, trx, model, subject: w.subject, op: 'edit', key: rowKey, values, links, existing };
  await w.policy?.beforeWrite?.(request);
  const columns: Record<string, unknown> = {};
  for (const [fieldKey, value] of Object.entries(values)) columns[model.fields.get(fieldKey)!.column] = value;
  if (model.updatedAt) columns[model.updatedAt.column] = w.ctx.now();
  await checkReferencedRowsExist(trx, w.ctx.dialect, model, columns, screenOfTable(w));
  if (Object.keys(columns).length > 0) await trx.updateTable(model.table).set(columns).where(model.pk.column, '=', rowKey).execute();
  await replaceLinks(trx, model, rowKey, links);
  await w.policy?.afterWrite?.(request);
  const written = new Set([...Object.keys(values), ...Object.keys(links)]);
  const readAfter = () => oneRow(w.ctx, model, rowKey, { ownerId: w.ownerId }, trx);
  await captureEdit(trx, w.ctx, model, { key: rowKey, before: existing, readAfter, written }, authorOf(w), rollbackOf);
}

export function parseIds(model: ScreenModel, raw: unknown): (string | number)[] {
  if (typeof raw !== 'string' || raw.trim() === '') throw new AppError(400, 'ids.missing');
  const parts = raw.split(',');
  if (parts.length > MAX_DELETE) throw new AppError(400, 'ids.tooMany', null, { max: MAX_DELETE });
  return [...new Set(parts.map((p) => parseKey(model, p.trim(), 'ids')))];
}

export async function deleteRows(w: WriteContext, keys: (string | number)[]): Promise<{ deleted: number }> {
  const { model } = w;
  return inTransaction(w, async (trx) => {
    let scoped = trx.selectFrom(model.table).select(`${model.pk.column} as key`).where(model.pk.column, 'in', keys);
    if (model.owner && w.ownerId !== null) scoped = scoped.where(model.owner.column, '=', w.ownerId);
    const found = (await scoped.execute()).map((r) => r.key as string | number);
    if (found.length !== keys.length) throw new AppError(404, 'resource.notFound', null, { key: keys.filter((k) => !found.includes(k)).join(',') });
    if (model.tree) {
      const child = await trx.selectFrom(model.table).select(`${model.pk.column} as key`).where(model.tree.column, 'in', keys).where(model.pk.column, 'not in', keys).executeTakeFirst();
      if (child) throw new AppError(400, 'ids.childFirst', null, { key: String(child.key) });
    }
    const request = { ctx: w.ctx, trx, model, subject: w.subject, keys, screens: w.screens };
    await w.policy?.beforeDelete?.(request);
    // The screen's own link rows go with it, and whatever the recycle bin keeps of it.
    const kept = await captureDelete(trx, w.ctx, model, keys, authorOf(w));
    const captured = new Set([...model.links.map((field) => field.field.links!.table), ...kept]);
    await checkDeleteReferences(trx, w.ctx.dialect, model, keys, { screenOfTable: screenOfTable(w), captured });
    for (const field of model.links) await trx.deleteFrom(field.field.links!.table).where(field.field.links!.self, 'in', keys).execute();
    const result = await trx.deleteFrom(model.table).where(model.pk.column, 'in', keys).executeTakeFirst();
    await w.policy?.afterDelete?.(request);
    return { deleted: Number(result.numDeletedRows) };
  });
}

/** Drag sort: the moved row takes the target's place; rows with equal weights are spread first. */
export async function sortRows(w: WriteContext, body: unknown): Promise<void> {
  const { model } = w;
  const weight = model.weight;
  if (!weight) throw new AppError(400, 'sortable.none');
  const { id, targetId } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const moveKey = parseKey(model, id, 'id');
  const targetKey = parseKey(model, targetId, 'targetId');
  if (moveKey === targetKey) throw new AppError(400, 'targetId.same');
  await inTransaction(w, async (trx) => {
    let query = trx.selectFrom(model.table).select([`${model.pk.column} as key`, `${weight.column} as weight`]).where(model.pk.column, 'in', [moveKey, targetKey]);
    if (model.owner && w.ownerId !== null) query = query.where(model.owner.column, '=', w.ownerId);
    const rows = (await query.execute()) as { key: string | number; weight: number }[];
    const moved = rows.find((r) => r.key === moveKey);
    const target = rows.find((r) => r.key === targetKey);
    if (!moved || !target) throw new AppError(404, 'resource.notFound', null, { key: String(moved ? targetKey : moveKey) });
    const [a, b] = moved.weight === target.weight ? [target.weight + 1, target.weight] : [Number(target.weight), Number(moved.weight)];
    await trx.updateTable(model.table).set({ [weight.column]: a }).where(model.pk.column, '=', moveKey).execute();
    await trx.updateTable(model.table).set({ [weight.column]: b }).where(model.pk.column, '=', targetKey).execute();
  });
}
