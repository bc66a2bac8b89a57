// The module package (docs/modules.md): one archive holding the manifest (module.json), every
// content file, `files.json` (the SHA-256 of every other file) and `signature.json` (ed25519 over
// the manifest and that list). Verification trusts nothing of the archive before the signature
// checks out with the pinned public key; then every file must match its hash and no file may be
// left out of the list, so one changed byte anywhere is refused with the reason.
import { createHash, type KeyObject } from 'node:crypto';
import { ARCHIVE_LIMITS, readArchive, writeArchive } from './archive';
import { PackageError } from './errors';
import { manifestProblems, packageFileName, type ModuleManifest } from './manifest';
import { keyId, signBytes, verifyBytes } from './signing';

export const FORMAT = 'chis-module/1';
export const MANIFEST_FILE = 'module.json';
export const FILE_LIST = 'files.json';
export const SIGNATURE_FILE = 'signature.json';
const ENVELOPE = new Set([FILE_LIST, SIGNATURE_FILE]);

interface FileList {
  format: typeof FORMAT;
  uid: string;
  version: string;
  /** Path → lower-case hex SHA-256, for every file but files.json and signature.json (module.json included). */
  files: Record<string, string>;
}

interface Signature {
  algorithm: 'ed25519';
  keyId: string;
  /** base64 */
  value: string;
}

export interface BuiltPackage {
  fileName: string;
  bytes: Buffer;
  /** Hex SHA-256 of the whole archive (the marketplace's download header). */
  sha256: string;
  manifest: ModuleManifest;
}

export interface VerifiedPackage {
  manifest: ModuleManifest;
  /** Every content file (module.json included), path → bytes. */
  files: Map<string, Buffer>;
  sha256: string;
  keyId: string;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** What the signature covers: the format, the manifest's bytes and the file list's bytes. */
function signedMessage(manifest: Buffer, fileList: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${FORMAT}\0`), manifest, Buffer.from('\0'), fileList]);
}

function parseManifest(bytes: Buffer, where: string): ModuleManifest {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new PackageError('package.badManifest', { problem: 'not JSON' }, `${where} is not JSON`);
  }
  const problems = manifestProblems(data);
  if (problems.length > 0) throw new PackageError('package.badManifest', { problem: problems.join('; ') }, `${where}: ${problems.join('; ')}`);
  return data as ModuleManifest;
}

/**
 * Signs a package of `files` (path → bytes; module.json among them). Byte-identical for the same
 * files and key: sorted entries, zero times, and ed25519 signatures are deterministic.
 */
export async function buildPackage(files: Map<string, Buffer>, privateKey: KeyObject): Promise<BuiltPackage> {
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) throw new PackageError('package.missingFile', { file: MANIFEST_FILE }, `a module needs ${MANIFEST_FILE}`);
  const manifest = parseManifest(manifestBytes, MANIFEST_FILE);
  for (const name of ENVELOPE) {
    if (files.has(name)) throw new PackageError('package.unsafePath', { file: name }, `${name} is written by the packer, not a content file`);
  }
  for (const shot of manifest.screenshots ?? []) {
    if (!files.has(shot.file)) throw new PackageError('package.missingFile', { file: shot.file }, `the screenshot ${shot.file} is not in the module`);
  }
  const names = [...files.keys()].sort();
  const list: FileList = { format: FORMAT, uid: manifest.uid, version: manifest.version, files: Object.fromEntries(names.map((n) => [n, sha256(files.get(n)!)])) };
  const listBytes = Buffer.from(JSON.stringify(list, null, 1) + '\n');
  const signature: Signature = { algorithm: 'ed25519', keyId: keyId(privateKey), value: signBytes(privateKey, signedMessage(manifestBytes, listBytes)) };
  const all = new Map(files);
  all.set(FILE_LIST, listBytes);
  all.set(SIGNATURE_FILE, Buffer.from(JSON.stringify(signature) + '\n'));
  const bytes = await writeArchive(all);
  return { fileName: packageFileName(manifest.uid, manifest.version), bytes, sha256: sha256(bytes), manifest };
}

function parseJson<T>(bytes: Buffer | undefined, name: string): T {
  if (!bytes) throw new PackageError('package.missingFile', { file: name }, `the package has no ${name}`);
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new PackageError('package.missingFile', { file: name }, `${name} is not JSON`);
  }
}

// The exact gzip header the packer writes (no name, zero time, best compression, Unix): a byte
// changed in the header would not change the content, yet it is a changed package.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03]);

/**
 * Opens a package and proves it: signed by `publicKey`, every file as listed, nothing unlisted, a
 * sound manifest, and (when given) the expected uid and version. Throws a PackageError otherwise.
 */
export async function verifyPackage(bytes: Buffer, publicKey: KeyObject, expected?: { uid: string; version?: string }): Promise<VerifiedPackage> {
  if (bytes.length > ARCHIVE_LIMITS.maxBytes) throw new PackageError('package.tooLarge', { limit: ARCHIVE_LIMITS.maxBytes }, 'the package is too large');
  if (!bytes.subarray(0, GZIP_HEADER.length).equals(GZIP_HEADER)) throw new PackageError('package.notArchive', {}, 'the package does not start as the packer writes it');
  const files = await readArchive(bytes);
  const listBytes = files.get(FILE_LIST);
  const list = parseJson<FileList>(listBytes, FILE_LIST);
  const signature = parseJson<Signature>(files.get(SIGNATURE_FILE), SIGNATURE_FILE);
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) throw new PackageError('package.missingFile', { file: MANIFEST_FILE }, `the package has no ${MANIFEST_FILE}`);
  const pinned = keyId(publicKey);
  if (signature.keyId !== pinned) {
    throw new PackageError('package.badSignature', { keyId: String(signature.keyId), pinned }, `signed by key ${String(signature.keyId)}, not by the pinned key ${pinned}`);
  }
  if (signature.algorithm !== 'ed25519' || typeof signature.value !== 'string' || !verifyBytes(publicKey, signedMessage(manifestBytes, listBytes!), signature.value)) {
    throw new PackageError('package.badSignature', { keyId: pinned, pinned }, 'the signature does not match the manifest and file list');
  }
  // Signed from here on: the list and the manifest are the marketplace's own.
  const content = new Map<string, Buffer>();
  for (const [name, hash] of Object.entries(list.files)) {
    const file = files.get(name);
    if (!file || ENVELOPE.has(name)) throw new PackageError('package.missingFile', { file: name }, `${name} is listed but not in the package`);
    if (sha256(file) !== hash) throw new PackageError('package.fileHash', { file: name }, `${name} does not match its SHA-256 in ${FILE_LIST}`);
    content.set(name, file);
  }
  for (const name of files.keys()) {
    if (!content.has(name) && !ENVELOPE.has(name)) throw new PackageError('package.unlistedFile', { file: name }, `${name} is in the package but not in ${FILE_LIST}`);
  }
  const manifest = parseManifest(manifestBytes, MANIFEST_FILE);
  const identity = { uid: expected?.uid ?? manifest.uid, version: expected?.version ?? manifest.version };
  if (list.format !== FORMAT || list.uid !== manifest.uid || list.version !== manifest.version || identity.uid !== manifest.uid || identity.version !== manifest.version) {
    throw new PackageError(
      'package.wrongIdentity',
      { expected: `${identity.uid}@${identity.version}`, found: `${manifest.uid}@${manifest.version}` },
      `expected ${identity.uid}@${identity.version}, the package is ${manifest.uid}@${manifest.version}`,
    );
  }
  return { manifest, files: content, sha256: sha256(bytes), keyId: pinned };
}
