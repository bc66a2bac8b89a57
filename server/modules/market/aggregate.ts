// Runs an aggregate query and reads its rows back as member keys with per-window sums: from the
// in-memory sales index when it can answer, otherwise as SQL in DuckDB.
import type { Warehouse } from '../../warehouse/connection';
import { aggregateInMemory } from './columnar/aggregate-in-memory';
import { ZERO, type Agg } from './metrics';
import { buildAggregate, type AggregateSpec } from './sql';

export interface AggregateRow {
  keys: string[];
  windows: Record<string, Agg>;
  counts: Record<string, number>;
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

export function windowOf(row: AggregateRow | undefined, name: string): Agg {
  return row?.windows[name] ?? ZERO;
}
