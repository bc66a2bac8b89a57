// The one validator compiler of every route's JSON schemas. Fastify's default coerces every part
// (a JSON `true` became the account name "true"), coerces `Infinity` and `1e309` into numbers that
// then skip `maximum`, and silently drops unknown fields. Here:
// - a JSON body is never coerced: a field has the type its schema names, or the request is a 400;
// - query strings, path parameters and headers (always text) are converted by this module only,
//   and strictly: an integer is written in decimal digits, a number is finite, a boolean is
//   `true`/`false`; anything else stays text and fails the schema's type, naming the field;
// - unknown fields are refused where a schema says `additionalProperties: false`;
// - no number anywhere in a validated input is NaN or infinite.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, addUsedSchema: false });
addFormats(ajv);

const INTEGER = /^-?(0|[1-9]\d*)$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

type Schema = Record<string, unknown>;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/** One text value converted to the first of `types` it strictly is; otherwise the text itself. */
function convert(value: unknown, types: string[]): unknown {
  if (typeof value !== 'string' || types.includes('string')) return value;
  if (types.includes('integer') && INTEGER.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n)) return n;
  }
  if (types.includes('number') && NUMBER.test(value)) {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === '') return null;
  return value;
}

/** Converts the text values of a query string, path or headers object as its schema's properties say. */
export function convertTextInput(schema: Schema, data: unknown): void {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties || typeof data !== 'object' || data === null) return;
  const record = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (!Object.hasOwn(record, name)) continue;
    const types = typesOf(property);
    const value = record[name];
    if (types.includes('array')) {
      const items = (property.items as Schema | undefined) ?? {};
      const list = Array.isArray(value) ? value : [value];
      record[name] = list.map((item) => convert(item, typesOf(items)));
    } else if (Array.isArray(value)) {
      // A repeated parameter where one value is expected stays a list, so the schema refuses it.
      record[name] = value;
    } else {
      record[name] = convert(value, types);
    }
  }
}

/** The path of the first number in `value` that is NaN or infinite, or null. */
export function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

function compile(schema: Schema): ValidateFunction {
  const id = typeof schema.$id === 'string' ? schema.$id : undefined;
  return (id && ajv.getSchema(id)) || ajv.compile(schema);
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const validate = compile(schema as Schema);
  const textual = httpPart !== 'body';
  const run = (data: unknown): boolean => {
    if (textual) convertTextInput(schema as Schema, data);
    if (!validate(data)) {
      run.errors = validate.errors ?? null;
      return false;
    }
    const bad = nonFinitePath(data);
    if (bad !== null) {
      run.errors = [{ instancePath: bad, schemaPath: '#', keyword: 'finite', params: {}, message: 'must be a finite number' }];
      return false;
    }
    run.errors = null;
    return true;
  };
  run.errors = null as ErrorObject[] | null;
  return run;
};
