// Receives one uploaded file part into a temporary file beside the uploads folder, never holding it
// whole in memory: the bytes go through a hash and a counter on their way to disk, and only the
// first few kilobytes are kept for sniffing the type. A part larger than the policy allows is cut at
// the limit (the multipart limit) and its temporary file removed.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../http/errors';

/** file-type reads at most this many bytes from the start of a file. */
const HEAD_BYTES = 4100;

/** `100 B`, `1.5 KB`, `10 MB`: how the size limit is said to the caller. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${Number(value.toFixed(2))} ${unit}`;
}

export interface ReceivedFile {
  path: string;
  size: number;
  sha1: string;
  /** The first bytes, for sniffing the type. */
  head: Buffer;
}

export async function receiveFile(stream: Readable, tempDir: string, maxSize: number): Promise<ReceivedFile> {
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, randomUUID());
  const hash = createHash('sha1');
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { syscall?: string }).syscall) throw error; // our disk, not the caller's data
    throw new AppError(400, 'upload.incomplete');
  }
  // At the limit the multipart stream just ends, marked truncated: the file on disk is a prefix.
  if ((stream as Readable & { truncated?: boolean }).truncated) {
    await rm(path, { force: true });
    throw new AppError(400, 'upload.tooLarge', null, { max: sizeText(maxSize) });
  }
  return { path, size, sha1: hash.digest('hex'), head: Buffer.concat(head) };
}
