// The configuration groups: one tab of the config screen each, written once as a document of kind
// "config-group" in schemas/config/ (validated by the generator and again here by the same
// meta-schema). A group's fields are crud fields whose keys are config item names; the product's
// items are seeded from them (their `default` is the first value), are protected from deletion,
// and a field with `secret` is a secret item by definition.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigGroupSchema, CrudField } from '../../../../src/generated/schema-types';
import { loadMetaSchemas } from '../../../../lib/schema-check/meta-schemas';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FOLDER = path.join(ROOT, 'schemas', 'config');

export interface ConfigItem {
  group: string;
  field: CrudField;
}

let loaded: { groups: ConfigGroupSchema[]; items: Map<string, ConfigItem> } | null = null;

function load() {
  if (loaded) return loaded;
  const validate = loadMetaSchemas(ROOT).validatorFor('config-group');
  const groups = readdirSync(FOLDER)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const document: unknown = JSON.parse(readFileSync(path.join(FOLDER, name), 'utf8'));
      if (!validate(document)) throw new Error(`schemas/config/${name}: ${JSON.stringify(validate.errors)}`);
      return document as ConfigGroupSchema;
    })
    .sort((a, b) => a.order - b.order);
  const items = new Map<string, ConfigItem>(groups.flatMap((group) => group.fields.map((field) => [field.key, { group: group.id, field }] as const)));
  loaded = { groups, items };
  return loaded;
}

/** The groups in tab order. */
export function configGroups(): readonly ConfigGroupSchema[] {
  return load().groups;
}

/** The product's own item `name` (seeded, protected), or undefined for an item an administrator added. */
export function definedItem(name: string): ConfigItem | undefined {
  return load().items.get(name);
}

/** The seeded value of an item: its field's default as text (the config table stores text). */
export function seededValue(field: CrudField): string {
  return field.default === undefined || field.default === null ? '' : String(field.default);
}
