// The crud checks: each screen on its own (crud-screen.ts, crud-fields.ts), then what screens say
// about each other: unique ids, `remote` pointing at a screen that offers `select`, and one
// definition of every column of a table that several screens show. The generator runs them over
// the files; the server's registry runs the same function over the files and the stored documents
// (crud-sources.ts), files first, so a stored document never takes a name from a file.
import { hasAction } from '../../../src/shared/crud/screen';
import type { CrudField } from '../../../src/generated/schema-types';
import type { ProblemSink } from '../problems';
import { checkActionForms } from './crud-action-forms';
import { checkCrudFields } from './crud-fields';
import { checkCrudScreen } from './crud-screen';
import { checkRowActionWhen } from './crud-row-action-when';
import { REMOTE_SCALAR_TYPES } from './crud-types';
import { viewOf, type CrudEntry, type ScreenView } from './crud-view';
import type { Vocabulary } from './vocabulary';

export type { CrudEntry } from './crud-view';

/** The first screen of each id; later ones are reported. */
function uniqueScreens(views: ScreenView[], sink: ProblemSink): Map<string, ScreenView> {
  const byId = new Map<string, ScreenView>();
  for (const view of views) {
    const owner = byId.get(view.schema.id);
    if (owner) sink.report(view.file, '/id', `duplicate id "${view.schema.id}" (already owned by ${owner.file}:/id)`);
    else byId.set(view.schema.id, view);
  }
  return byId;
}

function checkRemotes(view: ScreenView, screens: Map<string, ScreenView>, sink: ProblemSink): void {
  const { file } = view;
  for (const { field, at, preset } of view.fields) {
    const remote = field.remote;
    if (preset || !remote) continue;
    const target = screens.get(remote.screen);
    if (!target) {
      sink.report(file, `${at}/remote/screen`, `unknown crud screen "${remote.screen}" (known: ${[...screens.keys()].sort().join(', ')})`);
      continue;
    }
    const where = `crud screen "${remote.screen}"`;
    if (!hasAction(target.schema, 'select')) {
      sink.report(file, `${at}/remote/screen`, `${where} does not offer the "select" action (its actions: ${target.screen.actions.map((a) => (typeof a === 'string' ? a : a.name)).join(', ')})`);
    }
    if (target.schema.scope !== view.schema.scope) {
      sink.report(file, `${at}/remote/screen`, `${where} is a ${target.schema.scope} screen; a ${view.schema.scope} screen can only point at ${view.schema.scope} screens`);
    }
    const label = target.byKey.get(remote.label)?.field;
    if (!label) sink.report(file, `${at}/remote/label`, `field "${remote.label}" does not exist in ${where}`);
    else if (label.secret !== undefined || label.type === 'links' || label.type === 'json') {
      sink.report(file, `${at}/remote/label`, `field "${remote.label}" of ${where} cannot label an option (it is ${label.secret !== undefined ? 'secret' : label.type})`);
    }
    const key = target.byKey.get(target.schema.primaryKey)?.field;
    if (key && REMOTE_SCALAR_TYPES.includes(field.type) && field.type !== key.type) {
      sink.report(file, `${at}/type`, `the field holds a key of ${where}, whose primary key "${key.key}" is ${key.type}, so it must be ${key.type} too`);
    }
  }
}

/** What a column is in the database: the properties that make its DDL, with their defaults filled in. */
function columnDefinition(field: CrudField): string {
  return JSON.stringify({
    type: field.type,
    length: field.type === 'string' ? (field.length ?? 255) : undefined,
    precision: field.type === 'decimal' ? (field.precision ?? 12) : undefined,
    scale: field.type === 'decimal' ? (field.scale ?? 2) : undefined,
    nullable: field.nullable ?? false,
    default: field.default,
    unique: field.unique ?? false,
    indexed: field.indexed ?? false,
  });
}

/**
 * Several screens may show one table (an admin list and a member's own view), but they must agree
 * on its primary key and on every column they both declare, or the table would be ambiguous.
 */
function checkSharedTables(views: ScreenView[], sink: ProblemSink): void {
  const keys = new Map<string, ScreenView>();
  const columns = new Map<string, { definition: string; where: string }>();
  for (const view of views) {
    const { file, schema } = view;
    const first = keys.get(schema.table);
    if (!first) keys.set(schema.table, view);
    else if (first.schema.primaryKey !== schema.primaryKey) {
      sink.report(file, '/primaryKey', `table "${schema.table}" has the primary key "${first.schema.primaryKey}" in ${first.file}; screens sharing a table need the same one`);
    }
    const own = new Set<string>();
    for (const { field, at } of view.fields) {
      const name = `${schema.table}.${field.column ?? field.key}`;
      // A column repeated inside one screen is reported by the screen's own checks.
      if (field.type === 'links' || own.has(name)) continue;
      own.add(name);
      const definition = columnDefinition(field);
      const seen = columns.get(name);
      if (!seen) columns.set(name, { definition, where: `${file}:${at}` });
      else if (seen.definition !== definition) {
        sink.report(file, at, `column "${name}" is defined differently in ${seen.where} (there ${seen.definition}, here ${definition}); tables shared by crud screens need one definition`);
      }
    }
  }
}

/** Checks the screens in order (files first); problems land in the sink under each entry's file. */
export function checkCruds(entries: CrudEntry[], vocabulary: Vocabulary, sink: ProblemSink): void {
  const views = entries.map(viewOf);
  for (const view of views) {
    checkCrudScreen(view, vocabulary, sink);
    checkRowActionWhen(view, sink);
    checkCrudFields(view, vocabulary, sink);
    checkActionForms(view, vocabulary, sink);
  }
  const screens = uniqueScreens(views, sink);
  for (const view of views) checkRemotes(view, screens, sink);
  checkSharedTables(views, sink);
}
