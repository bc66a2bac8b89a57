// The catalogue the database API serves: the generated whitelist (what may be filtered, sorted, shown and
// which codes guard it) joined with what only the page schemas hold — the fields' labels, options, units
// and widths for exports, and the detail page's related lists. Schema files are read once at start-up;
// nothing here is page-specific.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseField } from '../../../src/generated/schema-types';
import type { Catalogue, DatabaseEntry, RelatedEntry } from './types';

export interface Label {
  'zh-cn': string;
  en: string;
}

/** A field as its schema writes it: what an export needs to head, size and word its column. */
export type SchemaField = Pick<DatabaseField, 'key' | 'label' | 'type' | 'options' | 'percentScale' | 'width'>;

/** The parts of a `database` schema file the server reads (the meta-schema has already validated it). */
export interface DatabaseSchemaFile {
  kind: string;
  id: string;
  title: Label;
  fields: SchemaField[];
  detail?: { related?: RelatedEntry[] };
}

export interface CatalogueEntry extends DatabaseEntry {
  title?: Label;
  /** The schema's fields by key (labels, enum options, percent unit, width). */
  schemaFields?: Record<string, SchemaField>;
}

export async function readDatabaseSchemas(dir: string): Promise<DatabaseSchemaFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const files = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as DatabaseSchemaFile));
  return files.filter((f) => f.kind === 'database');
}

export function buildCatalogue(whitelist: Record<string, DatabaseEntry>, schemas: DatabaseSchemaFile[]): Record<string, CatalogueEntry> {
  const byId = new Map(schemas.map((s) => [s.id, s]));
  const catalogue: Record<string, CatalogueEntry> = {};
  for (const [id, entry] of Object.entries(whitelist)) {
    const schema = byId.get(id);
    catalogue[id] = {
      ...entry,
      related: entry.related ?? schema?.detail?.related ?? [],
      title: schema?.title,
      schemaFields: schema ? Object.fromEntries(schema.fields.map((f) => [f.key, f])) : undefined,
    };
  }
  return catalogue satisfies Catalogue;
}
