// What each planned change does to the rows before anything runs: the rows holding a value in the
// column, the indexes it touches, and the values that would not survive it (a type they do not
// convert to, a null under NOT NULL, a duplicate under UNIQUE), naming up to ten rows. A change
// with such values is refused, so a retype never silently turns data into zeros or truncates it.
import { sql, type Kysely } from 'kysely';
import type { DesignImpact, DesignOperation } from '../../../src/shared/crud/designer';
import { converts, describeSpec, sameType, type ColumnSpec } from './column-spec';
import type { ColumnChange, TablePlan } from './diff';
import type { TableShape } from './table-shape';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time tables are known only at run time
type AnyDb = Kysely<any>;

const EXAMPLES = 10;

export interface Blocker {
  /** The design's field key. */
  key: string;
  message: 'designer.unconvertible' | 'designer.addNeedsDefault';
  params: Record<string, string | number>;
}

export interface Impacts {
  operations: DesignOperation[];
  /** Field key → why the change cannot run (values that do not convert, a required column added to rows). */
  blockers: Blocker[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const none = (indexes: string[] = []): DesignImpact => ({ rows: 0, indexes, unconvertible: 0, examples: [] });

/** Rows holding a non-null value, per column, and the table's rows, in one scan. */
async function valueCounts(db: AnyDb, table: string, columns: string[]): Promise<{ total: number; filled: Map<string, number> }> {
  const parts = ['COUNT(*) AS "__total"', ...columns.map((c, i) => `COUNT(${quote(c)}) AS "c${i}"`)];
  const row = (await sql.raw<Record<string, string | number>>(`SELECT ${parts.join(', ')} FROM ${quote(table)}`).execute(db)).rows[0] ?? {};
  return { total: Number(row.__total ?? 0), filled: new Map(columns.map((c, i) => [c, Number(row[`c${i}`] ?? 0)])) };
}

/** Does the change need every value checked (a new type, a tighter constraint)? */
function checksValues(change: ColumnChange): boolean {
  const { before, after } = change;
  return !sameType(before, after) || before.storage !== after.storage || (before.nullable && !after.nullable) || (!before.unique && after.unique);
}

/** The rows whose value of `column` would not survive `after`. */
async function unconvertible(db: AnyDb, table: string, key: string, column: string, after: ColumnSpec): Promise<(string | number)[]> {
  const rows = (await sql.raw<{ k: string | number; v: unknown }>(`SELECT ${quote(key)} AS k, ${quote(column)} AS v FROM ${quote(table)} ORDER BY ${quote(key)}`).execute(db)).rows;
  const bad: (string | number)[] = [];
  const seen = new Map<string, string | number>();
  for (const { k, v } of rows) {
    let fits = converts(v, after);
    if (fits && after.unique && v !== null && v !== undefined) {
      const text = String(v);
      const first = seen.get(text);
      if (first !== undefined) fits = false;
      else seen.set(text, k);
    }
    if (!fits) bad.push(k);
  }
  return bad;
}

function touchedIndexes(shape: TableShape | null, column: string): string[] {
  return (shape?.indexes ?? []).filter((i) => i.columns.includes(column)).map((i) => i.name);
}

/** The operations of a plan with their impact on the rows, and what refuses it. */
export async function measurePlan(db: AnyDb, shape: TableShape | null, plan: TablePlan): Promise<Impacts> {
  const operations: DesignOperation[] = [];
  const blockers: Blocker[] = [];
  if (plan.create) {
    operations.push({ op: 'create', to: plan.table, impact: none(), destructive: false });
    for (const add of plan.adds) operations.push({ op: 'add', field: add.key, to: `${add.column}: ${describeSpec(add.after)}`, impact: none(), destructive: false });
    return { operations, blockers };
  }
  const key = shape?.columns.find((c) => c.primaryKey)?.name ?? plan.sources[0]?.column ?? '';
  const measured = [...plan.renames.map((r) => r.from), ...plan.retypes.map((r) => r.source), ...plan.drops.map((d) => d.name), ...plan.indexDrops.map((d) => d.index.columns[0])];
  const { total, filled } = await valueCounts(db, plan.table, [...new Set(measured)]);
  const rowsOf = (column: string) => filled.get(column) ?? 0;

  for (const rename of plan.renames) {
    operations.push({ op: 'rename', field: rename.key, from: rename.from, to: rename.to, impact: { ...none(touchedIndexes(shape, rename.from)), rows: rowsOf(rename.from) }, destructive: false });
  }
  for (const add of plan.adds) {
    if (total > 0 && !add.after.nullable && add.after.default === undefined) blockers.push({ key: add.key, message: 'designer.addNeedsDefault', params: { rows: total } });
    operations.push({ op: 'add', field: add.key, to: `${add.column}: ${describeSpec(add.after)}`, impact: none(), destructive: false });
  }
  for (const change of plan.retypes) {
    const rows = rowsOf(change.source);
    const bad = checksValues(change) ? await unconvertible(db, plan.table, key, change.source, change.after) : [];
    if (bad.length > 0) blockers.push({ key: change.key, message: 'designer.unconvertible', params: { count: bad.length, type: describeSpec(change.after), rows: bad.slice(0, EXAMPLES).join(', ') } });
    const retyped = !sameType(change.before, change.after) || change.before.storage !== change.after.storage;
    operations.push({
      op: 'retype',
      field: change.key,
      from: describeSpec(change.before),
      to: describeSpec(change.after),
      impact: { rows, indexes: touchedIndexes(shape, change.source), unconvertible: bad.length, examples: bad.slice(0, EXAMPLES) },
      destructive: retyped && rows > 0,
    });
  }
  for (const index of plan.indexAdds) operations.push({ op: 'index', field: index.key, to: index.name, impact: none([index.name]), destructive: false });
  for (const { key: field, index } of plan.indexDrops) operations.push({ op: 'index', field, from: index.name, impact: none([index.name]), destructive: false });
  for (const drop of plan.drops) {
    operations.push({ op: 'drop', field: drop.name, from: drop.storage, impact: { ...none(touchedIndexes(shape, drop.name)), rows: rowsOf(drop.name) }, destructive: true });
  }
  if (plan.reorder) operations.push({ op: 'reorder', from: plan.reorder.from.join(', '), to: plan.reorder.to.join(', '), impact: none(), destructive: false });
  return { operations, blockers };
}
