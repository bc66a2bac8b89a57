// The designer's working copy ↔ the screen document the API takes (`design`: a crud document of
// schemas/_meta/crud.schema.json, its table without the run-time prefix), and the checks the form
// makes before sending it (spec §5's designer messages; the server checks them again).
import type { CrudField, CrudSchema, Label } from '../../../generated/schema-types';
import { DESIGNED_FIELD_KEY, DESIGNED_TABLE_NAME_MAX, tableNameProblem } from '../../../shared/crud/designer';
import { screenIdOf, type DesignField, type DesignState, type PresetName } from './design-state';

export type Design = Omit<CrudSchema, '$schema'>;

/** Where a problem shows: the table settings, one field's settings, or above the form. */
export type ProblemTarget = 'table' | 'title' | 'primaryKey' | `field:${string}` | 'design';

export interface Problem {
  target: ProblemTarget;
  /** A message id of the designer's catalogue, or the server's own (localised) text. */
  message: { id: string; values?: Record<string, string> } | { text: string };
}

export interface Written {
  design: Design;
  /** The uid of the field at each index of `design.fields` (to put the server's `/fields/N` problems on it). */
  fieldAt: string[];
}

/** The meta-schema wants both languages: one left blank takes the other's text (none: left out). */
function complete(label: Label | undefined): Label | undefined {
  const zh = label?.['zh-cn'].trim() ?? '';
  const en = label?.en.trim() ?? '';
  return zh || en ? { 'zh-cn': zh || en, en: en || zh } : undefined;
}

/** A field as the document holds it: its labels completed, the optional ones left out when blank. */
function completeField(field: CrudField): CrudField {
  const { form } = field;
  const next: CrudField = { ...field, label: complete(field.label) ?? field.label };
  if (field.options) next.options = field.options.map((o) => ({ ...o, label: complete(o.label) ?? { 'zh-cn': String(o.value), en: String(o.value) } }));
  if (form) {
    const placeholder = complete(form.placeholder);
    const validatorMsg = complete(form.validatorMsg);
    const { placeholder: _p, validatorMsg: _v, ...rest } = form;
    next.form = { ...rest, ...(placeholder ? { placeholder } : {}), ...(validatorMsg ? { validatorMsg } : {}) };
  }
  return next;
}

/**
 * What the server needs beside the field (`design`): the palette entry it came from (the
 * primary-key entry only while it is the key) and, for a field whose key changed since the design
 * was opened, the column it had: a rename keeps the column and its data.
 */
function withIdentity({ field, origin, primaryKey }: DesignField): CrudField {
  const { design: meta, ...rest } = completeField(field);
  const preset = meta?.preset && (meta.preset !== 'primaryKey' || primaryKey) ? meta.preset : undefined;
  const design = { ...(preset ? { preset } : {}), ...(origin !== null && origin !== field.key ? { renamedFrom: origin } : {}) };
  return Object.keys(design).length > 0 ? { ...rest, design } : rest;
}

/** The screen document of the working copy. */
export function toDocument(state: DesignState): Written {
  const presets = state.fields.filter((f) => f.preset).map((f) => f.preset as PresetName);
  const own = state.fields.filter((f) => !f.preset);
  const primary = state.fields.find((f) => f.primaryKey);
  const description = complete(state.description);
  const design: Design = {
    kind: 'crud',
    id: state.id || screenIdOf(state.table),
    schemaVersion: 2,
    title: complete(state.title) ?? state.title,
    ...(description ? { description } : {}),
    scope: 'admin',
    menu: { group: state.menuGroup, order: 100 },
    table: state.table,
    primaryKey: primary?.field.key ?? '',
    ...(presets.length > 0 ? { presets } : {}),
    fields: own.map(withIdentity),
    ...(state.quickSearch.length > 0 ? { quickSearch: state.quickSearch } : {}),
    ...(state.defaultSort ? { defaultSort: state.defaultSort } : {}),
    actions: state.actions.includes('index') ? state.actions : ['index', ...state.actions],
    ...(state.recycle ? { recycle: true } : {}),
    ...(state.sensitive.length > 0 ? { sensitive: state.sensitive } : {}),
  };
  return { design, fieldAt: own.map((f) => f.uid) };
}

const WIDGETS_WITH_OPTIONS = new Set(['select', 'select-multi', 'radio-group', 'checkbox-group']);
const REMOTE_WIDGETS = new Set(['remote-select', 'remote-select-multi']);

/** What the form refuses before asking the server (the server says the rest: reserved words, types, tables). */
export function designProblems(state: DesignState): Problem[] {
  const problems: Problem[] = [];
  const say = (target: ProblemTarget, id: string, values?: Record<string, string>) => problems.push({ target, message: { id, values } });
  const tableProblem = tableNameProblem(state.table);
  if (tableProblem) say('table', `crud-log.problem.${tableProblem}`, { max: String(DESIGNED_TABLE_NAME_MAX), name: state.table });
  if (!state.title['zh-cn'] && !state.title.en) say('title', 'crud-log.problem.titleRequired');
  const keys = primaryKeys(state);
  if (keys.length === 0) say('primaryKey', 'crud-log.problem.primaryKeyMissing');
  if (keys.length > 1) for (const key of keys) say(`field:${key}`, 'crud-log.problem.primaryKeyTwice');
  const seen = new Set<string>();
  for (const { uid, field, preset } of state.fields) {
    if (preset) {
      seen.add(field.key);
      continue;
    }
    if (!DESIGNED_FIELD_KEY.test(field.key)) say(`field:${uid}`, 'crud-log.problem.fieldKey', { key: field.key });
    else if (seen.has(field.key)) say(`field:${uid}`, 'crud-log.problem.fieldKeyTwice', { key: field.key });
    seen.add(field.key);
    const widget = field.form?.widget ?? '';
    if (WIDGETS_WITH_OPTIONS.has(widget) && !field.remote && !field.options?.length) say(`field:${uid}`, 'crud-log.problem.optionsRequired', { key: field.key });
    if (REMOTE_WIDGETS.has(widget) && (!field.remote?.screen || !field.remote.label)) say(`field:${uid}`, 'crud-log.problem.remoteRequired', { key: field.key });
  }
  return problems;
}

export function primaryKeys(state: DesignState): string[] {
  return state.fields.filter((f) => f.primaryKey).map((f) => f.uid);
}

/**
 * The server's `pointer: message` lines (a 400 into the design) put where they belong: `/table`
 * on the table name, `/fields/N/…` on the field written at index N, anything else above the form.
 */
export function serverProblems(lines: readonly string[], written: Written): Problem[] {
  return lines.map((line) => {
    const match = /(?:^|:)(\/[\w/-]*): (.*)$/s.exec(line);
    if (!match) return { target: 'design', message: { text: line } };
    const [, pointer, text] = match;
    const field = /^\/fields\/(\d+)/.exec(pointer);
    if (field && written.fieldAt[Number(field[1])]) return { target: `field:${written.fieldAt[Number(field[1])]}`, message: { text } };
    if (pointer.startsWith('/table')) return { target: 'table', message: { text } };
    if (pointer.startsWith('/title')) return { target: 'title', message: { text } };
    if (pointer.startsWith('/primaryKey')) return { target: 'primaryKey', message: { text } };
    return { target: 'design', message: { text: `${pointer}: ${text}` } };
  });
}
