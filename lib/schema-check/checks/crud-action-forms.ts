// The dialog of a custom action (`form` of CrudCustomAction): its fields are crud fields, so they go
// through the same field checks as a screen's (types, options, widgets, visibleWhen among
// themselves); on top, what only a dialog has: every field needs an input, keys must not shadow the
// body's own id/ids/idempotency key, and a `delta` names a numeric change and a row field to add it to.
import type { CrudActionForm, CrudCustomAction } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';
import { checkCrudFields } from './crud-fields';
import type { PlacedField, ScreenView } from './crud-view';
import type { Vocabulary } from './vocabulary';

const RESERVED = ['id', 'ids'];
const CHANGE_TYPES = ['integer', 'bigint', 'decimal'];

/** The dialog's fields as a screen of their own, each pointing at its place in the action. */
function dialogView(view: ScreenView, form: CrudActionForm, at: string): ScreenView {
  const fields = form.fields.map((field, j): PlacedField => ({ field, at: `${at}/fields/${j}` }));
  const byKey = new Map<string, PlacedField>();
  for (const placed of fields) if (!byKey.has(placed.field.key)) byKey.set(placed.field.key, placed);
  return { ...view, screen: { ...view.screen, fields: form.fields }, fields, byKey };
}

function checkKeys(dialog: ScreenView, form: CrudActionForm, at: string, sink: ProblemSink): void {
  const reserved = [...RESERVED, ...(form.idempotencyKey ? [form.idempotencyKey] : [])];
  const seen = new Set<string>();
  for (const { field, at: fieldAt } of dialog.fields) {
    if (seen.has(field.key)) sink.report(dialog.file, `${fieldAt}/key`, `duplicate key "${field.key}" in the action's form`);
    else if (reserved.includes(field.key)) sink.report(dialog.file, `${fieldAt}/key`, `"${field.key}" is sent by the dialog itself (reserved: ${reserved.join(', ')})`);
    seen.add(field.key);
    if (!field.form) sink.report(dialog.file, fieldAt, 'a field of an action form needs "form" (its input)');
    if (field.type === 'links') sink.report(dialog.file, `${fieldAt}/type`, 'an action form sends values, not link rows: type links does not apply');
  }
  if (form.idempotencyKey && RESERVED.includes(form.idempotencyKey)) sink.report(dialog.file, `${at}/idempotencyKey`, `"${form.idempotencyKey}" is the row key of the body`);
}

function checkDelta(view: ScreenView, dialog: ScreenView, action: CrudCustomAction, at: string, sink: ProblemSink): void {
  const delta = action.form?.delta;
  if (!delta) return;
  const { file } = view;
  if (action.target !== 'row') sink.report(file, `${at}/delta`, `a delta shows the row's value, so it needs target "row" (this action's is "${action.target}")`);
  const change = dialog.byKey.get(delta.change)?.field;
  if (!change) sink.report(file, `${at}/delta/change`, `field "${delta.change}" is not in the action's form`);
  else if (!CHANGE_TYPES.includes(change.type)) sink.report(file, `${at}/delta/change`, `field "${delta.change}" is ${change.type}; a change is ${CHANGE_TYPES.join(', ')}`);
  // The row field changed: the choice's options (a field key each), or a screen field named directly.
  const choice = dialog.byKey.get(delta.field)?.field;
  const targets = choice ? (choice.options ?? []).map((o) => String(o.value)) : [delta.field];
  if (choice && !choice.options) sink.report(file, `${at}/delta/field`, `field "${delta.field}" needs options naming the screen fields it changes`);
  for (const key of targets) {
    const target = view.byKey.get(key)?.field;
    if (!target) sink.report(file, `${at}/delta/field`, `"${key}" is not a field of this screen`);
    else if (!CHANGE_TYPES.includes(target.type)) sink.report(file, `${at}/delta/field`, `screen field "${key}" is ${target.type}; only a number can change by a delta`);
  }
}

/** Checks the forms of the screen's custom actions. */
export function checkActionForms(view: ScreenView, vocabulary: Vocabulary, sink: ProblemSink): void {
  view.schema.actions.forEach((action, i) => {
    if (typeof action === 'string' || !action.form) return;
    const at = pointer('actions', i, 'form');
    const dialog = dialogView(view, action.form, at);
    checkKeys(dialog, action.form, at, sink);
    checkCrudFields(dialog, vocabulary, sink);
    checkDelta(view, dialog, action, at, sink);
  });
}
