// Cross-references of one database schema: its section, column types, operators, widgets, the
// fields named by keyword / filterOrder / defaultSort / detail, links and related databases.
import type { DatabaseField, DatabaseSchema } from '../../../src/generated/schema-types';
import { pointer } from '../json-pointer';
import type { Entry, Project } from '../model';
import type { ProblemSink } from '../problems';
import { checkFilterFit, usableWidget } from './filter-widget';
import { checkLinkage } from './linkage';
import { expectField, lookUp, type Vocabulary } from './vocabulary';

const BASIC_AREA = 'basic-database';

function checkFields(entry: Entry<DatabaseSchema>, vocabulary: Vocabulary, databases: Set<string>, sink: ProblemSink): void {
  const { file, schema } = entry;
  const keys = new Set(schema.fields.map((f) => f.key));
  const seen = new Set<string>();
  schema.fields.forEach((field, index) => {
    const at = pointer('fields', index);
    if (seen.has(field.key)) sink.report(file, at + '/key', `duplicate field key "${field.key}"`);
    seen.add(field.key);
    const values = new Set<unknown>();
    field.options?.forEach((option, o) => {
      if (values.has(option.value)) sink.report(file, `${at}/options/${o}/value`, `duplicate option value ${JSON.stringify(option.value)}`);
      values.add(option.value);
    });
    const type = lookUp(vocabulary.columnTypes, field.type, 'column type', sink, file, at + '/type');
    // A percentage's unit is a fact of its data, not of the formatter: each percent field says it.
    if (type && type.format === 'percent' && !field.percentScale) {
      sink.report(file, at, `missing "percentScale" ("fraction" or "points"): how column type "${type.id}" is stored in this table`);
    }
    if (type && type.format !== 'percent' && field.percentScale) {
      sink.report(file, at + '/percentScale', `"percentScale" only applies to percent columns, not to column type "${type.id}"`);
    }
    if (field.filter && type) {
      const op = field.filter.op;
      if (!type.operators.includes(op)) {
        sink.report(file, at + '/filter/op', `operator "${op}" is not allowed for column type "${type.id}" (allowed: ${type.operators.join(', ')})`);
      } else {
        const widgetName = field.filter.widget ?? type.filterWidgets[op];
        const widgetAt = at + (field.filter.widget ? '/filter/widget' : '/filter/op');
        const widget = widgetName ? usableWidget(vocabulary, widgetName, 'filter', sink, file, widgetAt) : undefined;
        if (widget) {
          checkFilterFit(widget, op, type.id, sink, file, widgetAt);
          if (widget.options === 'required' && !field.options && !field.filter.facet) {
            sink.report(file, at + '/filter', `widget "${widget.id}" needs choices: give the field "options" or set "facet": true`);
          }
        }
      }
    }
    if (field.link) {
      if (!databases.has(field.link.database)) {
        sink.report(file, at + '/link/database', `unknown database "${field.link.database}" (known: ${[...databases].join(', ')})`);
      }
      expectField(keys, field.link.by, sink, file, at + '/link/by');
    }
  });
}

function filterKeysInOrder(schema: DatabaseSchema): DatabaseField[] {
  const filtered = schema.fields.filter((f) => f.filter);
  if (!schema.filterOrder) return filtered;
  const byKey = new Map(filtered.map((f) => [f.key, f]));
  const ordered = schema.filterOrder.map((key) => byKey.get(key)).filter((f): f is DatabaseField => f !== undefined);
  return [...ordered, ...filtered.filter((f) => !schema.filterOrder?.includes(f.key))];
}

function checkReferences(entry: Entry<DatabaseSchema>, project: Project, sink: ProblemSink): void {
  const { file, schema } = entry;
  const fields = new Map(schema.fields.map((f) => [f.key, f]));
  const keys = new Set(fields.keys());
  expectField(keys, schema.source.primaryKey, sink, file, '/source/primaryKey');
  // The keyword is matched with contains, which only string columns support.
  const stringTypes = project.columnTypes.schema.types.filter((t) => t.duckdb.startsWith('VARCHAR')).map((t) => t.id);
  schema.keyword?.fields.forEach((key, i) => {
    const at = pointer('keyword', 'fields', i);
    const type = fields.get(key)?.type ?? '';
    if (expectField(keys, key, sink, file, at) && !stringTypes.includes(type)) {
      sink.report(file, at, `keyword field "${key}" must have a string column type (${stringTypes.join(', ')}), not "${type}"`);
    }
  });
  schema.filterOrder?.forEach((key, i) => {
    const at = pointer('filterOrder', i);
    if (expectField(keys, key, sink, file, at) && !fields.get(key)?.filter) sink.report(file, at, `field "${key}" has no filter`);
  });
  if (schema.defaultSort) {
    const key = schema.defaultSort.field;
    if (expectField(keys, key, sink, file, '/defaultSort/field') && !fields.get(key)?.sortable) {
      sink.report(file, '/defaultSort/field', `field "${key}" is not sortable (set "sortable": true on it)`);
    }
  }
  const linked = filterKeysInOrder(schema).map((field) => ({
    key: field.key,
    at: pointer('fields', schema.fields.indexOf(field), 'filter'),
    dependsOn: field.filter?.dependsOn,
    visibleWhen: field.filter?.visibleWhen,
  }));
  checkLinkage(linked, 'filter', sink, file);
  checkDetail(entry, project, sink);
}

function checkDetail(entry: Entry<DatabaseSchema>, project: Project, sink: ProblemSink): void {
  const { file, schema } = entry;
  const detail = schema.detail;
  if (!detail) return;
  const keys = new Set(schema.fields.map((f) => f.key));
  if (detail.mode === 'page' && !detail.permissions) sink.report(file, '/detail', 'missing "permissions" (a detail in page mode has its own page code)');
  if (detail.mode === 'drawer' && detail.permissions) sink.report(file, '/detail/permissions', 'only a detail in page mode has its own page code; remove "permissions" or set "mode": "page"');
  expectField(keys, detail.titleField, sink, file, '/detail/titleField');
  if (detail.subtitleField) expectField(keys, detail.subtitleField, sink, file, '/detail/subtitleField');
  detail.tagFields?.forEach((key, i) => expectField(keys, key, sink, file, pointer('detail', 'tagFields', i)));
  const sectionIds = new Set<string>();
  detail.sections.forEach((section, s) => {
    if (sectionIds.has(section.id)) sink.report(file, pointer('detail', 'sections', s, 'id'), `duplicate detail section id "${section.id}"`);
    sectionIds.add(section.id);
    section.fields.forEach((key, i) => expectField(keys, key, sink, file, pointer('detail', 'sections', s, 'fields', i)));
  });
  const databases = new Map(project.databases.map((d) => [d.schema.id, d.schema]));
  const relatedIds = new Set<string>();
  detail.related?.forEach((related, r) => {
    const at = pointer('detail', 'related', r);
    if (relatedIds.has(related.id)) sink.report(file, at + '/id', `duplicate related id "${related.id}"`);
    relatedIds.add(related.id);
    const target = lookUp(databases, related.database, 'database', sink, file, at + '/database');
    if (!target) return;
    const targetKeys = new Set(target.fields.map((f) => f.key));
    const inTarget = `in database "${target.id}"`;
    related.match.forEach((m, i) => {
      expectField(targetKeys, m.field, sink, file, `${at}/match/${i}/field`, inTarget);
      expectField(keys, m.from, sink, file, `${at}/match/${i}/from`);
    });
    related.columns.forEach((key, i) => expectField(targetKeys, key, sink, file, `${at}/columns/${i}`, inTarget));
    if (related.sort) expectField(targetKeys, related.sort.field, sink, file, `${at}/sort/field`, inTarget);
  });
}

export function checkDatabases(project: Project, vocabulary: Vocabulary, sink: ProblemSink): void {
  const databases = new Set(project.databases.map((d) => d.schema.id));
  for (const entry of project.databases) {
    const section = lookUp(vocabulary.sections, entry.schema.section, 'section', sink, entry.file, '/section');
    if (section && section.area !== BASIC_AREA) {
      sink.report(entry.file, '/section', `section "${section.id}" is in area "${section.area}"; a database page needs a section of area "${BASIC_AREA}"`);
    }
    checkFields(entry, vocabulary, databases, sink);
    checkReferences(entry, project, sink);
  }
}
