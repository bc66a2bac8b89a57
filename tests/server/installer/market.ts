// A marketplace for the installer's tests: a real HTTP server on a free port serving real packages
// signed with a key of the test's own (the installer pins its public key), by the installer's
// marketplace contract (server/modules/admin/installer/market-client.ts). Its faults are the ones a
// network and a hostile marketplace have: a connection cut after some bytes, a package whose bytes
// were changed after signing, a package signed by another key. It records the Range of each
// download, so a test sees a retry resume.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPackage } from '../../../lib/module-package/package';
import { generatePrivateKey, parsePrivateKey, publicKeyText } from '../../../lib/module-package/signing';

export interface TestRelease {
  uid: string;
  version: string;
  bytes: Buffer;
  sha256: string;
  dependencies: Record<string, string>;
}

export interface TestMarket {
  url: string;
  publicKey: string;
  /** Signs and offers a module made of `files` (module.json among them). */
  publish(files: Map<string, Buffer>, sign?: 'own' | 'other'): Promise<TestRelease>;
  /** Serves these bytes instead of the signed package (the catalogue's sha256 follows them). */
  replace(uid: string, version: string, bytes: Buffer): void;
  /**
   * The next download of `uid` sends this many bytes and cuts the connection once `received()` says
   * the client has them (a cut that does not race the client's reading).
   */
  cutNext(uid: string, afterBytes: number, received: () => boolean): void;
  /** The Range header of each package request, in order ('' when none). */
  ranges: string[];
  close(): Promise<void>;
}

export async function startTestMarket(): Promise<TestMarket> {
  const own = parsePrivateKey(generatePrivateKey());
  const other = parsePrivateKey(generatePrivateKey());
  const releases: TestRelease[] = [];
  const cuts = new Map<string, { bytes: number; received: () => boolean }>();
  const ranges: string[] = [];

  const newest = (uid: string) => releases.filter((r) => r.uid === uid).at(-1);
  const describe = (r: TestRelease) => ({ uid: r.uid, version: r.version, title: { 'zh-cn': r.uid, en: r.uid }, dependencies: r.dependencies, sha256: r.sha256 });

  const server: Server = createServer((request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = (request.url ?? '').split('?')[0];
    if (path === '/catalogue') {
      const list = [...new Set(releases.map((r) => r.uid))].map((uid) => ({ ...describe(newest(uid)!), price: {}, category: 'test', developer: 'tests' }));
      return json(200, { code: 200, msg: 'ok', content: { list, total: list.length } });
    }
    const match = /^\/modules\/([^/]+)(?:\/versions\/([^/]+)(\/package)?)?$/.exec(path);
    const release = match && (match[2] ? releases.find((r) => r.uid === match[1] && r.version === match[2]) : newest(match[1]));
    if (!match || !release) return json(404, { code: 404, msg: 'no such module', content: null });
    if (!match[3]) return json(200, { code: 200, msg: 'ok', content: describe(release) });
    const range = request.headers.range ?? '';
    ranges.push(range);
    const start = range ? Number(/^bytes=(\d+)-$/.exec(range)?.[1] ?? 0) : 0;
    const body = release.bytes.subarray(start);
    const headers = { 'content-type': 'application/gzip', 'content-length': String(body.length), 'accept-ranges': 'bytes' };
    response.writeHead(range ? 206 : 200, range ? { ...headers, 'content-range': `bytes ${start}-${release.bytes.length - 1}/${release.bytes.length}` } : headers);
    const cut = cuts.get(release.uid);
    if (cut === undefined) return response.end(body);
    cuts.delete(release.uid);
    response.write(body.subarray(0, cut.bytes));
    const close = () => (cut.received() ? response.destroy() : setTimeout(close, 5));
    close();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    publicKey: publicKeyText(own),
    ranges,
    async publish(files, sign = 'own') {
      const built = await buildPackage(files, sign === 'own' ? own : other);
      const manifest = built.manifest;
      const release = { uid: manifest.uid, version: manifest.version, bytes: built.bytes, sha256: built.sha256, dependencies: manifest.dependencies as Record<string, string> };
      releases.push(release);
      return release;
    },
    replace(uid, version, bytes) {
      const release = releases.find((r) => r.uid === uid && r.version === version)!;
      release.bytes = bytes;
      release.sha256 = createHash('sha256').update(bytes).digest('hex');
    },
    cutNext(uid, bytes, received) {
      cuts.set(uid, { bytes, received });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
