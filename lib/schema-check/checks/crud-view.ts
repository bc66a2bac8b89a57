// A crud screen as the checks see it: the complete field list (presets expanded by the same
// expandScreen the server and the browser use) and, for every field, the pointer of the place in
// the document that declares it, so a problem about a field points at its own text.
import type { CrudField, CrudSchema } from '../../../src/generated/schema-types';
import { CREATED_AT, UPDATED_AT, expandScreen, type CrudScreen } from '../../../src/shared/crud/screen';
import { pointer } from '../json-pointer';

/** A crud document and where it came from: a file path or `db:crud_schema/<id>`. */
export interface CrudEntry {
  file: string;
  schema: CrudSchema;
}

export interface PlacedField {
  field: CrudField;
  /** `/fields/<i>` for a field of the document, `/presets/<j>` for a preset's. */
  at: string;
  /** The preset that adds it, if any. */
  preset?: string;
}

export interface ScreenView extends CrudEntry {
  screen: CrudScreen;
  /** Every field, presets expanded, in the screen's order. */
  fields: PlacedField[];
  /** The first field of each key. */
  byKey: Map<string, PlacedField>;
}

const PRESET_KEYS: Record<NonNullable<CrudSchema['presets']>[number], string> = { id: 'id', createdAt: CREATED_AT, updatedAt: UPDATED_AT };

export function viewOf(entry: CrudEntry): ScreenView {
  const { schema } = entry;
  const screen = expandScreen(schema);
  const own = new Map(schema.fields.map((field, index) => [field, pointer('fields', index)]));
  const presets = schema.presets ?? [];
  const fields = screen.fields.map((field): PlacedField => {
    const at = own.get(field);
    if (at !== undefined) return { field, at };
    const index = presets.findIndex((p) => PRESET_KEYS[p] === field.key);
    return { field, at: pointer('presets', index), preset: presets[index] };
  });
  const byKey = new Map<string, PlacedField>();
  for (const placed of fields) if (!byKey.has(placed.field.key)) byKey.set(placed.field.key, placed);
  return { ...entry, screen, fields, byKey };
}

/** The keys of the preset fields a document asks for. */
export function presetKeys(schema: CrudSchema): Map<string, string> {
  return new Map((schema.presets ?? []).map((p) => [PRESET_KEYS[p], p]));
}
