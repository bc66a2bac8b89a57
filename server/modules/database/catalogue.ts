// The catalogue the database API serves: the generated whitelist (what may be filtered, sorted, shown and
// which codes guard it) joined with what only the page schemas hold — labels for export headers and the
// detail page's related lists. Schema files are read once at start-up; nothing here is page-specific.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalogue, DatabaseEntry, RelatedEntry } from './types';

export interface Label {
  'zh-cn': string;
  en: string;
}

/** The parts of a `database` schema file the server reads (the meta-schema has already validated it). */
export interface DatabaseSchemaFile {
  kind: string;
  id: string;
  title: Label;
  fields: { key: string; label: Label }[];
  detail?: { related?: RelatedEntry[] };
}

export interface CatalogueEntry extends DatabaseEntry {
  title?: Label;
  labels?: Record<string, Label>;
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
      labels: schema ? Object.fromEntries(schema.fields.map((f) => [f.key, f.label])) : undefined,
    };
  }
  return catalogue satisfies Catalogue;
}
