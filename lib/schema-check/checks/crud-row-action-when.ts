// A screen's `rowActionWhen` narrows row actions to the rows they apply to: each entry must name a
// row action the screen offers and compare only fields the screen has, with values of the type the
// list answer holds (a boolean arrives as true/false, not 1/0), or the condition could never hold.
import type { CrudFieldType } from '../../../src/generated/schema-types';
import { actionName } from '../../../src/shared/crud/screen';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';
import { predicateFields } from './crud-fields';
import type { ScreenView } from './crud-view';

/** The standard actions drawn as a button on each row. */
const STANDARD_ROW_ACTIONS = ['info', 'edit', 'del', 'restore', 'rollback'];

/** The JSON type of a field's value in a list row; the other types (json, label, links) hold objects. */
const ROW_VALUE_TYPES: Partial<Record<CrudFieldType, 'boolean' | 'number' | 'string'>> = {
  boolean: 'boolean',
  integer: 'number',
  bigint: 'number',
  decimal: 'number',
  timestamp: 'number',
  string: 'string',
  text: 'string',
  date: 'string',
};

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
      const target = view.byKey.get(reference.name);
      if (!target) {
        sink.report(file, reference.at, `field "${reference.name}" does not exist in this schema`);
        continue;
      }
      const { type } = target.field;
      const expected = ROW_VALUE_TYPES[type];
      if (!expected) sink.report(file, reference.at, `field "${reference.name}" is ${type}: a row condition compares plain values only`);
      else if (reference.values.some((v) => typeof v !== expected)) {
        sink.report(file, reference.at, `field "${reference.name}" is ${type}, so a list row holds it as a ${expected}: compare it with ${expected} values`);
      }
    }
  }
}
