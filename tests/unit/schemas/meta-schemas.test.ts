// The meta-schemas are the normative form of every schema kind, so they are tested themselves:
// they compile in ajv strict mode, every object closes its properties (typos must be caught), and
// every property carries a description (editors show it while a schema is being written).
import { describe, expect, it } from 'vitest';
import { KINDS, loadMetaSchemas } from '../../../lib/schema-check/meta-schemas';
import { ROOT } from './helpers';

type Node = Record<string, unknown>;

/** Every sub-schema with its pointer, for structural assertions. */
function subSchemas(node: unknown, at: string, out: [string, Node][] = []): [string, Node][] {
  if (typeof node !== 'object' || node === null) return out;
  if (!Array.isArray(node)) out.push([at, node as Node]);
  for (const [key, value] of Object.entries(node)) subSchemas(value, `${at}/${key}`, out);
  return out;
}

describe('meta-schemas', () => {
  const metas = loadMetaSchemas(ROOT);

  it('compile in strict mode for every kind', () => {
    for (const kind of KINDS) expect(typeof metas.validatorFor(kind), kind).toBe('function');
  });

  it('are draft 2020-12 documents with an $id', () => {
    for (const [name, document] of metas.documents) {
      expect(document.$schema, name).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(document.$id, name).toBe(`https://chis-web.local/schemas/_meta/${name}`);
    }
  });

  it('close every object that lists properties (additionalProperties: false)', () => {
    for (const [name, document] of metas.documents) {
      for (const [at, node] of subSchemas(document, '')) {
        if (node.properties !== undefined && !at.endsWith('/properties')) expect(node.additionalProperties, `${name}${at}`).toBe(false);
      }
    }
  });

  it('describe every property', () => {
    for (const [name, document] of metas.documents) {
      for (const [at, node] of subSchemas(document, '')) {
        if (!at.endsWith('/properties')) continue;
        for (const [property, schema] of Object.entries(node)) {
          expect(typeof (schema as Node).description, `${name}${at}/${property}`).toBe('string');
        }
      }
    }
  });
});
