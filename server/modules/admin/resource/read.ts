// Reading a screen's rows: a page of the list (or, for tree screens, every matching row nested
// under its parent), one row, and remote-select options. Link fields are filled from their link
// tables with one query per page; secrets never leave the table.
import { sql } from 'kysely';
import { AppError } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { Locale } from '../../../http/messages';
import type { ScreenModel } from '../registry/model';
import { auditLogOf } from '../retention/logs';
import { DEFAULT_WINDOW_DAYS, encodeCursor, pagesByCursor, type ListParams, type SelectParams } from './list-query';
import type { RowScope } from './reach';
import { afterCursor, anyDb, cappedCount, quickSearchIndex, readsDb, selection, whereOf, type AnyDb, type Filter } from './sql';
import { rowToWire } from './values';


export type Row = Record<string, unknown>;

const DAY_MS = 24 * 3600_000;

export interface ReadScope {
  ownerId: number | null;
  /** The rows the caller reaches (the table policy's scope); null = every row. */
  rows?: RowScope | null;
}

async function attachLinks(db: AnyDb, model: ScreenModel, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.map((r) => r[model.pk.key]);
  for (const field of model.links) {
    const links = field.field.links!;
    const pairs = await db.selectFrom(links.table).select([sql.ref<number>(links.self).as('self'), sql.ref<number>(links.other).as('other')]).where(links.self, 'in', keys).orderBy(links.other).execute();
    const byRow = new Map<unknown, unknown[]>();
    for (const pair of pairs) byRow.set(pair.self, [...(byRow.get(pair.self) ?? []), pair.other]);
    for (const row of rows) row[field.key] = byRow.get(row[model.pk.key]) ?? [];
  }
}

/** Rows whose parent is in the list go under it (`children`); the others are roots. */
function nest(model: ScreenModel, rows: Row[]): Row[] {
  const parentKey = model.tree!.key;
  const byKey = new Map(rows.map((r) => [r[model.pk.key], r]));
  const roots: Row[] = [];
  for (const row of rows) {
    const parent = byKey.get(row[parentKey]);
    if (parent && parent !== row) ((parent.children as Row[] | undefined) ?? (parent.children = [])).push(row);
    else roots.push(row);
  }
  return roots;
}

/** The time window a list over an audit log reads (stated in the answer so the page shows and widens it). */
export interface ListWindow {
  field: string;
  days: number;
  from: number;
}

export interface ListAnswer {
  list: Row[];
  /** Exact up to COUNT_CAP; past it COUNT_CAP with `totalCapped` (at least that many). */
  total: number;
  totalCapped: boolean;
  /** The cursor of the page after this one (null: none, or this sort pages by number only). */
  next: string | null;
  window: ListWindow | null;
}

/** An audit log opens on its last DEFAULT_WINDOW_DAYS unless the caller asks for all or searches its time field. */
function windowOf(ctx: AppContext, model: ScreenModel, params: ListParams): ListWindow | null {
  const log = auditLogOf(model.table);
  const field = log ? model.readable.find((f) => f.column === log.time) : undefined;
  if (!field || params.window === 'all' || params.search.some((term) => term.field === field)) return null;
  const days = params.window ?? DEFAULT_WINDOW_DAYS;
  return { field: field.key, days, from: ctx.now() - days * DAY_MS };
}

/** The filter of a list or select: the caller's terms and reach, and the quick-search index when one helps. */
async function filterOf(ctx: AppContext, model: ScreenModel, params: ListParams, scope: ReadScope): Promise<Filter> {
  const index = params.quickSearch === '' ? null : await quickSearchIndex(anyDb(ctx), ctx.dialect, model);
  return { search: params.search, quickSearch: params.quickSearch, ownerId: scope.ownerId, rows: scope.rows ?? null, dialect: ctx.dialect, index };
}

export async function listRows(ctx: AppContext, model: ScreenModel, params: ListParams, scope: ReadScope): Promise<ListAnswer> {
  const db = readsDb(ctx);
  const where = whereOf(model, await filterOf(ctx, model, params, scope));
  const window = windowOf(ctx, model, params);
  let base = db.selectFrom(model.table).where(where);
  if (window) base = base.where(model.fields.get(window.field)!.column, '>=', window.from);
  const direction = params.order.order;
  let rowsQuery = (params.cursor ? base.where(afterCursor(model, params.order, params.cursor)) : base)
    .select(selection(model.readable))
    .orderBy(sql.ref(params.order.field.column), direction)
    .orderBy(sql.ref(model.pk.column), direction)
    .limit(params.limit);
  if (!model.tree && !params.cursor) rowsQuery = rowsQuery.offset((params.page - 1) * params.limit);
  const [count, raw] = await Promise.all([cappedCount(db, base), rowsQuery.execute()]);
  const last = raw.length === params.limit && pagesByCursor(model, params.order) ? (raw[raw.length - 1] as Row) : null;
  const rows = raw.map((r) => rowToWire(model, r as Row));
  await attachLinks(db, model, rows);
  return {
    list: model.tree ? nest(model, rows) : rows,
    total: count.total,
    totalCapped: count.capped,
    next: last ? encodeCursor(last[params.order.field.key], last[model.pk.key]) : null,
    window,
  };
}

/** One row; inside a write, read through its transaction `trx`, which on PostgreSQL locks the row until it ends. */
export async function oneRow(ctx: AppContext, model: ScreenModel, key: string | number, scope: ReadScope, trx?: AnyDb): Promise<Row> {
  const db = trx ?? anyDb(ctx);
  let query = db.selectFrom(model.table).select(selection(model.readable)).where(model.pk.column, '=', key);
  if (model.owner && scope.ownerId !== null) query = query.where(model.owner.column, '=', scope.ownerId);
  if (scope.rows) query = query.where(scope.rows);
  if (trx && ctx.dialect === 'postgres') query = query.forUpdate();
  const raw = await query.executeTakeFirst();
  if (!raw) throw new AppError(404, 'resource.notFound', null, { key: String(key) });
  const row = rowToWire(model, raw as Row);
  await attachLinks(db, model, [row]);
  return row;
}

function labelText(value: unknown, locale: Locale): string {
  if (typeof value === 'object' && value !== null) {
    const label = value as Record<string, string>;
    return label[locale] ?? label['zh-cn'] ?? '';
  }
  return value === null || value === undefined ? '' : String(value);
}

export async function selectOptions(
  ctx: AppContext,
  model: ScreenModel,
  params: SelectParams,
  scope: ReadScope,
  locale: Locale,
): Promise<{ list: { value: unknown; label: string }[]; total: number; totalCapped: boolean }> {
  const db = readsDb(ctx);
  let base = db.selectFrom(model.table).where(whereOf(model, await filterOf(ctx, model, params, scope)));
  if (params.initValue) base = base.where(model.pk.column, 'in', params.initValue.length > 0 ? params.initValue : [null]);
  const fields = params.label === model.pk ? [model.pk] : [model.pk, params.label];
  let query = base.select(selection(fields)).orderBy(sql.ref(params.order.field.column), params.order.order).orderBy(sql.ref(model.pk.column));
  if (!params.initValue) query = query.limit(params.limit).offset((params.page - 1) * params.limit);
  const [count, raw] = await Promise.all([cappedCount(db, base), query.execute()]);
  const list = raw.map((r) => {
    const row = rowToWire(model, r as Row);
    return { value: row[model.pk.key], label: labelText(row[params.label.key], locale) };
  });
  return { list, total: count.total, totalCapped: count.capped };
}
