// One crud field on its own: the properties its type allows, its option and default values, its
// list column (operator, renderer, sorting) and its form input (widget, widget-specific settings,
// the fields its visibility reads).
import type { CrudField, Predicate, Scalar } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';
import { CRUD_TYPES, FORM_WIDGETS, RENDER_TYPES, REMOTE_LIST_TYPES, REMOTE_SCALAR_TYPES, valueProblem } from './crud-types';
import type { ScreenView } from './crud-view';
import { usableWidget } from './filter-widget';
import type { Vocabulary } from './vocabulary';

/** Properties that describe a column, which a links field does not have. */
const COLUMN_PROPERTIES = ['column', 'length', 'precision', 'scale', 'nullable', 'default', 'unique', 'indexed', 'options', 'secret', 'treeParent', 'sortWeight'] as const;

function checkColumnProperties(file: string, at: string, field: CrudField, sink: ProblemSink): void {
  if (field.type === 'links') {
    for (const property of COLUMN_PROPERTIES) {
      if (field[property] !== undefined) sink.report(file, `${at}/${property}`, `"${property}" does not apply to a links field (it has no column; its ids live in the link table)`);
    }
    if (!field.links) sink.report(file, at, 'a links field needs "links" (the link table and its two columns)');
    if (!field.remote) sink.report(file, at, 'a links field needs "remote" (the screen whose rows it links)');
    return;
  }
  if (field.links) sink.report(file, `${at}/links`, `"links" applies to type links only (this field is ${field.type})`);
  if (field.length !== undefined && field.type !== 'string') sink.report(file, `${at}/length`, `"length" applies to type string only (this field is ${field.type})`);
  for (const property of ['precision', 'scale'] as const) {
    if (field[property] !== undefined && field.type !== 'decimal') sink.report(file, `${at}/${property}`, `"${property}" applies to type decimal only (this field is ${field.type})`);
  }
  if (field.type === 'decimal' && (field.scale ?? 2) > (field.precision ?? 12)) {
    sink.report(file, `${at}/scale`, `must not exceed the precision (${field.precision ?? 12})`);
  }
  if (field.secret !== undefined && field.type !== 'string' && field.type !== 'text') {
    sink.report(file, `${at}/secret`, `"secret" applies to string and text fields only (this field is ${field.type})`);
  }
  if (field.secret !== undefined && field.list) sink.report(file, `${at}/list`, 'a secret field is never returned, so it cannot have a list column');
  // The designer reads `design` from what it is sent and strips it before storing the screen.
  if (field.design !== undefined) sink.report(file, `${at}/design`, '"design" belongs only to a design sent to the CRUD designer, never to a screen file or a stored screen');
}

function checkValues(file: string, at: string, field: CrudField, sink: ProblemSink): void {
  if (field.type === 'links') return; // its column properties are refused as a whole above
  const rules = CRUD_TYPES[field.type];
  if (field.options) {
    const kind = rules.options;
    if (!kind) sink.report(file, `${at}/options`, `"options" do not apply to type ${field.type}`);
    const seen = new Set<unknown>();
    field.options.forEach((option, o) => {
      const where = pointer('options', o, 'value');
      const expected = kind ? valueProblem(option.value, kind) : null;
      if (expected) sink.report(file, at + where, `must be ${expected} (the field is of type ${field.type})`);
      if (seen.has(option.value)) sink.report(file, at + where, `duplicate option value ${JSON.stringify(option.value)}`);
      seen.add(option.value);
    });
  }
  if (field.default === undefined) return;
  if (field.default === null) {
    if (!field.nullable) sink.report(file, `${at}/default`, 'null is only allowed on a nullable field ("nullable": true)');
    return;
  }
  const kind = rules.default;
  const expected = kind ? valueProblem(field.default, kind) : null;
  if (!kind) sink.report(file, `${at}/default`, `type ${field.type} takes no default`);
  else if (expected) sink.report(file, `${at}/default`, `must be ${expected} (the field is of type ${field.type})`);
  else if (field.options && field.type !== 'json' && !field.options.some((o) => o.value === field.default)) {
    sink.report(file, `${at}/default`, `must be one of the options (${field.options.map((o) => JSON.stringify(o.value)).join(', ')})`);
  }
}

function checkRemote(file: string, at: string, field: CrudField, sink: ProblemSink): void {
  if (!field.remote) return;
  const types = [...REMOTE_SCALAR_TYPES, ...REMOTE_LIST_TYPES];
  if (!types.includes(field.type)) sink.report(file, `${at}/remote`, `"remote" applies to ${types.join(', ')} fields (this field is ${field.type})`);
}

function checkList(file: string, at: string, field: CrudField, sink: ProblemSink): void {
  const list = field.list;
  if (!list) return;
  const rules = CRUD_TYPES[field.type];
  if (list.operator) {
    if (!rules.operators.includes(list.operator)) {
      sink.report(file, `${at}/list/operator`, `operator "${list.operator}" is not allowed for type ${field.type} (allowed: ${rules.operators.join(', ')})`);
    } else if (list.operator === 'isNull' && !field.nullable) {
      sink.report(file, `${at}/list/operator`, 'operator "isNull" needs a nullable field ("nullable": true)');
    }
  }
  if (list.render && !RENDER_TYPES[list.render].includes(field.type)) {
    sink.report(file, `${at}/list/render`, `render "${list.render}" does not fit type ${field.type} (it fits: ${RENDER_TYPES[list.render].join(', ')})`);
  }
  if (list.sortable && !rules.sortable) sink.report(file, `${at}/list/sortable`, `a ${field.type} field cannot be sorted by`);
}

/** The field keys a predicate reads, with their pointers and the values it compares them with. */
export function predicateFields(predicate: Predicate, at: string): { name: string; at: string; values: Scalar[] }[] {
  if ('all' in predicate) return predicate.all.flatMap((p, i) => predicateFields(p, at + pointer('all', i)));
  if ('any' in predicate) return predicate.any.flatMap((p, i) => predicateFields(p, at + pointer('any', i)));
  const values = 'in' in predicate ? predicate.in : 'eq' in predicate ? [predicate.eq] : [];
  return [{ name: predicate.field, at: at + '/field', values }];
}

function checkForm(view: ScreenView, at: string, field: CrudField, vocabulary: Vocabulary, sink: ProblemSink): void {
  const { file } = view;
  const form = field.form;
  if (!form) return;
  const widgetAt = `${at}/form/widget`;
  const widget = usableWidget(vocabulary, form.widget, 'form', sink, file, widgetAt);
  const rules = FORM_WIDGETS[form.widget];
  if (widget && !rules) sink.report(file, widgetAt, `widget "${form.widget}" is not implemented by the crud renderer (implemented: ${Object.keys(FORM_WIDGETS).join(', ')})`);
  if (widget && rules) {
    if (!rules.types.includes(field.type)) sink.report(file, widgetAt, `widget "${form.widget}" does not fit type ${field.type} (it fits: ${rules.types.join(', ')})`);
    if (rules.needs === 'secret' && field.secret === undefined) sink.report(file, widgetAt, `widget "${form.widget}" needs a secret field ("secret": "scrypt" or "plain")`);
    if (rules.needs === 'remote' && !field.remote) sink.report(file, widgetAt, `widget "${form.widget}" needs "remote" on the field (the screen its choices come from)`);
    if (widget.options === 'required' && !field.options) sink.report(file, widgetAt, `widget "${form.widget}" needs "options" on the field`);
  }
  if (field.secret !== undefined && form.widget !== 'password') sink.report(file, widgetAt, 'a secret field is entered with the "password" widget');
  if (field.remote && FORM_WIDGETS[form.widget]?.needs !== 'remote') {
    const expected = REMOTE_LIST_TYPES.includes(field.type) ? 'remote-select-multi' : 'remote-select';
    sink.report(file, widgetAt, `a field with "remote" is entered with the "${expected}" widget`);
  }
  if (form.step !== undefined && form.widget !== 'number') sink.report(file, `${at}/form/step`, '"step" applies to the number widget only');
  if (form.rows !== undefined && form.widget !== 'textarea') sink.report(file, `${at}/form/rows`, '"rows" applies to the textarea widget only');
  if (form.visibleWhen) {
    for (const reference of predicateFields(form.visibleWhen, `${at}/form/visibleWhen`)) {
      const target = view.byKey.get(reference.name);
      if (!target) sink.report(file, reference.at, `field "${reference.name}" does not exist in this schema`);
      else if (!target.field.form) sink.report(file, reference.at, `field "${reference.name}" has no form input, so the condition could never read it`);
      else if (reference.name === field.key) sink.report(file, reference.at, 'a field cannot be shown depending on its own value');
    }
  }
}

/** Checks every field the document declares (the preset fields are sound by construction). */
export function checkCrudFields(view: ScreenView, vocabulary: Vocabulary, sink: ProblemSink): void {
  for (const { field, at, preset } of view.fields) {
    if (preset) continue;
    checkColumnProperties(view.file, at, field, sink);
    checkValues(view.file, at, field, sink);
    checkRemote(view.file, at, field, sink);
    checkList(view.file, at, field, sink);
    checkForm(view, at, field, vocabulary, sink);
  }
}
