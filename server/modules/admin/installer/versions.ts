// Each version of a module lives in its own folder, DATA_DIR/modules/<uid>/<version>/: the signed
// package as downloaded and, when it has one, its browser bundle unpacked beside it (served to the
// browser from there). A folder is made only from a verified package, in one rename from a staging
// folder, so it is whole or absent; the previous version's folder stays for a one-click rollback.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageFileName } from '../../../../lib/module-package/manifest';

export const BUNDLE_FILE = 'bundle.js';

export function modulesRoot(dataDir: string): string {
  return path.join(dataDir, 'modules');
}

export function versionFolder(dataDir: string, uid: string, version: string): string {
  return path.join(modulesRoot(dataDir), uid, version);
}

export function packagePath(dataDir: string, uid: string, version: string): string {
  return path.join(versionFolder(dataDir, uid, version), packageFileName(uid, version));
}

/** Writes a version's folder (package + bundle) whole; false when it was already there. */
export function writeVersion(dataDir: string, uid: string, version: string, pkg: Buffer, bundle: Buffer | null, runId: string): boolean {
  const folder = versionFolder(dataDir, uid, version);
  if (existsSync(folder)) return false;
  const staging = path.join(modulesRoot(dataDir), uid, `.staging-${runId}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, packageFileName(uid, version)), pkg);
  if (bundle) writeFileSync(path.join(staging, BUNDLE_FILE), bundle);
  renameSync(staging, folder);
  return true;
}

export function readPackage(dataDir: string, uid: string, version: string): Buffer | null {
  const file = packagePath(dataDir, uid, version);
  return existsSync(file) ? readFileSync(file) : null;
}

/** Removes a version's folder, and the module's folder when no other version is left in it. */
export function removeVersion(dataDir: string, uid: string, version: string): void {
  rmSync(versionFolder(dataDir, uid, version), { recursive: true, force: true });
  const folder = path.join(modulesRoot(dataDir), uid);
  if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true, force: true });
}
