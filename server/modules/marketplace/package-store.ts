// The built-in marketplace's packages: built from the repository's modules/ sources into
// DATA_DIR/marketplace/packages when a module's sources (or the signing key) change (once per
// start, by the process that prepares the data: server/prepare.ts), and read back verified by each
// serving process, so the catalogue only ever offers what the installer will accept. Older versions stay
// in the folder (a new source version adds a file), and so do packages `npm run module:pack` put
// there; a file that does not verify with the marketplace's key is left out with a warning.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { createPublicKey } from 'node:crypto';
import semver from 'semver';
import { buildModule, WEB_ENTRY, type WebBundler } from '../../../lib/module-package/build-module';
import { PACKAGES_DIR } from '../../../lib/module-package/data-folder';
import { packageFileName, type ModuleManifest } from '../../../lib/module-package/manifest';
import { verifyPackage } from '../../../lib/module-package/package';
import { keyId } from '../../../lib/module-package/signing';
import { packerHash, sourcesHash } from '../../../lib/module-package/sources';

export interface StoredPackage {
  manifest: ModuleManifest;
  fileName: string;
  file: string;
  size: number;
  sha256: string;
  /** Content files (screenshots are served from here). */
  files: Map<string, Buffer>;
}

/** Every verified package by uid, newest version first. */
export type PackageShelf = Map<string, StoredPackage[]>;

/** Which state each module's newest package was built from: `<sources hash>:<packer hash>:<key id>`. */
const BUILT_INDEX = 'built.json';

function writeAtomically(file: string, bytes: Buffer | string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

interface Log {
  warn(message: string): void;
}

export interface ShelfOptions {
  dataDir: string;
  /** The module sources (the repository's modules/). */
  modulesDir: string;
  key: KeyObject;
  log: Log;
  /** Builds a module's browser bundle (modules with web/index.tsx are not offered without it). */
  bundle?: WebBundler;
}

const packagesFolder = (dataDir: string) => path.join(dataDir, PACKAGES_DIR);

/** Builds the package of each module whose sources or signing key changed since its last build. */
export async function buildModulePackages({ dataDir, modulesDir, key, log, bundle }: ShelfOptions): Promise<void> {
  const folder = packagesFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  if (!existsSync(modulesDir)) return;
  const indexFile = path.join(folder, BUILT_INDEX);
  const index = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>) : {};
  const packer = `${packerHash()}:${keyId(key)}`;
  for (const uid of readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, uid);
    if (!existsSync(path.join(dir, 'module.json'))) continue;
    const state = `${sourcesHash(dir)}:${packer}`;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'module.json'), 'utf8')) as ModuleManifest;
    if (index[uid] === state && existsSync(path.join(folder, packageFileName(manifest.uid, manifest.version)))) continue;
    if (existsSync(path.join(dir, WEB_ENTRY)) && !bundle) {
      log.warn(`marketplace: ${uid} has a browser bundle (${WEB_ENTRY}) and no web bundler is configured: not offered`);
      continue;
    }
    try {
      const built = await buildModule(dir, key, bundle);
      writeAtomically(path.join(folder, built.fileName), built.bytes);
      index[uid] = state;
    } catch (error) {
      log.warn(`marketplace: the sources of ${uid} do not build (${(error as Error).message}): not offered`);
    }
  }
  writeAtomically(indexFile, JSON.stringify(index, null, 1) + '\n');
}

/** Every package of the folder that verifies with the marketplace's key. */
export async function readPackageShelf({ dataDir, key, log }: Pick<ShelfOptions, 'dataDir' | 'key' | 'log'>): Promise<PackageShelf> {
  const folder = packagesFolder(dataDir);
  const publicKey = createPublicKey(key);
  const shelf: PackageShelf = new Map();
  if (!existsSync(folder)) return shelf;
  for (const fileName of readdirSync(folder).filter((n) => n.endsWith('.tgz')).sort()) {
    const file = path.join(folder, fileName);
    const bytes = readFileSync(file);
    try {
      const verified = await verifyPackage(bytes, publicKey);
      const { uid, version } = verified.manifest;
      if (packageFileName(uid, version) !== fileName) throw new Error(`holds ${uid}@${version}`);
      const versions = shelf.get(uid) ?? [];
      versions.push({ manifest: verified.manifest, fileName, file, size: bytes.length, sha256: verified.sha256, files: verified.files });
      shelf.set(uid, versions);
    } catch (error) {
      log.warn(`marketplace: ${fileName} left out: ${(error as Error).message}`);
    }
  }
  for (const versions of shelf.values()) versions.sort((a, b) => semver.rcompare(a.manifest.version, b.manifest.version));
  return shelf;
}
