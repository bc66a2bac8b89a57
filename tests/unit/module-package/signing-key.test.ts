// The marketplace's signing key: no built-in secret, a generated key readable by its owner only and
// kept across starts, or the operator's own key from the environment.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSigningKey, SIGNING_KEY_FILE } from '../../../lib/module-package/data-folder';
import { generatePrivateKey, keyId, parsePrivateKey, parsePublicKey, publicKeyText } from '../../../lib/module-package/signing';

const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chis-signing-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('marketplace signing key', () => {
  it('is generated once per data folder, mode 0600, and kept', () => {
    const dir = dataDir();
    const first = loadSigningKey(dir);
    expect(statSync(path.join(dir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(keyId(loadSigningKey(dir))).toBe(keyId(first));
    expect(keyId(loadSigningKey(dataDir()))).not.toBe(keyId(first));
  });

  it('is the operator\'s key when MARKETPLACE_SIGNING_KEY is given, and its public key round-trips', () => {
    const given = generatePrivateKey();
    const key = loadSigningKey(dataDir(), given);
    expect(keyId(key)).toBe(keyId(parsePrivateKey(given)));
    expect(keyId(parsePublicKey(publicKeyText(key)))).toBe(keyId(key));
    expect(() => parsePrivateKey('bm90IGEga2V5')).toThrow(/not an ed25519 private key/);
    expect(() => parsePublicKey(given)).toThrow(/not an ed25519 public key/);
  });
});
