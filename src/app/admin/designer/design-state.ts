// The designer's working copy of a crud screen (issue 24 item 1) and the pure steps that change it.
// The screen document of schemas/_meta/crud.schema.json is what goes to the server; here each field
// also carries an identity that survives edits (`uid`) and the key it had when the design was opened
// (`origin`), so renaming a field is a rename of its column, never a drop and an add.
import type { CrudField, CrudSchema, CrudStandardAction, Label } from '../../../generated/schema-types';
import { DESIGNED_TABLE_PREFIX } from '../../../shared/crud/designer';
import { FIELD_PRESETS, type FieldPresetEntry } from '../../../shared/crud/field-presets';
import { expandScreen } from '../../../shared/crud/screen';

export type PresetName = NonNullable<CrudSchema['presets']>[number];

export interface DesignField {
  /** Identity inside this editing session (React key, problem targets). */
  uid: string;
  /** The stored key when the design was opened (null: a new field); a different `field.key` is a rename. */
  origin: string | null;
  /** A standard field of a stored document's meta-schema presets (id, created_at, updated_at): fixed, not edited. */
  preset?: PresetName;
  /** This field is the table's primary key. */
  primaryKey: boolean;
  field: CrudField;
}

export interface DesignState {
  /** The screen id: route segment, API resource, rule owner (kept when designing again). */
  id: string;
  /** The table name without the run-time prefix. */
  table: string;
  title: Label;
  description: Label;
  menuGroup: string;
  actions: CrudStandardAction[];
  quickSearch: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' } | null;
  recycle: boolean;
  sensitive: string[];
  fields: DesignField[];
}


export const DEFAULT_ACTIONS: CrudStandardAction[] = ['index', 'info', 'add', 'edit', 'del', 'select'];
/** Standard actions a designer may offer (the ones that need special fields or audit rules are left out). */
export const DESIGNABLE_ACTIONS: CrudStandardAction[] = ['index', 'info', 'add', 'edit', 'del', 'select', 'export', 'sortable'];

let counter = 0;
export function newUid(): string {
  counter += 1;
  return `f${counter}`;
}

/** A field made from a palette entry (its `design.preset` tells the server where it came from). */
export function paletteField(entry: FieldPresetEntry): DesignField {
  return { uid: newUid(), origin: null, primaryKey: entry.id === 'primaryKey', field: entry.field };
}

const paletteEntry = (id: FieldPresetEntry['id']) => FIELD_PRESETS.find((entry) => entry.id === id)!;

/** A new design: a primary key and the creation time, as most screens start. */
export function emptyDesign(): DesignState {
  return {
    id: '',
    table: '',
    title: { 'zh-cn': '', en: '' },
    description: { 'zh-cn': '', en: '' },
    menuGroup: 'routine',
    actions: [...DEFAULT_ACTIONS],
    quickSearch: [],
    defaultSort: null,
    recycle: false,
    sensitive: [],
    fields: [paletteField(paletteEntry('primaryKey')), paletteField(paletteEntry('createdAt'))],
  };
}

/** snake_case table name → kebab-case screen id (competitor_note → competitor-note). */
export function screenIdOf(table: string): string {
  return table
    .split('_')
    .filter((part) => part !== '')
    .join('-');
}

export function stripPrefix(table: string): string {
  return table.startsWith(DESIGNED_TABLE_PREFIX) ? table.slice(DESIGNED_TABLE_PREFIX.length) : table;
}

const PRESET_KEYS: Record<string, PresetName> = { id: 'id', created_at: 'createdAt', updated_at: 'updatedAt' };

/** A stored screen document (a record's design, a screen's) opened for editing: every field keeps its key as origin. */
export function fromDocument(doc: Omit<CrudSchema, '$schema'>): DesignState {
  const presets = doc.presets ?? [];
  const fields = expandScreen({ $schema: '', ...doc }).fields.map((field): DesignField => {
    const preset = presets.find((p) => PRESET_KEYS[field.key] === p);
    return { uid: newUid(), origin: field.key, primaryKey: field.key === doc.primaryKey, field, ...(preset ? { preset } : {}) };
  });
  return {
    id: doc.id,
    table: stripPrefix(doc.table),
    title: { 'zh-cn': doc.title['zh-cn'], en: doc.title.en },
    description: { 'zh-cn': doc.description?.['zh-cn'] ?? '', en: doc.description?.en ?? '' },
    menuGroup: doc.menu?.group ?? 'routine',
    actions: doc.actions.filter((a): a is CrudStandardAction => typeof a === 'string'),
    quickSearch: doc.quickSearch ?? [],
    defaultSort: doc.defaultSort ?? null,
    recycle: doc.recycle ?? false,
    sensitive: doc.sensitive ?? [],
    fields,
  };
}

/** Where a field sits: presets stay where expandScreen puts them (id first, times last). */
function presetRank(field: DesignField): number {
  if (field.preset === 'id') return 0;
  return field.preset ? 2 : 1;
}

/** Adds a field at `index` (default: after the designed fields), presets where they belong. */
export function addField(state: DesignState, added: DesignField, index?: number): DesignState {
  if (added.preset && state.fields.some((f) => f.preset === added.preset)) return state;
  const fields = [...state.fields];
  const end = fields.filter((f) => presetRank(f) <= 1).length;
  fields.splice(index === undefined ? end : Math.min(index, fields.length), 0, added);
  return { ...state, fields: fields.sort((a, b) => presetRank(a) - presetRank(b)) };
}

export function removeField(state: DesignState, uid: string): DesignState {
  const gone = state.fields.find((f) => f.uid === uid);
  if (!gone) return state;
  const key = gone.field.key;
  return {
    ...state,
    fields: state.fields.filter((f) => f.uid !== uid),
    quickSearch: state.quickSearch.filter((k) => k !== key),
    sensitive: state.sensitive.filter((k) => k !== key),
    defaultSort: state.defaultSort?.field === key ? null : state.defaultSort,
  };
}

/** Moves a field before the one at `to` (drag and drop); presets keep their places. */
export function moveField(state: DesignState, uid: string, to: number): DesignState {
  const from = state.fields.findIndex((f) => f.uid === uid);
  if (from === -1) return state;
  const fields = [...state.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(to > from ? to - 1 : to, 0, moved);
  return { ...state, fields: fields.sort((a, b) => presetRank(a) - presetRank(b)) };
}

/**
 * Changes a field. A new key renames it everywhere the table settings name it (quick search,
 * sensitive, sort); its `origin` stays, so the server sees a rename of the stored column.
 */
export function updateField(state: DesignState, uid: string, change: (field: CrudField) => CrudField): DesignState {
  const current = state.fields.find((f) => f.uid === uid);
  if (!current || current.preset) return state;
  const next = change(current.field);
  const before = current.field.key;
  const after = next.key;
  const renamed = (keys: string[]) => (before === after ? keys : keys.map((k) => (k === before ? after : k)));
  return {
    ...state,
    fields: state.fields.map((f) => (f.uid === uid ? { ...f, field: next } : f)),
    quickSearch: renamed(state.quickSearch),
    sensitive: renamed(state.sensitive),
    defaultSort: state.defaultSort?.field === before && before !== after ? { ...state.defaultSort, field: after } : state.defaultSort,
  };
}

/** Marks or unmarks a primary key; a second one is allowed here and refused by `designProblems` (spec §5 says so). */
export function setPrimaryKey(state: DesignState, uid: string, on: boolean): DesignState {
  return { ...state, fields: state.fields.map((f) => (f.uid === uid && !f.preset ? { ...f, primaryKey: on } : f)) };
}

/** The palette entries of which only one fits a design (their key is fixed) and that it has already. */
export function usedPresets(state: DesignState): Set<string> {
  const keys = new Set(state.fields.map((f) => f.field.key));
  return new Set(FIELD_PRESETS.filter((entry) => entry.single && keys.has(entry.field.key)).map((entry) => entry.id));
}
