// Checks a module manifest against its meta-schema (schemas/_meta/module.schema.json, the one
// source of the ModuleManifest type) and the rules a schema cannot say: the version and ranges are
// semver, the changelog's first entry is this version, a module does not depend on itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import semver from 'semver';
import type { ModuleManifest } from '../../src/generated/schema-types';
import { META_DIR } from '../schema-check/load-files';

export type { ModuleManifest };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let validator: ValidateFunction | undefined;

function validateShape(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  const read = (name: string) => JSON.parse(readFileSync(path.join(ROOT, META_DIR, name), 'utf8')) as object;
  ajv.addSchema(read('common.schema.json'));
  validator = ajv.compile(read('module.schema.json'));
  return validator;
}

/** Every problem of a manifest as `/pointer: message`; empty when it is sound. */
export function manifestProblems(data: unknown): string[] {
  const validate = validateShape();
  if (!validate(data)) return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'is invalid'}`);
  const manifest = data as ModuleManifest;
  const problems: string[] = [];
  if (!semver.valid(manifest.version)) problems.push(`/version: "${manifest.version}" is not a semantic version`);
  if (!semver.validRange(manifest.productVersions)) problems.push(`/productVersions: "${manifest.productVersions}" is not a semver range`);
  for (const [uid, range] of Object.entries(manifest.dependencies)) {
    if (uid === manifest.uid) problems.push(`/dependencies/${uid}: a module cannot depend on itself`);
    if (!semver.validRange(range)) problems.push(`/dependencies/${uid}: "${range}" is not a semver range`);
  }
  if (manifest.changelog[0].version !== manifest.version) {
    problems.push(`/changelog/0/version: the newest release must be this version (${manifest.version})`);
  }
  return problems;
}

export function isFree(manifest: ModuleManifest): boolean {
  return !manifest.price.points && !manifest.price.balance;
}

/** The catalogue's dates: the first release is 'published on', this one 'last updated'. */
export function releaseDates(manifest: ModuleManifest): { published: string; updated: string } {
  return { published: manifest.changelog[manifest.changelog.length - 1].date, updated: manifest.changelog[0].date };
}

/** `<uid>-<version>.tgz`: the one name of a package file (a gzip-compressed tar, see archive.ts). */
export function packageFileName(uid: string, version: string): string {
  return `${uid}-${version}.tgz`;
}
