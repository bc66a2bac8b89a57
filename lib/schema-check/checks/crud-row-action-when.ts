// A screen's `rowActionWhen` narrows row actions to the rows they apply to: each entry must name a
// row action the screen offers and read only fields the screen has (the condition runs on list rows).
import { actionName } from '../../../src/shared/crud/screen';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';
import { predicateFields } from './crud-fields';
import type { ScreenView } from './crud-view';

/** The standard actions drawn as a button on each row. */
const STANDARD_ROW_ACTIONS = ['info', 'edit', 'del', 'restore', 'rollback'];

export function checkRowActionWhen(view: ScreenView, sink: ProblemSink): void {
  const { file, schema } = view;
  const rowActions = schema.actions
    .filter((a) => (typeof a === 'string' ? STANDARD_ROW_ACTIONS.includes(a) : a.target === 'row'))
    .map(actionName);
  for (const [name, predicate] of Object.entries(schema.rowActionWhen ?? {})) {
    if (!predicate) continue;
    const at = pointer('rowActionWhen', name);
    if (!rowActions.includes(name)) {
      sink.report(file, at, `"${name}" is not a row action of this screen (its row actions: ${rowActions.join(', ') || 'none'})`);
    }
    for (const reference of predicateFields(predicate, at)) {
      if (!view.byKey.has(reference.name)) sink.report(file, reference.at, `field "${reference.name}" does not exist in this schema`);
    }
  }
}
