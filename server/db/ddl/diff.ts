// The designer's diff (DESIGN §9.6): the table as the database has it and the screen stored over it
// (if any) against a designed screen, as a plan of column changes: create, add, rename, retype
// (type or constraints), drop, index, reorder. A field keeps its identity across edits by its
// column, or by `design.renamedFrom` naming the column it had: that is a rename (RENAME COLUMN,
// data kept), never a drop and an add. Pure: the database is read before, changed after.
import type { CrudField } from '../../../src/generated/schema-types';
import { columnOf, type CrudScreen } from '../../../src/shared/crud/screen';
import { columnSpec, fieldSpec, sameConstraints, sameType, type ColumnSpec } from './column-spec';
import type { ColumnShape, IndexShape, TableShape } from './table-shape';

export interface DiffInput {
  table: string;
  shape: TableShape | null;
  /** The screen stored over the table now (its fields' meaning and order), or null. */
  previous: CrudScreen | null;
  next: CrudScreen;
  /** Field key → the column it had before this edit. */
  renamedFrom: ReadonlyMap<string, string>;
  /** Field key → its pointer in the design (`/fields/3`), for problems. */
  pointers: ReadonlyMap<string, string>;
}

export interface ColumnChange {
  key: string;
  column: string;
  /** The column's name before the change (after a rename, the new name is `column`). */
  source: string;
  before: ColumnSpec;
  after: ColumnSpec;
}

export interface TablePlan {
  table: string;
  create: boolean;
  renames: { key: string; from: string; to: string }[];
  adds: ColumnChange[];
  /** Type or constraint changes (`before` and `after` differ in type, storage, nullability, uniqueness or default). */
  retypes: ColumnChange[];
  drops: ColumnShape[];
  indexAdds: { key: string; column: string; name: string }[];
  indexDrops: { key: string; index: IndexShape }[];
  reorder: { from: string[]; to: string[] } | null;
  /** Every column of the new table and the column (already renamed) its values come from; null = new. */
  sources: { field: CrudField; column: string; from: string | null }[];
}

export interface DiffProblem {
  pointer: string;
  key: 'designer.renameClash' | 'designer.renameMissing' | 'designer.primaryKeyFixed';
  params: Record<string, string | number>;
}

/** The name of the index our DDL makes for an indexed or sortable field. */
export const fieldIndexName = (table: string, column: string) => `${table}_${column}`;

function wantsIndex(field: CrudField, primaryKey: boolean): boolean {
  return !primaryKey && !field.unique && field.type !== 'links' && Boolean(field.indexed || field.list?.sortable);
}

function emptyPlan(table: string, create: boolean): TablePlan {
  return { table, create, renames: [], adds: [], retypes: [], drops: [], indexAdds: [], indexDrops: [], reorder: null, sources: [] };
}

/** The stored screen's field over a column, if it has one. */
function storedField(previous: CrudScreen | null, column: string): CrudField | undefined {
  return previous?.fields.find((f) => f.type !== 'links' && columnOf(f) === column);
}

export function diffTable(input: DiffInput): { plan: TablePlan; problems: DiffProblem[] } {
  const { table, shape, previous, next } = input;
  const fields = next.fields.filter((f) => f.type !== 'links');
  const isKey = (f: CrudField) => f.key === next.primaryKey;
  const at = (f: CrudField, suffix = '') => `${input.pointers.get(f.key) ?? '/fields'}${suffix}`;
  if (!shape) {
    const plan = emptyPlan(table, true);
    for (const field of fields) {
      const change = { key: field.key, column: columnOf(field), source: columnOf(field), before: fieldSpec(field, isKey(field)), after: fieldSpec(field, isKey(field)) };
      plan.adds.push(change);
      plan.sources.push({ field, column: change.column, from: null });
    }
    return { plan, problems: [] };
  }

  const plan = emptyPlan(table, false);
  const problems: DiffProblem[] = [];
  const present = new Map(shape.columns.map((c) => [c.name, c]));
  const claimed = new Set<string>();
  const renames = (field: CrudField) => {
    const from = input.renamedFrom.get(field.key);
    return from !== undefined && from !== columnOf(field) && present.has(from) && !present.has(columnOf(field)) ? from : null;
  };
  // A column renamed away frees its name: a field of that name in the same design is a new column.
  const renamedAway = new Set(fields.map(renames).filter((from): from is string => from !== null));
  for (const field of fields) {
    const column = columnOf(field);
    const from = input.renamedFrom.get(field.key);
    let source: string | null = present.has(column) && !renamedAway.has(column) ? column : null;
    if (from !== undefined && from !== column) {
      if (present.has(from) && present.has(column)) problems.push({ pointer: at(field, '/design/renamedFrom'), key: 'designer.renameClash', params: { from, to: column } });
      else if (present.has(from) && claimed.has(from)) problems.push({ pointer: at(field, '/design/renamedFrom'), key: 'designer.renameClash', params: { from, to: column } });
      else if (present.has(from)) {
        source = from;
        plan.renames.push({ key: field.key, from, to: column });
      } else if (!present.has(column)) problems.push({ pointer: at(field, '/design/renamedFrom'), key: 'designer.renameMissing', params: { from, table } });
    }
    const after = fieldSpec(field, isKey(field));
    if (source === null) {
      plan.adds.push({ key: field.key, column, source: column, before: after, after });
      plan.sources.push({ field, column, from: null });
      if (isKey(field)) problems.push({ pointer: at(field), key: 'designer.primaryKeyFixed', params: { column: shape.columns.find((c) => c.primaryKey)?.name ?? '' } });
      continue;
    }
    claimed.add(source);
    const current = present.get(source) as ColumnShape;
    const before = columnSpec(current, storedField(previous, source));
    plan.sources.push({ field, column, from: column });
    if (isKey(field) !== current.primaryKey) {
      problems.push({ pointer: at(field), key: 'designer.primaryKeyFixed', params: { column: shape.columns.find((c) => c.primaryKey)?.name ?? '' } });
      continue;
    }
    if (!isKey(field) && !(sameType(before, after) && before.storage === after.storage && sameConstraints(before, after))) {
      plan.retypes.push({ key: field.key, column, source, before, after });
    } else if (isKey(field) && (before.storage !== after.storage || !sameType(before, after))) {
      problems.push({ pointer: at(field, '/type'), key: 'designer.primaryKeyFixed', params: { column: source } });
    }
    const had = shape.indexes.find((i) => i.name === fieldIndexName(table, source));
    const wants = wantsIndex(field, isKey(field));
    if (wants && !had) plan.indexAdds.push({ key: field.key, column, name: fieldIndexName(table, column) });
    if (!wants && had) plan.indexDrops.push({ key: field.key, index: had });
  }
  for (const column of shape.columns) {
    if (!claimed.has(column.name)) plan.drops.push(column);
  }
  if (!fields.some(isKey)) problems.push({ pointer: '/primaryKey', key: 'designer.primaryKeyFixed', params: { column: shape.columns.find((c) => c.primaryKey)?.name ?? '' } });
  plan.reorder = reorderOf(previous, next, plan);
  return { plan, problems };
}

/** The stored screen's field order against the design's, over the fields both have (schema only). */
function reorderOf(previous: CrudScreen | null, next: CrudScreen, plan: TablePlan): TablePlan['reorder'] {
  if (!previous) return null;
  const renamed = new Map(plan.renames.map((r) => [r.to, r.from]));
  // The column each field's values come from, by its name before this change (null: a new column).
  const sourceOf = new Map(plan.sources.map((s) => [s.field.key, s.from === null ? null : (renamed.get(s.column) ?? s.column)]));
  const previousKeyOf = (field: CrudField) => {
    if (field.type === 'links') return previous.fields.find((f) => f.key === field.key)?.key;
    const column = sourceOf.get(field.key);
    return column ? previous.fields.find((f) => f.type !== 'links' && columnOf(f) === column)?.key : undefined;
  };
  const pairs = next.fields.map((f) => ({ key: f.key, was: previousKeyOf(f) })).filter((p): p is { key: string; was: string } => p.was !== undefined);
  const wasOrder = previous.fields.map((f) => f.key).filter((key) => pairs.some((p) => p.was === key));
  const nowOrder = pairs.map((p) => p.was);
  if (wasOrder.join(',') === nowOrder.join(',')) return null;
  return { from: wasOrder, to: pairs.map((p) => p.key) };
}
