// The engine's view of a `database` page schema (schemas/_meta/database.schema.json is normative; the
// generator has validated every file before the engine sees it). Only what the renderers read is typed.

export type Locale = 'zh-cn' | 'en';

export interface Label {
  'zh-cn': string;
  en: string;
}

export type Scalar = string | number | boolean | null;

export type FilterOp = 'eq' | 'ne' | 'contains' | 'in' | 'has' | 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'isNull';

export type Predicate =
  | { field: string; in: Scalar[] }
  | { field: string; eq: Scalar }
  | { field: string; notEmpty: true }
  | { all: Predicate[] }
  | { any: Predicate[] };

export interface Option {
  value: Scalar;
  label: Label;
}

export interface FieldFilter {
  op: FilterOp;
  widget?: string;
  facet?: boolean;
  placeholder?: Label;
  dependsOn?: string[];
  visibleWhen?: Predicate;
}

export interface DatabaseField {
  key: string;
  label: Label;
  type: string;
  width?: number;
  fixed?: boolean;
  sortable?: boolean;
  hidden?: boolean;
  defaultHidden?: boolean;
  tooltip?: Label;
  options?: Option[];
  filter?: FieldFilter;
  link?: { database: string; by: string };
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

export interface RelatedList {
  id: string;
  title: Label;
  database: string;
  match: { field: string; from: string }[];
  columns: string[];
  limit?: number;
}

export interface DatabaseDetail {
  mode: 'page' | 'drawer';
  permissions?: { view: string };
  titleField: string;
  subtitleField?: string;
  tagFields?: string[];
  sections: { id: string; title: Label; fields: string[] }[];
  related?: RelatedList[];
}

export interface DatabasePageSchema {
  kind: 'database';
  id: string;
  title: Label;
  description?: Label;
  section: string;
  permissions: { view: string; export: string };
  source: { table: string; primaryKey: string };
  keyword?: { fields: string[]; placeholder?: Label };
  fields: DatabaseField[];
  filterOrder?: string[];
  defaultSort?: SortSpec;
  pageSize?: number;
  detail?: DatabaseDetail;
}
