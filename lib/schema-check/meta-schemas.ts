// The meta-schemas (schemas/_meta) compiled once with ajv, and which one each `kind` uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { META_DIR } from './load-files';

/** Every kind of file under schemas/, mapped to the meta-schema file that describes it. */
export const META_FILE_BY_KIND = {
  database: 'database.schema.json',
  analysis: 'analysis.schema.json',
  'filter-set': 'filter-set.schema.json',
  crud: 'crud.schema.json',
  'config-group': 'config-group.schema.json',
  sections: 'registry-sections.schema.json',
  'column-types': 'registry-column-types.schema.json',
  widgets: 'registry-widgets.schema.json',
  market: 'registry-market.schema.json',
} as const;

export type Kind = keyof typeof META_FILE_BY_KIND;
export const KINDS = Object.keys(META_FILE_BY_KIND) as Kind[];

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && Object.hasOwn(META_FILE_BY_KIND, value);
}

export interface MetaSchemas {
  /** Absolute folder of the meta-schema files (for checking each file's `$schema` path). */
  dir: string;
  validatorFor(kind: Kind): ValidateFunction;
  /** Parsed meta-schema documents by file name (the type generator reads them). */
  documents: Map<string, Record<string, unknown>>;
  /** Validators of the branches of a oneOf/anyOf sub-schema (as ajv reports it in parentSchema). */
  branchesOf(subSchema: unknown, keyword: 'oneOf' | 'anyOf'): ValidateFunction[] | undefined;
}

/** Where every sub-schema object sits: its document's $id and its JSON pointer there. */
function locateSubSchemas(documents: Map<string, Record<string, unknown>>): Map<unknown, string> {
  const located = new Map<unknown, string>();
  const walk = (node: unknown, uri: string) => {
    if (typeof node !== 'object' || node === null) return;
    located.set(node, uri);
    for (const [key, value] of Object.entries(node)) walk(value, `${uri}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  for (const document of documents.values()) walk(document, `${String(document.$id)}#`);
  return located;
}

// Compiling the meta-schemas is the slow part of a run; a process that generates several times
// (the tests) reuses the compiled set as long as the files have not changed.
const compiled = new Map<string, MetaSchemas>();

export function loadMetaSchemas(root: string): MetaSchemas {
  const dir = path.resolve(root, META_DIR);
  const texts = readdirSync(dir)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')] as const);
  const key = dir + JSON.stringify(texts);
  const cached = compiled.get(key);
  if (cached) return cached;
  const metas = compileMetaSchemas(dir, texts);
  compiled.set(key, metas);
  return metas;
}

function compileMetaSchemas(dir: string, texts: (readonly [string, string])[]): MetaSchemas {
  // strict: unknown keywords or ambiguous types in a meta-schema are errors, not silent no-ops;
  // verbose: errors carry the failing sub-schema, which the messages quote (allowed values…).
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  const documents = new Map<string, Record<string, unknown>>();
  for (const [name, text] of texts) {
    const document = JSON.parse(text) as Record<string, unknown>;
    documents.set(name, document);
    ajv.addSchema(document);
  }
  const validators = new Map<Kind, ValidateFunction>();
  const located = locateSubSchemas(documents);
  return {
    dir,
    documents,
    branchesOf(subSchema, keyword) {
      const uri = located.get(subSchema);
      const branches = (subSchema as Record<string, unknown> | null)?.[keyword];
      if (uri === undefined || !Array.isArray(branches)) return undefined;
      const found = branches.map((_, index) => ajv.getSchema(`${uri}/${keyword}/${index}`));
      return found.every((v) => v !== undefined) ? (found as ValidateFunction[]) : undefined;
    },
    validatorFor(kind) {
      let validate = validators.get(kind);
      if (!validate) {
        const id = documents.get(META_FILE_BY_KIND[kind])?.$id;
        if (typeof id !== 'string') throw new Error(`meta-schema ${META_FILE_BY_KIND[kind]} is missing or has no $id`);
        validate = ajv.getSchema(id);
        if (!validate) throw new Error(`meta-schema ${id} did not compile`);
        validators.set(kind, validate);
      }
      return validate;
    },
  };
}
