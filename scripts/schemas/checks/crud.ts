// Cross-references of one crud schema: exactly one primary key, the fields named by quickSearch /
// sensitive / defaultSort, form widgets (context form) and remote-select sources.
import type { CrudSchema } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { Entry, Project } from '../model';
import type { ProblemSink } from '../problems';
import { usableWidget } from './filter-widget';
import { expectField, type Vocabulary } from './vocabulary';

const REMOTE_WIDGETS = new Set(['remote-select', 'remote-select-multi']);

function checkPrimaryKey({ file, schema }: Entry<CrudSchema>, keys: Set<string>, sink: ProblemSink): void {
  expectField(keys, schema.primaryKey, sink, file, '/primaryKey');
  schema.fields.forEach((field, index) => {
    if (field.db.primaryKey && field.key !== schema.primaryKey) {
      sink.report(file, pointer('fields', index, 'db', 'primaryKey'), `only one primary key is allowed: "${schema.primaryKey}" is the primary key, so "${field.key}" cannot be one too`);
    }
  });
}

function checkForm(entry: Entry<CrudSchema>, cruds: Map<string, CrudSchema>, vocabulary: Vocabulary, sink: ProblemSink): void {
  const { file, schema } = entry;
  schema.fields.forEach((field, index) => {
    const form = field.form;
    if (!form) return;
    const at = pointer('fields', index, 'form');
    const widget = usableWidget(vocabulary, form.widget, 'form', sink, file, at + '/widget');
    if (widget?.options === 'required' && !form.options) sink.report(file, at, `widget "${widget.id}" needs "options"`);
    if (REMOTE_WIDGETS.has(form.widget) && !form.remote) sink.report(file, at, `widget "${form.widget}" needs "remote" (table, pk, field)`);
    if (!form.remote) return;
    const target = cruds.get(form.remote.table);
    if (!target) {
      sink.report(file, at + '/remote/table', `unknown remote table "${form.remote.table}" (tables of crud schemas: ${[...cruds.keys()].join(', ')})`);
      return;
    }
    const targetKeys = new Set(target.fields.map((f) => f.key));
    const where = `in table "${target.table}" (crud "${target.id}")`;
    expectField(targetKeys, form.remote.pk, sink, file, at + '/remote/pk', where);
    expectField(targetKeys, form.remote.field, sink, file, at + '/remote/field', where);
  });
}

export function checkCruds(project: Project, vocabulary: Vocabulary, sink: ProblemSink): void {
  const cruds = new Map(project.cruds.map((c) => [c.schema.table, c.schema]));
  for (const entry of project.cruds) {
    const { file, schema } = entry;
    const keys = new Set<string>();
    schema.fields.forEach((field, index) => {
      if (keys.has(field.key)) sink.report(file, pointer('fields', index, 'key'), `duplicate field key "${field.key}"`);
      keys.add(field.key);
    });
    checkPrimaryKey(entry, keys, sink);
    schema.quickSearch?.forEach((key, i) => expectField(keys, key, sink, file, pointer('quickSearch', i)));
    schema.sensitive?.forEach((key, i) => expectField(keys, key, sink, file, pointer('sensitive', i)));
    if (schema.defaultSort) expectField(keys, schema.defaultSort.field, sink, file, '/defaultSort/field');
    checkForm(entry, cruds, vocabulary, sink);
  }
}
