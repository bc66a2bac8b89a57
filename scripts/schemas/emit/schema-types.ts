// schema-types.ts: TypeScript types generated from the meta-schemas, so a type is never written
// twice. The meta-schemas are merged into one document whose definitions are named by their titles
// and compiled once. Every `$ref` becomes a `tsType` naming the referenced definition: a `$ref`
// with a sibling `description` would otherwise be inlined as a fresh copy (Label1, Label2, …).
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { GENERATED_HEADER } from './header';

type Json = Record<string, unknown>;

const COMMON = 'common.schema.json';

/** The name a definition gets in the merged document: its title, else its key. */
function definitionName(definitions: Json, key: string): string {
  const title = (definitions[key] as Json).title;
  return typeof title === 'string' ? title : key;
}

/** Replaces the `$ref`s of one meta-schema by the names of the referenced definitions (in its own document, or in the one a file part names: a config group's fields are crud fields). */
function localise(node: unknown, ownDefinitions: Json, commonDefinitions: Json, documents: Map<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => localise(item, ownDefinitions, commonDefinitions, documents));
  if (typeof node !== 'object' || node === null) return node;
  const result: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$ref' && typeof value === 'string') {
      const [file, fragment] = value.split('#');
      const definitions = file === COMMON ? commonDefinitions : file ? (documents.get(file)?.$defs as Json) : ownDefinitions;
      result.tsType = definitionName(definitions, fragment.replace('/$defs/', ''));
    } else {
      result[key] = localise(value, ownDefinitions, commonDefinitions, documents);
    }
  }
  return result;
}

function mergeMetaSchemas(documents: Map<string, Json>): Json {
  const common = documents.get(COMMON);
  if (!common) throw new Error(`schemas/_meta/${COMMON} is missing`);
  const commonDefinitions = common.$defs as Json;
  const merged: Json = {};
  const kinds: Json = {};
  for (const [name, document] of documents) {
    const ownDefinitions = (name === COMMON ? commonDefinitions : (document.$defs as Json | undefined)) ?? {};
    for (const key of Object.keys(ownDefinitions)) {
      merged[definitionName(ownDefinitions, key)] = localise(ownDefinitions[key], ownDefinitions, commonDefinitions, documents);
    }
    if (name === COMMON) continue;
    const root = Object.fromEntries(Object.entries(document).filter(([key]) => !['$schema', '$id', '$defs'].includes(key)));
    const title = String(document.title);
    merged[title] = localise(root, ownDefinitions, commonDefinitions, documents);
    const kind = ((document.properties as Json).kind as Json).const as string;
    kinds[kind] = { tsType: title, description: `Files of kind "${kind}" (schemas/_meta/${name}).` };
  }
  const kindNames = Object.keys(kinds).sort();
  merged.SchemaFile = {
    title: 'SchemaFile',
    description: 'Any file under schemas/ (page schemas and registries), told apart by kind.',
    oneOf: kindNames.map((kind) => ({ tsType: (kinds[kind] as Json).tsType })),
  };
  // The root must be an object for the definitions to be emitted; the kind → type map is useful too.
  return {
    title: 'SchemaFilesByKind',
    description: 'The type of a schema file, by its kind.',
    type: 'object',
    additionalProperties: false,
    required: kindNames,
    properties: Object.fromEntries(kindNames.map((kind) => [kind, kinds[kind]])),
    $defs: merged,
  };
}

// Formatting the types with prettier takes most of a second; reuse the text while the
// meta-schemas are unchanged (the tests generate many times in one process).
const emitted = new Map<string, Promise<string>>();

export function emitSchemaTypes(documents: Map<string, Json>): Promise<string> {
  const key = JSON.stringify([...documents]);
  let text = emitted.get(key);
  if (!text) {
    text = compileTypes(documents);
    emitted.set(key, text);
  }
  return text;
}

async function compileTypes(documents: Map<string, Json>): Promise<string> {
  const merged = mergeMetaSchemas(documents);
  const body = await compile(merged as JSONSchema, 'SchemaFilesByKind', {
    bannerComment: GENERATED_HEADER,
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: true,
    // minItems would turn arrays into tuples, which JSON imports and array-building code cannot satisfy.
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  // The definitions are all declared on purpose (unreachableDefinitions); the library's note that
  // each one "was referenced by SchemaFilesByKind" would only repeat that on every type.
  const text = body.replace(/\n \*\n \* This interface was referenced by `SchemaFilesByKind`'s JSON-Schema\n \* via the `definition` "[^"]*"\./g, '');
  return text.endsWith('\n') ? text : text + '\n';
}
