// Runs an aggregate query and reads its rows back as member keys with per-window sums: from the
// in-memory sales index when it can answer, otherwise as SQL in DuckDB. Either as rows (one object
// per member) or in columns (key codes and sums in typed arrays, for the shared bases that hold tens
// of thousands of rows and are rolled up many times per request).
import type { Warehouse } from '../../warehouse/connection';
import { aggregateInMemory, columnsInMemory } from './columnar/aggregate-in-memory';
import { ZERO, type Agg } from './metrics';
import { buildAggregate, type AggregateSpec } from './sql';

export interface AggregateRow {
  keys: string[];
  windows: Record<string, Agg>;
  counts: Record<string, number>;
}

/** An aggregate's rows in columns: row r has code keys[k].codes[r] in key k and sums[(r × windows + w) × 3 + 0|1|2]. */
export interface AggregateColumns {
  size: number;
  keys: { labels: string[]; codes: Int32Array }[];
  /** The spec's window names, in the order of the sums. */
  windows: string[];
  /** Per row and window: amount, units, standard units. */
  sums: Float64Array;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export async function runAggregate(warehouse: Warehouse, spec: AggregateSpec): Promise<AggregateRow[]> {
  const inMemory = await aggregateInMemory(warehouse, spec);
  if (inMemory) return inMemory;
  const { sql, params } = buildAggregate(spec);
  const rows = await warehouse.all(sql, params);
  return rows.map((row) => ({
    keys: spec.groupBy.map((_, i) => String(row[`k${i}`] ?? '')),
    windows: Object.fromEntries(
      spec.windows.map((w) => [w.name, { amount: num(row[`${w.name}_amount`]), units: num(row[`${w.name}_units`]), stdUnits: num(row[`${w.name}_std`]) }]),
    ),
    counts: Object.fromEntries((spec.counts ?? []).map((c) => [c.name, num(row[c.name])])),
  }));
}

export async function runAggregateColumns(warehouse: Warehouse, spec: AggregateSpec): Promise<AggregateColumns> {
  const inMemory = await columnsInMemory(warehouse, spec);
  if (inMemory) return inMemory;
  const rows = await runAggregate(warehouse, spec);
  const W = spec.windows.length;
  const keys = spec.groupBy.map(() => ({ labels: [] as string[], codes: new Int32Array(rows.length), index: new Map<string, number>() }));
  const sums = new Float64Array(rows.length * W * 3);
  rows.forEach((row, r) => {
    keys.forEach((key, k) => {
      let code = key.index.get(row.keys[k]);
      if (code === undefined) key.index.set(row.keys[k], (code = key.labels.push(row.keys[k]) - 1));
      key.codes[r] = code;
    });
    spec.windows.forEach((w, i) => {
      const sum = windowOf(row, w.name);
      sums.set([sum.amount, sum.units, sum.stdUnits], (r * W + i) * 3);
    });
  });
  return { size: rows.length, keys: keys.map(({ labels, codes }) => ({ labels, codes })), windows: spec.windows.map((w) => w.name), sums };
}

export function windowOf(row: AggregateRow | undefined, name: string): Agg {
  return row?.windows[name] ?? ZERO;
}
