// The package's container: a gzip-compressed tar of regular files. Written byte-identically for
// the same files (sorted names, zero mtime, fixed mode), so a rebuild of unchanged sources gives
// the same package; read with limits, so a hostile archive can neither escape its folder (no
// absolute or `..` paths, no links) nor exhaust memory.
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { PackageError } from './errors';

/** Limits of a package: far above the shipped modules (the largest holds 10,000 seed rows, ~1 MB). */
export const ARCHIVE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxFiles: 2_000 };

const SAFE_PATH = /^(?!.*\/\/)[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** A relative path of letters, digits, `._-` and `/`, no segment starting with a dot (so no `..`). */
export function isSafePath(name: string): boolean {
  return name.length <= 200 && SAFE_PATH.test(name);
}

export async function writeArchive(files: Map<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const name of [...files.keys()].sort()) {
    if (!isSafePath(name)) throw new PackageError('package.unsafePath', { file: name }, `"${name}" is not a safe package path`);
    pack.entry({ name, size: files.get(name)!.length, mode: 0o644, mtime: new Date(0), type: 'file' }, files.get(name)!);
  }
  pack.finalize();
  await collected;
  // mtime 0 in the gzip header too (level 9: packages are downloaded more often than built).
  return gzipSync(Buffer.concat(chunks), { level: 9 });
}

export async function readArchive(bytes: Buffer): Promise<Map<string, Buffer>> {
  const { maxBytes, maxFiles } = ARCHIVE_LIMITS;
  let tarBytes: Buffer;
  try {
    tarBytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    if (tooLarge) throw new PackageError('package.tooLarge', { limit: maxBytes }, `the package unpacks to more than ${maxBytes} bytes`);
    throw new PackageError('package.notArchive', {}, 'the package is not a gzip-compressed archive');
  }
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !isSafePath(name) || files.has(name)) {
        entry.resume();
        throw new PackageError('package.unsafePath', { file: name }, `"${name}" is not a plain file at a safe path, or appears twice`);
      }
      if (files.size >= maxFiles) throw new PackageError('package.tooLarge', { limit: maxFiles }, `the package holds more than ${maxFiles} files`);
      const parts: Buffer[] = [];
      for await (const chunk of entry) parts.push(chunk as Buffer);
      files.set(name, Buffer.concat(parts));
    }
  })();
  extract.end(tarBytes);
  try {
    await done;
  } catch (error) {
    extract.destroy();
    if (error instanceof PackageError) throw error;
    throw new PackageError('package.notArchive', {}, 'the package is not a valid tar archive');
  }
  return files;
}
