// The marketplace's part of the data folder: its signing key and its built packages.
// Where the signing key comes from: There is no default secret: either the operator
// gives MARKETPLACE_SIGNING_KEY, or a key is generated on first use into the data folder, readable
// by the owner only (0600). Two processes starting together both end up with the one file's key
// (the file is created exclusively; the loser reads the winner's).
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { generatePrivateKey, parsePrivateKey } from './signing';

export const SIGNING_KEY_FILE = path.join('marketplace', 'signing-key');
/** Built packages, `<uid>-<version>.tgz`, the built-in marketplace's store. */
export const PACKAGES_DIR = path.join('marketplace', 'packages');

export function loadSigningKey(dataDir: string, given?: string): KeyObject {
  if (given) return parsePrivateKey(given);
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, generatePrivateKey() + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  // A key file anyone may read is a key anyone may sign with.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return parsePrivateKey(readFileSync(file, 'utf8'));
}
