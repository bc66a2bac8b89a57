// SQL text for the generic database API. Identifiers only ever come from the whitelist (and are quoted
// anyway); every value travels as a `$n` parameter, never inside the SQL string.
import type { SqlParam } from '../../warehouse/connection';
import type { DatabaseEntry, Filter, LicenceClause, Query, SortSpec } from './types';

/** Collects parameter values and hands out their `$n` placeholders. */
export class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// Dates arrive as 'YYYY-MM-DD' strings; the cast makes DuckDB compare them as dates, not text.
function placeholder(params: Params, type: string, value: SqlParam): string {
  const p = params.add(value);
  if (type === 'date') return `CAST(${p} AS DATE)`;
  if (type === 'datetime') return `CAST(${p} AS TIMESTAMP)`;
  return p;
}

/**
 * Case-insensitive substring match. contains() needs no LIKE escaping, so % and _ in user text are
 * just characters. Folding case costs ~10× on Chinese text, and only Latin letters have case, so the
 * column is lower-cased only when the needle has some (pinyin, approval numbers).
 */
function textContains(column: string, needle: string, params: Params): string {
  if (!/[A-Za-z]/.test(needle)) return `contains(${column}, ${params.add(needle)})`;
  return `contains(lower(${column}), ${params.add(needle.toLowerCase())})`;
}

function filterSql(entry: DatabaseEntry, filter: Filter, params: Params): string {
  const column = ident(filter.field);
  const type = entry.fields[filter.field].type;
  const value = filter.value;
  const one = (v: unknown) => placeholder(params, type, v as SqlParam);
  switch (filter.op) {
    case 'eq':
      return `${column} = ${one(value)}`;
    case 'ne':
      return `${column} IS DISTINCT FROM ${one(value)}`;
    case 'gt':
      return `${column} > ${one(value)}`;
    case 'gte':
      return `${column} >= ${one(value)}`;
    case 'lt':
      return `${column} < ${one(value)}`;
    case 'lte':
      return `${column} <= ${one(value)}`;
    case 'contains':
      return textContains(column, value as string, params);
    case 'in':
      return `${column} IN (${(value as unknown[]).map(one).join(', ')})`;
    case 'has':
      return `list_has_any(${column}, [${(value as unknown[]).map((v) => `CAST(${params.add(v as SqlParam)} AS VARCHAR)`).join(', ')}])`;
    case 'between': {
      const [from, to] = value as [unknown, unknown];
      const parts: string[] = [];
      if (from !== null) parts.push(`${column} >= ${one(from)}`);
      if (to !== null) parts.push(`${column} <= ${one(to)}`);
      return parts.join(' AND ');
    }
    case 'isNull':
      return value ? `${column} IS NULL` : `${column} IS NOT NULL`;
  }
}

export interface WhereOptions {
  /** Leave this field's own filter out (facet counts are computed with the other filters applied). */
  except?: string;
  /** Chinese words a pinyin keyword spells (pinyin-terms.ts), matched besides the keyword itself. */
  keywordTerms?: string[];
}

/**
 * What the keyword reads in a column: a list column (tags) as its elements joined, so that the
 * keyword matches inside an element and case folding applies (lower() takes no list).
 */
function keywordText(entry: DatabaseEntry, column: string): string {
  return entry.fields[column]?.type === 'tags' ? `array_to_string(${ident(column)}, ' ')` : ident(column);
}

function licenceSql({ field, values, keepNull }: LicenceClause, params: Params): string {
  const column = ident(field);
  const listed = values.length > 0 ? `${column} IN (${values.map((v) => params.add(v)).join(', ')})` : 'FALSE';
  return keepNull ? `${listed} OR ${column} IS NULL` : listed;
}

export function whereSql(entry: DatabaseEntry, query: Query, params: Params, options: WhereOptions): string {
  const clauses = query.filters.filter((f) => f.field !== options.except).map((f) => `(${filterSql(entry, f, params)})`);
  for (const licence of query.licence ?? []) clauses.push(`(${licenceSql(licence, params)})`);
  if (query.keyword !== '') {
    const needles = [query.keyword, ...(options.keywordTerms ?? [])];
    const anyColumn = entry.keywordFields.flatMap((c) => needles.map((needle) => textContains(keywordText(entry, c), needle, params)));
    clauses.push(`(${anyColumn.join(' OR ')})`);
  }
  return clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`;
}

/** The sort plus the primary key as a tie-breaker, so pages never overlap or skip rows. */
export function orderSql(entry: DatabaseEntry, sort: SortSpec | null): string {
  const pk = ident(entry.primaryKey);
  if (!sort || sort.field === entry.primaryKey) return `ORDER BY ${pk} ${sort?.order === 'desc' ? 'DESC' : 'ASC'}`;
  return `ORDER BY ${ident(sort.field)} ${sort.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, ${pk} ASC`;
}

/**
 * The rows strictly after `last` in `orderSql`'s order (keyset paging): each export chunk is then a
 * cheap top-N over the filtered rows instead of an ever larger OFFSET sort.
 */
export function afterRowSql(entry: DatabaseEntry, sort: SortSpec | null, last: Record<string, unknown>, params: Params): string {
  const pk = ident(entry.primaryKey);
  const pkType = entry.fields[entry.primaryKey]?.type ?? 'text';
  const lastKey = placeholder(params, pkType, last[entry.primaryKey] as SqlParam);
  if (!sort || sort.field === entry.primaryKey) return `${pk} ${sort?.order === 'desc' ? '<' : '>'} ${lastKey}`;
  const column = ident(sort.field);
  const value = last[sort.field];
  // NULLS LAST: after a null only nulls with a larger key follow; after a value, every null does.
  if (value === null || value === undefined) return `${column} IS NULL AND ${pk} > ${lastKey}`;
  const v = placeholder(params, entry.fields[sort.field].type, value as SqlParam);
  const beyond = sort.order === 'desc' ? '<' : '>';
  return `${column} ${beyond} ${v} OR (${column} = ${v} AND ${pk} > ${lastKey}) OR ${column} IS NULL`;
}

/** Adds a condition to a `WHERE …` clause (or starts one). */
export function andWhere(where: string, condition: string): string {
  return where === '' ? `WHERE (${condition})` : `${where} AND (${condition})`;
}

export function selectList(columns: string[]): string {
  return columns.map(ident).join(', ');
}
