// The shapes the generic database API works with. `DatabaseEntry` mirrors one entry of the generated
// `databaseWhitelist` (docs/contracts.md §6) so the generated object can be passed in as it is;
// `related` is the detail page's related lists (schema `detail.related`), joined in by catalogue.ts.

export type FilterOp =
  | 'eq'
  | 'ne'
  | 'contains'
  | 'in'
  | 'has'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'between'
  | 'isNull';

export const FILTER_OPS: readonly FilterOp[] = [
  'eq',
  'ne',
  'contains',
  'in',
  'has',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'isNull',
];

export interface FieldEntry {
  /** A column type id of schemas/registry/column-types.json (the registry is the one list of them). */
  type: string;
  op?: FilterOp | string;
  sortable: boolean;
  hidden: boolean;
}

export interface RelatedEntry {
  id: string;
  database: string;
  match: { field: string; from: string }[];
  columns: string[];
  limit?: number;
}

export interface DatabaseEntry {
  id: string;
  table: string;
  primaryKey: string;
  viewCode: string;
  exportCode: string;
  detailViewCode?: string;
  keywordFields: string[];
  fields: Record<string, FieldEntry>;
  defaultSort?: { field: string; order: 'asc' | 'desc' } | null;
  pageSize?: number;
  related?: RelatedEntry[];
}

export type Catalogue = Record<string, DatabaseEntry>;

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

/** A validated query: every identifier in it has been checked against the whitelist. */
export interface Query {
  filters: Filter[];
  keyword: string;
  sort: SortSpec | null;
  /** The caller's licence (licence.ts): never from the request, applied to lists, facets and exports. */
  licence?: LicenceClause[];
}

/** Rows whose `field` is one of `values` (or empty, when `keepNull`); no values = no row. */
export interface LicenceClause {
  field: string;
  values: string[];
  keepNull: boolean;
}

export interface ListQuery extends Query {
  page: number;
  pageSize: number;
}
