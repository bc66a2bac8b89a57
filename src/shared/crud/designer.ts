// The CRUD designer's API as both sides see it (docs/admin.md, "The CRUD designer"): what a preview
// answers, what an apply answers, and the shapes of the table and column lists. The design itself
// is a crud document of the meta-schema (`CrudSchema`, its fields may carry `design`), so its type
// is the generated one.
import type { CrudFieldType, CrudSchema } from '../../generated/schema-types';

/** The prefix of every table the designer makes; a design names its table without it. */
export const DESIGNED_TABLE_PREFIX = 'ext_';

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
