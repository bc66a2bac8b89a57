// The CRUD designer's API as both sides see it (docs/admin.md, "The CRUD designer"): what a preview
// answers, what an apply answers, and the shapes of the table and column lists. The design itself
// is a crud document of the meta-schema (`CrudSchema`, its fields may carry `design`), so its type
// is the generated one.
import type { CrudFieldType, CrudSchema } from '../../generated/schema-types';

/** The prefix of every table the designer makes; a design names its table without it. */
export const DESIGNED_TABLE_PREFIX = 'ext_';

/** Table names keep below PostgreSQL's 63-character identifiers with the prefix and an index suffix. */
export const DESIGNED_TABLE_NAME_MAX = 40;
/** Lower-case letters, digits and single underscores, starting with a letter. */
const DESIGNED_TABLE_NAME = /^[a-z](?:_?[a-z0-9])*$/;
/** Spec §5: field names start with a letter or underscore and contain only letters, digits and underscores. */
export const DESIGNED_FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** SQL words SQLite or PostgreSQL reserve (and a few the product itself routes by): no table is named after one. */
const RESERVED = new Set(
  (
    'abort action add all alter analyse analyze and any array as asc attach authorization autoincrement before begin between binary both by cascade case cast check ' +
    'collate column commit conflict constraint create cross current current_date current_time current_timestamp current_user database default deferrable deferred ' +
    'delete desc detach distinct do drop each else end escape except exclusive exists explain fail for foreign freeze from full glob grant group having if ilike ' +
    'immediate in index initially inner insert instead intersect into is isnull join key lateral leading left like limit match natural no not nothing notnull null ' +
    'of offset on only or order outer over overlaps placing plan pragma primary query raise recursive references regexp reindex release rename replace restrict ' +
    'returning right rollback row rows savepoint schema select session_user set similar some symmetric table temp temporary then to trailing transaction trigger ' +
    'union unique update user using vacuum values variadic verbose view virtual when where window with without'
  ).split(' '),
);

/**
 * The designer's own rule for a table name (without the prefix), the same on the page and on the
 * server (which also refuses the product's tables): the message key's last part, or null.
 */
export function tableNameProblem(name: string): 'tableRequired' | 'tableName' | 'tableReserved' | null {
  if (name === '') return 'tableRequired';
  if (!DESIGNED_TABLE_NAME.test(name) || name.length > DESIGNED_TABLE_NAME_MAX) return 'tableName';
  return RESERVED.has(name) ? 'tableReserved' : null;
}

/**
 * create: the table is new (its columns follow as add); add, rename (RENAME COLUMN, data kept),
 * retype (type or constraint: nullable, unique, default), drop, reorder (the screen's field order
 * only), index (an index made or dropped for an indexed or sortable field).
 */
export type DesignOperationKind = 'create' | 'add' | 'rename' | 'retype' | 'drop' | 'reorder' | 'index';

export interface DesignImpact {
  /** Rows holding a non-null value in the column (before the change). */
  rows: number;
  /** Indexes dropped and made again, made or dropped. */
  indexes: string[];
  /** Values that would not convert to the new type or constraint: a change with any is refused. */
  unconvertible: number;
  /** Primary keys of up to ten rows holding such values. */
  examples: (string | number)[];
}

export interface DesignOperation {
  op: DesignOperationKind;
  /** The design's field key (drop: the column that goes). */
  field?: string;
  /** What it was: a column name (rename), a column description (retype), the field order (reorder). */
  from?: string;
  /** What it becomes. */
  to?: string;
  impact: DesignImpact;
  /** Loses data or changes how it is stored: needs the table name typed as confirmation. */
  destructive: boolean;
}

export interface DesignPreview {
  /** The table with its prefix. */
  table: string;
  screen: string;
  operations: DesignOperation[];
  destructive: boolean;
  /** `pointer: message` lines that refuse the apply (values that do not convert, …); empty = it can run. */
  blocked: string[];
}

export interface DesignApplied {
  screen: string;
  table: string;
  /** The crud_log record of this apply. */
  record: number;
  operations: DesignOperation[];
  /** false: the design was already applied as it is (no DDL, no store, no version bump; only its record). */
  changed: boolean;
}

/** A designed table in the database, with the screen stored over it (if any). */
export interface DesignedTable {
  table: string;
  screen: string | null;
  rows: number;
}

/** A column read from the database, in portable terms (start a design from an existing table). */
export interface DesignedColumn {
  key: string;
  type: CrudFieldType;
  length?: number;
  precision?: number;
  scale?: number;
  nullable: boolean;
  unique: boolean;
  primaryKey: boolean;
  default?: string | number | null;
}

export interface DesignedColumns {
  table: string;
  columns: DesignedColumn[];
  /** The stored screen over the table, as a design (its table without the prefix), or null. */
  design: CrudSchema | null;
}
