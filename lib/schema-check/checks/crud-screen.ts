// One crud screen as a whole: its id, unique keys and columns, the fields it names (primary key,
// owner, quick search, default sort, sensitive), its tree-parent and sort-weight fields, its menu
// group and its actions.
import type { CrudStandardAction } from '../../../src/generated/schema-types';
import { actionName, columnOf } from '../../../src/shared/crud/screen';
import { pointer } from '../json-pointer';
import type { ProblemSink } from '../problems';
import { CRUD_TYPES, KEY_TYPES } from './crud-types';
import { presetKeys, type PlacedField, type ScreenView } from './crud-view';
import type { Vocabulary } from './vocabulary';

/** Path segments of the admin API that are not screens (docs/admin.md §3). */
export const RESERVED_IDS = ['index', 'login', 'logout', 'refresh', 'schema', 'dashboard', 'profile', 'captcha', 'upload'];

export const STANDARD_ACTIONS: CrudStandardAction[] = ['index', 'info', 'add', 'edit', 'del', 'sortable', 'select', 'export', 'import', 'restore', 'rollback'];

function checkKeysAndColumns(view: ScreenView, sink: ProblemSink): void {
  const { file, schema } = view;
  const presets = presetKeys(schema);
  const keys = new Map<string, string>();
  const columns = new Map([...presets].map(([key, presetName]) => [key, `the "${presetName}" preset`]));
  for (const { field, at, preset } of view.fields) {
    if (preset) continue;
    const presetName = presets.get(field.key);
    if (presetName) {
      sink.report(file, `${at}/key`, `duplicate field key "${field.key}" (the "${presetName}" preset adds it)`);
      continue;
    }
    const duplicate = keys.has(field.key);
    if (duplicate) sink.report(file, `${at}/key`, `duplicate field key "${field.key}" (already used by ${keys.get(field.key)})`);
    else keys.set(field.key, at);
    if (field.type === 'links') continue;
    const column = columnOf(field);
    const owner = columns.get(column);
    // A repeated key already says the column is repeated; say it only for a different key.
    if (owner === undefined) columns.set(column, at);
    else if (!duplicate || field.column) sink.report(file, field.column ? `${at}/column` : `${at}/key`, `column "${column}" is already used by ${owner}`);
  }
}

/** The named field, or a problem `field "<name>" does not exist in this schema`. */
function named(view: ScreenView, name: string, at: string, sink: ProblemSink): PlacedField | undefined {
  const found = view.byKey.get(name);
  if (!found) sink.report(view.file, at, `field "${name}" does not exist in this schema`);
  return found;
}

function checkNamedFields(view: ScreenView, vocabulary: Vocabulary, sink: ProblemSink): void {
  const { file, schema } = view;
  if (RESERVED_IDS.includes(schema.id)) sink.report(file, '/id', `"${schema.id}" is reserved by the admin API (reserved: ${RESERVED_IDS.join(', ')})`);

  const primary = named(view, schema.primaryKey, '/primaryKey', sink)?.field;
  if (primary && !KEY_TYPES.includes(primary.type)) {
    sink.report(file, '/primaryKey', `the primary key must be a field of type ${KEY_TYPES.join(', ')} ("${primary.key}" is ${primary.type})`);
  }
  if (primary?.nullable) sink.report(file, '/primaryKey', `the primary key "${primary.key}" cannot be nullable`);

  if (schema.menu) {
    const group = vocabulary.menuGroups.get(schema.menu.group);
    const ofScope = [...vocabulary.menuGroups.values()].filter((g) => g.scope === schema.scope).map((g) => g.id);
    if (!group) sink.report(file, '/menu/group', `unknown menu group "${schema.menu.group}" (known for scope ${schema.scope}: ${ofScope.join(', ')})`);
    else if (group.scope !== schema.scope) {
      sink.report(file, '/menu/group', `menu group "${group.id}" belongs to scope ${group.scope}, this screen is ${schema.scope} (groups of scope ${schema.scope}: ${ofScope.join(', ')})`);
    }
  }

  if (schema.scope === 'member' && schema.owner === undefined) sink.report(file, '', 'a member screen needs "owner" (the integer field holding the member\'s id)');
  if (schema.owner !== undefined) {
    const owner = named(view, schema.owner, '/owner', sink)?.field;
    if (owner && owner.type !== 'integer') sink.report(file, '/owner', `the owner field must be of type integer ("${owner.key}" is ${owner.type})`);
  }

  schema.quickSearch?.forEach((key, i) => {
    const field = named(view, key, pointer('quickSearch', i), sink)?.field;
    if (!field) return;
    if (field.secret !== undefined) sink.report(file, pointer('quickSearch', i), `"${key}" is a secret field and cannot be searched`);
    else if (!CRUD_TYPES[field.type].quickSearch && key !== schema.primaryKey) {
      sink.report(file, pointer('quickSearch', i), `quick search matches text: "${key}" is ${field.type} (allowed: string, text or label fields, or the primary key)`);
    }
  });

  if (schema.defaultSort) {
    const field = named(view, schema.defaultSort.field, '/defaultSort/field', sink)?.field;
    if (field && (!CRUD_TYPES[field.type].sortable || field.secret !== undefined)) {
      sink.report(file, '/defaultSort/field', `the list cannot be sorted by "${field.key}" (a ${field.secret !== undefined ? 'secret' : field.type} field)`);
    }
  }
  schema.sensitive?.forEach((key, i) => named(view, key, pointer('sensitive', i), sink));
}

function checkTreeAndWeight(view: ScreenView, sink: ProblemSink): void {
  const { file, schema } = view;
  const primary = view.byKey.get(schema.primaryKey)?.field;
  let tree: string | undefined;
  let weight: string | undefined;
  for (const { field, at } of view.fields) {
    if (field.treeParent) {
      if (tree !== undefined) sink.report(file, `${at}/treeParent`, `only one tree-parent field is allowed ("${tree}" is one)`);
      else if (primary && field.type !== primary.type) {
        sink.report(file, `${at}/treeParent`, `a tree-parent field holds the parent's primary key, so it must be of type ${primary.type} like "${primary.key}" (it is ${field.type})`);
      }
      tree ??= field.key;
    }
    if (field.sortWeight) {
      if (weight !== undefined) sink.report(file, `${at}/sortWeight`, `only one sort-weight field is allowed ("${weight}" is one)`);
      else if (field.type !== 'integer') sink.report(file, `${at}/sortWeight`, `a sort-weight field must be of type integer (it is ${field.type})`);
      else if (!schema.actions.includes('sortable')) sink.report(file, `${at}/sortWeight`, 'a sort-weight field needs the "sortable" action');
      weight ??= field.key;
    }
  }
  const sortable = schema.actions.indexOf('sortable');
  if (sortable >= 0 && weight === undefined) sink.report(file, pointer('actions', sortable), 'action "sortable" needs a sort-weight field (one with "sortWeight": true)');
}

function checkActions(view: ScreenView, sink: ProblemSink): void {
  const { file, schema } = view;
  const seen = new Set<string>();
  schema.actions.forEach((action, i) => {
    const name = actionName(action);
    const at = typeof action === 'string' ? pointer('actions', i) : pointer('actions', i, 'name');
    if (typeof action !== 'string' && (STANDARD_ACTIONS as string[]).includes(name)) {
      sink.report(file, at, `custom action "${name}" clashes with the standard action of that name (standard: ${STANDARD_ACTIONS.join(', ')})`);
    } else if (seen.has(name)) sink.report(file, at, `duplicate action "${name}"`);
    seen.add(name);
  });
  if (!seen.has('index')) sink.report(file, '/actions', 'must include "index" (the list, one row and GET /schema/<id> are authorised by it)');
  if (!seen.has('add') && !seen.has('edit')) {
    for (const { field, at, preset } of view.fields) {
      if (!preset && field.form) sink.report(file, `${at}/form`, 'the screen has neither "add" nor "edit", so this form input would never show');
    }
  }
}

export function checkCrudScreen(view: ScreenView, vocabulary: Vocabulary, sink: ProblemSink): void {
  checkKeysAndColumns(view, sink);
  checkNamedFields(view, vocabulary, sink);
  checkTreeAndWeight(view, sink);
  checkActions(view, sink);
}
