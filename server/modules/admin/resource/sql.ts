// The SQL of the resource API, built with Kysely over the screen's whitelist: identifiers come
// only from the compiled model, every value is a bound parameter. The same expressions run on
// SQLite and PostgreSQL.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../../context';
import type { Dialect } from '../../../db/connect';
import { ftsPhrase, indexable, quickSearchIndexOf, type QuickSearchIndex } from '../../../db/quick-search-index';
import type { FieldModel, ScreenModel } from '../registry/model';
import { COUNT_CAP, type ListParams, type SearchTerm } from './list-query';
import type { RowScope } from './reach';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- crud tables are known only at run time
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Eb = ExpressionBuilder<any, any>;

export function anyDb(ctx: AppContext): AnyDb {
  return ctx.db as unknown as AnyDb;
}

/** The database a list or select reads from: off the request thread where there is one (AppContext.reads). */
export function readsDb(ctx: AppContext): AnyDb {
  return (ctx.reads ?? ctx.db) as unknown as AnyDb;
}

/** `%`, `_` and the escape character itself match only themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive substring match. SQLite's LIKE already ignores ASCII case (and a lower() per row
 * would double the cost of a quick search over 100 000 rows); PostgreSQL says so with ILIKE.
 */
function containsText(column: string, text: string, dialect: Dialect): Expression<SqlBool> {
  const pattern = `%${escapeLike(text)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/** A JSON array column (compact text as we write it) holding any of the values. */
function jsonHasAny(column: string, values: unknown[]): Expression<SqlBool>[] {
  return values.map((value) =>
    typeof value === 'number'
      ? sql<SqlBool>`(',' || substr(${sql.ref(column)}, 2, length(${sql.ref(column)}) - 2) || ',') LIKE ${`%,${value},%`}`
      : sql<SqlBool>`${sql.ref(column)} LIKE ${`%${escapeLike(JSON.stringify(value))}%`} ESCAPE '\\'`,
  );
}

function termExpression(eb: Eb, model: ScreenModel, term: SearchTerm, dialect: Dialect): Expression<SqlBool> {
  const column = term.field.column;
  const value = term.value;
  switch (term.operator) {
    case 'eq':
      return eb(column, '=', value);
    case 'ne':
      return eb.or([eb(column, '<>', value), eb(column, 'is', null)]);
    case 'gt':
      return eb(column, '>', value);
    case 'gte':
      return eb(column, '>=', value);
    case 'lt':
      return eb(column, '<', value);
    case 'lte':
      return eb(column, '<=', value);
    case 'contains':
      return containsText(column, value as string, dialect);
    case 'in':
      return eb(column, 'in', value as unknown[]);
    case 'has': {
      const links = term.field.field.links;
      if (links) {
        return eb.exists(
          eb
            .selectFrom(links.table)
            .select(sql.lit(1).as('one'))
            .whereRef(`${links.table}.${links.self}`, '=', `${model.table}.${model.pk.column}`)
            .where(`${links.table}.${links.other}`, 'in', value as unknown[]),
        );
      }
      return eb.or(jsonHasAny(column, value as unknown[]));
    }
    case 'between': {
      const [from, to] = value as [unknown, unknown];
      const parts: Expression<SqlBool>[] = [];
      if (from !== null) parts.push(eb(column, '>=', from));
      if (to !== null) parts.push(eb(column, '<=', to));
      return eb.and(parts);
    }
    case 'isNull':
      return value ? eb(column, 'is', null) : eb(column, 'is not', null);
  }
}

export interface Filter {
  search: SearchTerm[];
  quickSearch: string;
  /** Member screens: the signed-in member's id, forced on every read. */
  ownerId: number | null;
  /** The rows the caller reaches (a table policy's scope), or null. */
  rows: RowScope | null;
  dialect: Dialect;
  /** SQLite: the screen's trigram index, when its writer made it (quickSearchIndex). */
  index?: QuickSearchIndex | null;
}

const indexes = new WeakMap<ScreenModel, Promise<QuickSearchIndex | null>>();

/**
 * The FTS5 trigram index of a screen's quick search on SQLite, when it exists (looked up once per
 * compiled screen: a table stored before the index was made has none until its next write).
 * PostgreSQL needs none here: its ILIKE uses the pg_trgm index by itself.
 */
export function quickSearchIndex(db: AnyDb, dialect: Dialect, model: ScreenModel): Promise<QuickSearchIndex | null> {
  if (dialect !== 'sqlite') return Promise.resolve(null);
  let found = indexes.get(model);
  if (!found) {
    const index = quickSearchIndexOf(model);
    found = index
      ? sql<{ one: number }>`SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ${index.name}`.execute(db).then((r) => (r.rows.length > 0 ? index : null))
      : Promise.resolve(null);
    indexes.set(model, found);
  }
  return found;
}

/** The WHERE of a list: owner scope AND every search term AND (any quick-search field matches). */
export function whereOf(model: ScreenModel, filter: Filter) {
  return (eb: Eb) => {
    const parts: Expression<SqlBool>[] = [];
    if (model.owner && filter.ownerId !== null) parts.push(eb(model.owner.column, '=', filter.ownerId));
    if (filter.rows) parts.push(filter.rows(eb));
    for (const term of filter.search) parts.push(termExpression(eb, model, term, filter.dialect));
    if (filter.quickSearch !== '') parts.push(eb.or(quickSearchParts(eb, model, filter)));
    return eb.and(parts);
  };
}

/**
 * Any quick-search field matches: a key equals the number, a text column contains the text. With a
 * trigram index and 3+ characters, the rows the index finds are narrowed first and the LIKEs then
 * decide, so the answer is exactly LIKE's (the index folds more case than SQLite's LIKE does).
 */
function quickSearchParts(eb: Eb, model: ScreenModel, filter: Filter): Expression<SqlBool>[] {
  const text = filter.quickSearch;
  const keys: Expression<SqlBool>[] = [];
  const texts: Expression<SqlBool>[] = [];
  for (const field of model.quickSearch) {
    if (field.type === 'integer' || field.type === 'bigint') {
      if (/^\d{1,15}$/.test(text)) keys.push(eb(field.column, '=', Number(text)));
    } else if (field.type === 'string' || field.type === 'text' || field.type === 'label') {
      texts.push(containsText(field.column, text, filter.dialect));
    }
  }
  const index = filter.index && indexable(text) ? filter.index : null;
  if (!index || texts.length === 0) return [...keys, ...texts];
  const found = sql<number>`(SELECT rowid FROM ${sql.table(index.name)} WHERE ${sql.table(index.name)} MATCH ${ftsPhrase(text)})`;
  return [...keys, eb.and([eb(model.pk.column, 'in', found), eb.or(texts)])];
}

/** The readable columns under their field keys. */
export function selection(fields: FieldModel[]) {
  return fields.map((f) => sql.ref(f.column).as(f.key));
}

/**
 * The rows of `query` counted up to COUNT_CAP + 1 only (issue 27 item 2): a count reads at most that
 * many index entries however large the table; `capped` = there are more than COUNT_CAP.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query over a table known only at run time
export async function cappedCount(db: AnyDb, query: SelectQueryBuilder<any, any, any>): Promise<{ total: number; capped: boolean }> {
  const inner = query.select(sql.lit(1).as('one')).limit(COUNT_CAP + 1).as('capped');
  const row = await db.selectFrom(inner).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}

/** Keyset paging: the rows after (sort value, key) in the list's order; the sort column holds no null. */
export function afterCursor(model: ScreenModel, order: ListParams['order'], cursor: NonNullable<ListParams['cursor']>) {
  const op = order.order === 'desc' ? '<' : '>';
  return (eb: Eb): Expression<SqlBool> => {
    if (order.field === model.pk) return eb(model.pk.column, op, cursor.key);
    const column = order.field.column;
    return eb.or([eb(column, op, cursor.value), eb.and([eb(column, '=', cursor.value), eb(model.pk.column, op, cursor.key)])]);
  };
}
