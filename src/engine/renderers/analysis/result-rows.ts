// The server's block results (contracts §13) → the chart adapter's rows and matrix: measures picked
// out as numbers, the 其他 row appended and marked, matrix members named.
import { OTHER_KEY, type ChartMatrix, type ChartMember, type ChartRow } from '../../adapters/chart/chart-input';
import type { BlockResult, RawRow } from './market-data';

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** How a member's name is shown (English names of enumerations, short province names); identity by default. */
export type NameOf = (name: string) => string;
const asIs: NameOf = (name) => name;

function toRow(raw: RawRow, measures: string[], nameOf: NameOf, other = false): ChartRow {
  const values: Record<string, number | null> = {};
  for (const m of measures) values[m] = numberOrNull(raw[m]);
  return {
    key: String(raw.key ?? ''),
    name: nameOf(String(raw.name ?? raw.label ?? raw.key ?? '')),
    values,
    isNew: raw.isNew === true,
    noComparison: raw.noComparison === true,
    other,
  };
}

/** Rows of a `rows` or `series` result, plus the 其他 row (named in the user's language) when there is one. */
export function chartRows(result: BlockResult | undefined, measures: string[], otherName: string, nameOf: NameOf = asIs): ChartRow[] {
  if (!result || (result.kind !== 'rows' && result.kind !== 'series')) return [];
  const rows = result.rows.map((r) => toRow(r, measures, nameOf));
  if (result.kind === 'rows' && result.other) rows.push({ ...toRow(result.other, measures, nameOf, true), key: OTHER_KEY, name: otherName });
  return rows;
}

function member(raw: unknown, nameOf: NameOf): ChartMember {
  if (raw !== null && typeof raw === 'object') {
    const m = raw as Record<string, unknown>;
    const key = String(m.key ?? m.name ?? m.label ?? '');
    return { key, name: nameOf(String(m.name ?? m.label ?? key)) };
  }
  return { key: String(raw), name: nameOf(String(raw)) };
}

export function chartMatrix(result: BlockResult | undefined, nameOf: NameOf = asIs): ChartMatrix | undefined {
  if (!result || result.kind !== 'matrix') return undefined;
  return { rows: result.rows.map((m) => member(m, nameOf)), columns: result.columns.map((m) => member(m, nameOf)), cells: result.cells };
}
