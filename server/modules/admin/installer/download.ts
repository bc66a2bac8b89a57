// Downloads a package over HTTP into the download cache, resumably: what arrived before a cut
// connection stays in `<uid>-<version>.part`, and the next attempt asks for the rest (`Range:
// bytes=<size>-`); a server that answers the whole file (200) starts it again. The finished file is
// hash-checked (sha256 of the whole package, as the catalogue names it) before it is handed on; a
// mismatch deletes it, so a retry downloads afresh. The cache is not the product's files: an
// installed version lives in its own folder (versions.ts), made only after verification.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../http/errors';

export interface DownloadTarget {
  url: string;
  /** The package's sha256 (hex), when the catalogue names it. */
  sha256?: string;
  /** Headers the marketplace needs (the buyer's session). */
  headers?: Record<string, string>;
}

export interface DownloadProgress {
  (received: number, total: number | null): Promise<void> | void;
}

export function downloadCache(dataDir: string): string {
  return path.join(dataDir, 'modules', '.downloads');
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Total size from a 200's Content-Length or a 206's Content-Range (`bytes a-b/total`). */
function totalOf(response: Response, offset: number): number | null {
  const range = response.headers.get('content-range');
  const total = range ? Number(range.split('/')[1]) : Number(response.headers.get('content-length') ?? NaN) + (response.status === 206 ? offset : 0);
  return Number.isFinite(total) && total > 0 ? total : null;
}

/** Downloads (or finishes downloading) `target` into `<cache>/<name>` and returns the file's path. */
export async function download(cache: string, name: string, target: DownloadTarget, progress: DownloadProgress, signal?: AbortSignal): Promise<string> {
  mkdirSync(cache, { recursive: true });
  const file = path.join(cache, name);
  const part = `${file}.part`;
  const offset = existsSync(part) ? statSync(part).size : 0;
  let response: Response;
  try {
    response = await fetch(target.url, { headers: { ...target.headers, ...(offset > 0 ? { range: `bytes=${offset}-` } : {}) }, signal });
  } catch (error) {
    throw new AppError(400, 'installer.downloadFailed', null, { reason: (error as Error).message });
  }
  if (response.status === 416 && offset > 0) {
    // The part is not a prefix of this package (or already whole): start it again.
    await response.body?.cancel();
    rmSync(part, { force: true });
    return download(cache, name, target, progress, signal);
  }
  if (response.status !== 200 && response.status !== 206) {
    // The marketplace says why in its envelope (e.g. a priced module not bought by this buyer).
    const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new AppError(400, 'installer.downloadStatus', null, { status: response.status, reason: typeof body?.msg === 'string' ? body.msg : '' });
  }
  const resumed = response.status === 206 && offset > 0;
  const total = totalOf(response, resumed ? offset : 0);
  let received = resumed ? offset : 0;
  // Each chunk is written before the next is read, so what arrived before a cut is on disk.
  const out = await open(part, resumed ? 'a' : 'w');
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      await out.write(chunk);
      received += chunk.length;
      await progress(received, total);
    }
  } catch (error) {
    throw new AppError(400, 'installer.downloadCut', null, { received, reason: (error as Error).message });
  } finally {
    await out.close();
  }
  if (total !== null && received !== total) throw new AppError(400, 'installer.downloadCut', null, { received, reason: `expected ${total} bytes` });
  if (target.sha256) {
    const actual = await sha256Of(part);
    if (actual !== target.sha256.toLowerCase()) {
      rmSync(part, { force: true });
      throw new AppError(400, 'installer.hashMismatch', null, { file: name });
    }
  }
  renameSync(part, file);
  return file;
}
