// Pass 1: every file must name a known kind, point its `$schema` at that kind's meta-schema, and
// validate against it. Files that pass go on to the cross-reference pass; the others stop here,
// because cross-references inside a malformed file would only produce follow-on noise.
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { describeAjvErrors, type Narrow, type ShapeProblem } from './ajv-messages';
import type { LoadedFile } from './load-files';
import { KINDS, META_FILE_BY_KIND, isKind, type Kind, type MetaSchemas } from './meta-schemas';
import type { ProblemSink } from './problems';

export interface ValidFile extends LoadedFile {
  kind: Kind;
  data: Record<string, unknown>;
}

function expectedSchemaPath(file: LoadedFile, metas: MetaSchemas, kind: Kind): string {
  const relative = path.relative(path.dirname(file.absPath), path.join(metas.dir, META_FILE_BY_KIND[kind]));
  return relative.split(path.sep).join('/');
}

/** Errors that show a branch of an alternative was not the one meant: a property it requires is missing, or the type differs. */
const SHAPE_KEYWORDS = new Set(['required', 'type', 'const']);

function valueAt(document: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/**
 * Picks the branch of a failed oneOf/anyOf the author evidently meant — the only one whose shape
 * fits — and reports its mistakes ("/in: must have at least 1 item(s)") instead of a bare
 * "must match one of". When no branch or several fit, returns null.
 */
function narrowing(document: unknown, metas: MetaSchemas): Narrow {
  const narrow: Narrow = (error: ErrorObject) => {
    const branches = metas.branchesOf(error.parentSchema, error.keyword as 'oneOf' | 'anyOf');
    if (!branches) return null;
    const value = valueAt(document, error.instancePath);
    const meant: ErrorObject[][] = [];
    for (const validate of branches) {
      if (validate(value)) return null;
      const errors = [...(validate.errors ?? [])];
      if (!errors.some((e) => e.instancePath === '' && SHAPE_KEYWORDS.has(e.keyword))) meant.push(errors);
    }
    if (meant.length !== 1) return null;
    return describeAjvErrors(meant[0], narrowing(value, metas)).map(
      (problem: ShapeProblem): ShapeProblem => ({ pointer: error.instancePath + problem.pointer, message: problem.message }),
    );
  };
  return narrow;
}

export function validateShapes(files: LoadedFile[], metas: MetaSchemas, sink: ProblemSink): ValidFile[] {
  const valid: ValidFile[] = [];
  for (const file of files) {
    const data = file.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      sink.report(file.file, '', 'must be a JSON object');
      continue;
    }
    const record = data as Record<string, unknown>;
    if (!isKind(record.kind)) {
      sink.report(file.file, '/kind', `${JSON.stringify(record.kind)} is not a known kind (allowed: ${KINDS.join(', ')})`);
      continue;
    }
    const kind = record.kind;
    const before = sink.countFor(file.file);
    const expected = expectedSchemaPath(file, metas, kind);
    if (record.$schema !== expected) {
      sink.report(file.file, '/$schema', `must be "${expected}" (the ${kind} meta-schema, relative to this file)`);
    }
    const validate = metas.validatorFor(kind);
    if (!validate(record)) {
      for (const problem of describeAjvErrors([...(validate.errors ?? [])], narrowing(record, metas))) sink.report(file.file, problem.pointer, problem.message);
    }
    if (sink.countFor(file.file) === before) valid.push({ ...file, kind, data: record });
  }
  return valid;
}
