// The generic database queries (list, detail with related lists, facet counts, export rows) over the
// warehouse. Knows no specific page: everything comes from the catalogue entry it is handed.
import type { Row, SqlParam, Warehouse } from '../../warehouse/connection';
import { AppError } from '../../http/errors';
import { canonicalKey, ResultCache } from '../../warehouse/result-cache';
import { createPinyinTerms } from './pinyin-terms';
import { badRequest } from './request';
import { Params, afterRowSql, andWhere, ident, orderSql, selectList, whereSql } from './sql';
import type { Catalogue, DatabaseEntry, LicenceClause, ListQuery, Query, RelatedEntry } from './types';

/** The caller's licence clauses over a database (none: it narrows nothing there). */
export type LicenceOf = (entry: DatabaseEntry) => LicenceClause[];

const FACET_LIMIT = 200;
const DEFAULT_RELATED_LIMIT = 50;
const NUMERIC_TYPES = new Set(['number', 'integer', 'year', 'money', 'percent']);
const FACETABLE_OPS = new Set(['in', 'eq', 'has']);
const FACETABLE_TYPES = new Set(['text', 'enum', 'tags', 'bool']);
// Answers kept in memory (least recently used go first). A total is a number, a page at most a few
// hundred rows, a facet list at most FACET_LIMIT values: together a few tens of MB at most.
const TOTALS_KEPT = 5000;
const PAGES_KEPT = 1000;
const FACETS_KEPT = 2000;

export interface ListResult {
  list: Row[];
  total: number;
}

export interface FacetValue {
  value: unknown;
  count: number;
}

export interface DetailResult {
  row: Row;
  related: Record<string, ListResult>;
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;

export function createDatabaseService(warehouse: Warehouse, catalogue: Catalogue) {
  const pinyinTerms = createPinyinTerms(warehouse);

  async function where(entry: DatabaseEntry, query: Query, params: Params, except?: string) {
    // A Chinese keyword costs nothing extra here: only a pinyin one is looked up (in memory).
    const keywordTerms = query.keyword === '' ? [] : await pinyinTerms(query.keyword);
    return whereSql(entry, query, params, { except, keywordTerms });
  }

  function allColumns(entry: DatabaseEntry): string[] {
    const keys = Object.keys(entry.fields);
    return keys.includes(entry.primaryKey) ? keys : [entry.primaryKey, ...keys];
  }

  // The warehouse is read-only while the server runs (an import swaps in a new file and so a new
  // service), so an answer never goes stale. Under load the list was bound by DuckDB: each page
  // scans and sorts every column it returns, and each page counted its total again. Now a total is
  // counted once per filter, whatever page or sort, and the pages every subscriber opens (the first
  // page of a database, a popular keyword) come from memory. Keys are the validated query, never
  // the request as sent.
  const totals = new ResultCache<number>(TOTALS_KEPT);
  const pages = new ResultCache<Row[]>(PAGES_KEPT);
  const facetLists = new ResultCache<FacetValue[]>(FACETS_KEPT);

  function count(entry: DatabaseEntry, query: Query): Promise<number> {
    return totals.get(canonicalKey([entry.id, query.filters, query.keyword, query.licence ?? []]), async () => {
      const params = new Params();
      const sql = `SELECT count(*) AS total FROM ${ident(entry.table)} ${await where(entry, query, params)}`;
      const [row] = await warehouse.all<{ total: number }>(sql, params.values);
      return row.total;
    });
  }

  async function page(entry: DatabaseEntry, query: Query, columns: string[], limit: number, offset: number): Promise<Row[]> {
    const params = new Params();
    const filter = await where(entry, query, params);
    const sql =
      `SELECT ${selectList(columns)} FROM ${ident(entry.table)} ${filter} ${orderSql(entry, query.sort)} ` +
      `LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
    return warehouse.all(sql, params.values);
  }

  async function list(entry: DatabaseEntry, query: ListQuery): Promise<ListResult> {
    const rows = pages.get(canonicalKey([entry.id, query]), () =>
      page(entry, query, allColumns(entry), query.pageSize, (query.page - 1) * query.pageSize),
    );
    const [list, total] = await Promise.all([rows, count(entry, query)]);
    return { list, total };
  }

  function keyValue(entry: DatabaseEntry, raw: string): SqlParam {
    if (!NUMERIC_TYPES.has(String(entry.fields[entry.primaryKey]?.type))) return raw;
    // Decimal digits only: `Number()` would also take ` 1 `, `0x1f`, `1e3` and `Infinity`.
    const n = Number(raw);
    if (!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(raw) || !Number.isFinite(n)) throw badRequest(`rowId: invalid id "${raw.slice(0, 50)}"`);
    return n;
  }

  /** The caller's licence over `entry` as a WHERE clause ('' when it narrows nothing there). */
  const licenceWhere = (entry: DatabaseEntry, licence: LicenceClause[], params: Params) => whereSql(entry, { filters: [], keyword: '', sort: null, licence }, params, {});

  async function related(rel: RelatedEntry, row: Row, licenceOf: LicenceOf): Promise<ListResult> {
    const target = catalogue[rel.database];
    const params = new Params();
    let filter = licenceWhere(target, licenceOf(target), params);
    for (const m of rel.match) {
      const value = row[m.from];
      if (value === null || value === undefined) return { list: [], total: 0 };
      filter = andWhere(filter, `${ident(m.field)} = ${params.add(value as SqlParam)}`);
    }
    const columns = [target.primaryKey, ...rel.columns.filter((c) => c !== target.primaryKey && Object.hasOwn(target.fields, c))];
    const countParams = [...params.values];
    const limit = params.add(rel.limit ?? DEFAULT_RELATED_LIMIT);
    const [rows, [{ total }]] = await Promise.all([
      warehouse.all(
        `SELECT ${selectList(columns)} FROM ${ident(target.table)} ${filter} ${orderSql(target, target.defaultSort ?? null)} LIMIT ${limit}`,
        params.values,
      ),
      warehouse.all<{ total: number }>(`SELECT count(*) AS total FROM ${ident(target.table)} ${filter}`, countParams),
    ]);
    return { list: rows, total };
  }

  /**
   * One row plus its related lists; related databases the caller may not view are left out. The
   * caller's licence (`licenceOf` a database) narrows both: a row outside it is a 404, as if absent.
   */
  async function detail(entry: DatabaseEntry, rowId: string, canView: (code: string) => boolean, licenceOf: LicenceOf = () => []): Promise<DetailResult> {
    const params = new Params();
    const filter = andWhere(licenceWhere(entry, licenceOf(entry), params), `${ident(entry.primaryKey)} = ${params.add(keyValue(entry, rowId))}`);
    const sql = `SELECT ${selectList(allColumns(entry))} FROM ${ident(entry.table)} ${filter} LIMIT 1`;
    const [row] = await warehouse.all(sql, params.values);
    if (!row) throw new AppError(404, `no row "${rowId}" in ${entry.id}`);
    const visible = (entry.related ?? []).filter((rel) => catalogue[rel.database] && canView(catalogue[rel.database].viewCode));
    const lists = await Promise.all(visible.map((rel) => related(rel, row, licenceOf)));
    return { row, related: Object.fromEntries(visible.map((rel, i) => [rel.id, lists[i]])) };
  }

  /** Only enumerated filters (in / eq / has over text, enum, tags, bool) have facet counts. */
  function checkFacetField(entry: DatabaseEntry, field: string) {
    const spec = entry.fields[field];
    if (!spec) throw badRequest(`unknown field "${field}"`);
    if (!spec.op || !FACETABLE_OPS.has(spec.op) || !FACETABLE_TYPES.has(spec.type)) throw badRequest(`field "${field}" has no facet counts`);
  }

  /** Value counts of each field, each computed with every filter applied except the field's own. */
  async function facets(entry: DatabaseEntry, query: Query, fields: string[]): Promise<Record<string, FacetValue[]>> {
    fields.forEach((f) => checkFacetField(entry, f));
    const results = await Promise.all(
      fields.map((field) =>
        // A field's counts ignore its own filter and the sort, so neither is part of the key.
        facetLists.get(canonicalKey([entry.id, field, query.filters.filter((f) => f.field !== field), query.keyword, query.licence ?? []]), async () => {
          const params = new Params();
          const filter = await where(entry, query, params, field);
          const column = ident(field);
          const source =
            entry.fields[field].type === 'tags'
              ? `(SELECT unnest(${column}) AS value FROM ${ident(entry.table)} ${filter})`
              : `(SELECT ${column} AS value FROM ${ident(entry.table)} ${filter})`;
          const sql = `SELECT value, count(*) AS count FROM ${source} WHERE value IS NOT NULL GROUP BY value ORDER BY count DESC, value LIMIT ${FACET_LIMIT}`;
          const rows = await warehouse.all<{ value: unknown; count: number }>(sql, params.values);
          return rows.map((r) => ({ value: r.value, count: r.count }));
        }),
      ),
    );
    return Object.fromEntries(fields.map((f, i) => [f, results[i]]));
  }

  /**
   * Rows of a query in chunks, in the list's order, so an export never holds the whole result. Each
   * chunk seeks past the previous one's last row (keyset), which keeps every query a small top-N.
   */
  async function* chunks(entry: DatabaseEntry, query: Query, columns: string[], size: number): AsyncGenerator<Row[]> {
    const keys = [entry.primaryKey, ...(query.sort ? [query.sort.field] : [])];
    const select = selectList([...new Set([...columns, ...keys])]);
    let last: Row | null = null;
    for (;;) {
      const params = new Params();
      let filter = await where(entry, query, params);
      if (last) filter = andWhere(filter, afterRowSql(entry, query.sort, last, params));
      const sql = `SELECT ${select} FROM ${ident(entry.table)} ${filter} ${orderSql(entry, query.sort)} LIMIT ${params.add(size)}`;
      const rows: Row[] = await warehouse.all(sql, params.values);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      last = rows[rows.length - 1];
    }
  }

  return { list, detail, facets, count, chunks };
}
