// Pass 1: every file must name a known kind, point its `$schema` at that kind's meta-schema, and
// validate against it (a document stored in the app database has no path, so only its `$schema`
// path is not compared). Files that pass go on to the cross-reference pass; the others stop here,
// because cross-references inside a malformed file would only produce follow-on noise.
import path from 'node:path';
import { describeAjvErrors } from './ajv-messages';
import type { LoadedFile } from './load-files';
import { KINDS, META_FILE_BY_KIND, isKind, type Kind, type MetaSchemas } from './meta-schemas';
import { narrowing } from './narrow-alternatives';
import type { ProblemSink } from './problems';

export interface ValidFile extends LoadedFile {
  kind: Kind;
  data: Record<string, unknown>;
}

function expectedSchemaPath(file: LoadedFile, metas: MetaSchemas, kind: Kind): string {
  const relative = path.relative(path.dirname(file.absPath), path.join(metas.dir, META_FILE_BY_KIND[kind]));
  return relative.split(path.sep).join('/');
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
    // A stored document has no path to be relative to: its `$schema` is only required to be a string.
    const expected = file.stored ? undefined : expectedSchemaPath(file, metas, kind);
    if (expected !== undefined && record.$schema !== expected) {
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
