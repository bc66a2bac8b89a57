// The module package format (lib/module-package): what the packer signs the installer can prove,
// and anything else — one changed byte, another key, a file added or left out — is refused with a
// reason the installer can show.
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../lib/module-package/archive';
import { PACKAGE_REFUSALS, PackageError } from '../../../lib/module-package/errors';
import { isMessageKey, localize } from '../../../server/http/messages';
import { buildPackage, FILE_LIST, verifyPackage } from '../../../lib/module-package/package';
import { generatePrivateKey, parsePrivateKey, parsePublicKey, publicKeyText } from '../../../lib/module-package/signing';

const key = parsePrivateKey(generatePrivateKey());
const publicKey = parsePublicKey(publicKeyText(key));

const manifest = {
  kind: 'module',
  uid: 'sample-register',
  version: '1.2.0',
  title: { 'zh-cn': '示例登记', en: 'Sample register' },
  description: { 'zh-cn': '测试用模块', en: 'A module for tests' },
  category: 'market-access',
  developer: 'CHIS',
  price: { points: 100 },
  productVersions: '>=0.1.0',
  dependencies: { 'kol-register': '^1.0.0' },
  changelog: [
    { version: '1.2.0', date: '2026-10-01', notes: { 'zh-cn': '新增字段', en: 'New field' } },
    { version: '1.0.0', date: '2026-06-01', notes: { 'zh-cn': '首个版本', en: 'First release' } },
  ],
};

function sources(overrides: Record<string, unknown> = {}): Map<string, Buffer> {
  return new Map([
    ['module.json', Buffer.from(JSON.stringify({ ...manifest, ...overrides }))],
    ['schemas/ext-sample.json', Buffer.from('{"kind":"crud","id":"ext-sample"}')],
    ['seed/ext_sample.jsonl', Buffer.from('{"id":1,"name":"a"}\n{"id":2,"name":"b"}\n')],
  ]);
}

async function refusal(bytes: Buffer): Promise<PackageError> {
  const error = await verifyPackage(bytes, publicKey).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PackageError);
  return error as PackageError;
}

/** Unpacks, changes the archive's files, and packs again (a tamperer who re-packs carefully). */
async function repacked(bytes: Buffer, change: (files: Map<string, Buffer>) => void): Promise<Buffer> {
  const files = await readArchive(bytes);
  change(files);
  return writeArchive(files);
}

describe('module package', () => {
  it('verifies what it built: manifest, every file, hash of the whole, signer', async () => {
    const built = await buildPackage(sources(), key);
    expect(built.fileName).toBe('sample-register-1.2.0.tgz');
    const verified = await verifyPackage(built.bytes, publicKey, { uid: 'sample-register', version: '1.2.0' });
    expect(verified.manifest.uid).toBe('sample-register');
    expect([...verified.files.keys()].sort()).toEqual(['module.json', 'schemas/ext-sample.json', 'seed/ext_sample.jsonl']);
    expect(verified.files.get('seed/ext_sample.jsonl')!.toString()).toContain('"name":"b"');
    expect(verified.sha256).toBe(built.sha256);
    // Same sources, same key: the same bytes (the marketplace rebuilds only when sources change).
    expect((await buildPackage(sources(), key)).bytes.equals(built.bytes)).toBe(true);
  });

  it('refuses a package with any one byte changed', async () => {
    const { bytes } = await buildPackage(sources(), key);
    for (let at = 0; at < bytes.length; at += 1) {
      const changed = Buffer.from(bytes);
      changed[at] ^= 0x01;
      await expect(verifyPackage(changed, publicKey), `byte ${at}`).rejects.toBeInstanceOf(PackageError);
    }
  });

  it('says which file changed when a tamperer re-packs the archive', async () => {
    const { bytes } = await buildPackage(sources(), key);
    const seedChanged = await repacked(bytes, (files) => {
      const seed = Buffer.from(files.get('seed/ext_sample.jsonl')!);
      seed[7] = '9'.charCodeAt(0);
      files.set('seed/ext_sample.jsonl', seed);
    });
    expect(await refusal(seedChanged)).toMatchObject({ reason: 'package.fileHash', params: { file: 'seed/ext_sample.jsonl' } });

    const added = await repacked(bytes, (files) => files.set('schemas/ext-extra.json', Buffer.from('{}')));
    expect(await refusal(added)).toMatchObject({ reason: 'package.unlistedFile', params: { file: 'schemas/ext-extra.json' } });

    const removed = await repacked(bytes, (files) => files.delete('schemas/ext-sample.json'));
    expect(await refusal(removed)).toMatchObject({ reason: 'package.missingFile', params: { file: 'schemas/ext-sample.json' } });

    // A cheaper price in the manifest, or a new hash in the list, breaks the signature.
    const cheaper = await repacked(bytes, (files) => files.set('module.json', Buffer.from(JSON.stringify({ ...manifest, price: {} }))));
    expect((await refusal(cheaper)).reason).toBe('package.badSignature');
    const relisted = await repacked(bytes, (files) => files.set(FILE_LIST, Buffer.from(files.get(FILE_LIST)!.toString().replace(/"[0-9a-f]{64}"/, `"${'0'.repeat(64)}"`))));
    expect((await refusal(relisted)).reason).toBe('package.badSignature');
  });

  it('refuses a package signed by another key, and one that is another module', async () => {
    const other = parsePrivateKey(generatePrivateKey());
    const foreign = await buildPackage(sources(), other);
    expect(await refusal(foreign.bytes)).toMatchObject({ reason: 'package.badSignature' });
    expect((await refusal(foreign.bytes)).message).toMatch(/not by the pinned key/);

    const own = await buildPackage(sources(), key);
    await expect(verifyPackage(own.bytes, publicKey, { uid: 'sample-register', version: '1.0.0' })).rejects.toMatchObject({
      reason: 'package.wrongIdentity',
      params: { expected: 'sample-register@1.0.0', found: 'sample-register@1.2.0' },
    });
  });

  it('refuses archives that would escape their folder or are not archives at all', async () => {
    const { bytes } = await buildPackage(sources(), key);
    expect((await refusal(Buffer.from('not a package'))).reason).toBe('package.notArchive');
    // A gzip stream of something that is not a tar, with the packer's header.
    expect((await refusal(gzipSync(Buffer.from('x'.repeat(600)), { level: 9 }))).reason).toBe('package.notArchive');
    // A path with `..` written into the tar by hand (the packer itself refuses to write it).
    const tarBytes = gunzipSync(bytes);
    let at = -1;
    do at = tarBytes.indexOf('schemas/ext-sample.json', at + 1);
    while (at % 512 !== 0); // the entry's header, not the file list that names it
    tarBytes.write('../../../etc/passwd\0\0\0\0', at, 'latin1');
    const header = tarBytes.subarray(at, at + 512);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    expect(await refusal(gzipSync(tarBytes, { level: 9 }))).toMatchObject({ reason: 'package.unsafePath', params: { file: '../../../etc/passwd' } });
  });

  it('builds only from a sound manifest', async () => {
    const broken = [
      { version: '1.2' },
      { dependencies: { 'kol-register': 'not a range!' } },
      { dependencies: { 'sample-register': '^1.0.0' } },
      { changelog: [{ version: '1.0.0', date: '2026-06-01', notes: { 'zh-cn': '首个版本', en: 'First release' } }] },
      { price: { points: -1 } },
      { title: { en: 'only English' } },
    ];
    for (const overrides of broken) {
      await expect(buildPackage(sources(overrides), key), JSON.stringify(overrides)).rejects.toMatchObject({ reason: 'package.badManifest' });
    }
  });

  it('words every refusal in both languages, with its parameters', () => {
    for (const reason of PACKAGE_REFUSALS) {
      expect(isMessageKey(reason), reason).toBe(true);
      expect(localize(reason, 'en', { file: 'seed/a.jsonl' }), reason).not.toBe(localize(reason, 'zh-cn', { file: 'seed/a.jsonl' }));
    }
    expect(localize('package.fileHash', 'en', { file: 'seed/a.jsonl' })).toBe('The module package file seed/a.jsonl was changed (its hash does not match)');
  });
});
