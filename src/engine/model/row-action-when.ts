// Which row actions apply to a row: a screen's `rowActionWhen` conditions, compiled once (no
// expression strings). An action without a condition applies to every row. The server still refuses
// an action where it does not apply; this only keeps the list from offering buttons that would fail.
import type { CrudScreen } from '../../shared/crud/screen';
import { compilePredicate, type CompiledPredicate, type Values } from '../schema/predicate';

export type RowActionApplies = (action: string, row: Values) => boolean;

export function compileRowActionWhen(screen: Pick<CrudScreen, 'rowActionWhen'>): RowActionApplies {
  const conditions = new Map<string, CompiledPredicate>();
  for (const [name, predicate] of Object.entries(screen.rowActionWhen ?? {})) {
    if (predicate) conditions.set(name, compilePredicate(predicate));
  }
  return (action, row) => conditions.get(action)?.(row) ?? true;
}
