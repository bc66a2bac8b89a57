// The config screen's tabs: the group documents of schemas/config (the same files the server seeds
// and validates the items from), in tab order, and the field an administrator's own item is drawn
// with (its name as label, the type it was added with). Values are text in the config table; the
// form holds them typed.
import type { ConfigGroupSchema, CrudField, CrudFieldType } from '../../../generated/schema-types';

const documents = import.meta.glob<ConfigGroupSchema>('../../../../schemas/config/*.json', { eager: true, import: 'default' });

export const CONFIG_GROUPS: readonly ConfigGroupSchema[] = Object.values(documents).sort((a, b) => a.order - b.order);

const DEFINED = new Set(CONFIG_GROUPS.flatMap((group) => group.fields.map((field) => field.key)));

/** True for the product's own items (seeded, never deleted); the others an administrator added. */
export const isDefinedItem = (name: string) => DEFINED.has(name);

/** The types an added item may have (a text column holds each), and the input each is typed in. */
export const ITEM_TYPES = {
  string: 'input',
  text: 'textarea',
  integer: 'number',
  decimal: 'number',
  boolean: 'switch',
  date: 'date',
} as const satisfies Partial<Record<CrudFieldType, string>>;

export type ItemType = keyof typeof ITEM_TYPES;

const isItemType = (type: unknown): type is ItemType => typeof type === 'string' && type in ITEM_TYPES;

/** The field of an item an administrator added: its name as label, its own type (text when unknown). */
export function addedItemField(row: { name: string; type?: unknown; secret?: unknown }): CrudField {
  const type = isItemType(row.type) ? row.type : 'text';
  const secret = row.secret === true || row.secret === 1;
  return {
    key: row.name,
    label: { 'zh-cn': row.name, en: row.name },
    type,
    ...(type === 'boolean' ? { default: 0 } : {}),
    ...(secret ? { secret: 'plain' as const } : {}),
    form: { widget: secret ? 'password' : ITEM_TYPES[type] },
  };
}

const NUMERIC = new Set<CrudFieldType>(['integer', 'bigint', 'decimal', 'boolean']);

/** A stored text as the form holds it: numbers as numbers (an empty text stays empty). */
export function typedValue(field: CrudField, text: string): unknown {
  return NUMERIC.has(field.type) && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** A form value as the config table stores it. */
export function storedText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}
