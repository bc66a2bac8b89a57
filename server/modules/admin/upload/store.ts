// Checks a received file against the upload policy and keeps it (spec §5: data complete, type
// allowed, size within range). The type is the content's, sniffed (file-type), never the name's or
// the browser's claim: the suffix must be allowed, the sniffed type must be allowed, and a sniffed
// type must agree with the suffix (a PNG named .exe and an .exe named .png are both refused). The
// same content under the same topic is stored once: a repeat counts on the existing row.
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, extname, join, basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../../context';
import type { AttachmentTable } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { fieldError } from '../resource/values';
import type { UploadPolicy } from './policy';
import type { ReceivedFile } from './receive';
import { saveName } from './save-name';

export type Attachment = Selectable<AttachmentTable>;

/** Where the files live, and the URL prefix they are served under (serve.ts). */
export const uploadsRoot = (ctx: AppContext) => join(ctx.config.dataDir, 'uploads');
export const uploadsTemp = (ctx: AppContext) => join(ctx.config.dataDir, 'uploads-tmp');
export const UPLOADS_URL = '/chis_web/uploads/';

/** A topic is a folder name: short, and nothing a path could misread. */
const TOPIC = /^[a-z0-9_-]{1,20}$/;

/** Suffixes that name the same sniffed type. */
const SAME_SUFFIX: Record<string, string> = { jpeg: 'jpg', tif: 'tiff' };
const sameSuffix = (a: string, b: string) => (SAME_SUFFIX[a] ?? a) === (SAME_SUFFIX[b] ?? b);

/** The content's type: sniffed; text without NUL bytes when nothing matches, else opaque bytes. */
async function sniff(head: Buffer): Promise<{ mime: string; ext: string | null }> {
  const found = await fileTypeFromBuffer(head);
  if (found) return { mime: found.mime, ext: found.ext };
  return { mime: head.includes(0) ? 'application/octet-stream' : 'text/plain', ext: null };
}

export interface Upload {
  file: ReceivedFile;
  originalName: string;
  topic: string;
  /** Who uploaded: an administrator (adminId) or a member (userId); the other is 0. */
  adminId: number;
  userId?: number;
  /** Only images (a member's avatar): a file of another type is refused whatever the policy allows. */
  imagesOnly?: boolean;
}

async function checkType(policy: UploadPolicy, upload: Upload): Promise<{ mime: string; suffix: string }> {
  const suffix = extname(upload.originalName).slice(1).toLowerCase();
  if (!policy.suffixes.has(suffix)) throw new AppError(400, 'upload.typeNotAllowed', null, { type: suffix ? `.${suffix}` : upload.originalName });
  const { mime, ext } = await sniff(upload.file.head);
  if (!policy.mimeTypes.has(mime) || (upload.imagesOnly && !mime.startsWith('image/'))) throw new AppError(400, 'upload.typeNotAllowed', null, { type: mime });
  if (ext && !sameSuffix(ext, suffix)) throw new AppError(400, 'upload.suffixMismatch', null, { type: mime, suffix });
  return { mime, suffix };
}

async function imageDimensions(mime: string, path: string): Promise<{ width: number; height: number }> {
  if (!mime.startsWith('image/')) return { width: 0, height: 0 };
  try {
    const { width, height } = await imageSizeFromFile(path);
    return { width, height };
  } catch {
    return { width: 0, height: 0 }; // a type image-size does not read: the file is still a valid upload
  }
}

/** A repeat of content already stored under the topic: counted, and its row returned. */
async function countRepeat(ctx: AppContext, topic: string, sha1: string): Promise<Attachment | undefined> {
  const updated = await ctx.db
    .updateTable('attachment')
    .set((eb) => ({ quote: eb('quote', '+', 1), last_upload_at: ctx.now() }))
    .where('topic', '=', topic)
    .where('sha1', '=', sha1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  return ctx.db.selectFrom('attachment').selectAll().where('topic', '=', topic).where('sha1', '=', sha1).executeTakeFirstOrThrow();
}

export async function storeUpload(ctx: AppContext, policy: UploadPolicy, upload: Upload): Promise<Attachment> {
  const { file, topic } = upload;
  try {
    if (file.size === 0) throw new AppError(400, 'upload.incomplete');
    if (!TOPIC.test(topic)) throw fieldError('topic', 'upload.badTopic');
    const { mime, suffix } = await checkType(policy, upload);
    const repeat = await countRepeat(ctx, topic, file.sha1);
    if (repeat) return repeat;

    const now = ctx.now();
    const path = saveName(policy.saveName, { topic, fileName: basename(upload.originalName, extname(upload.originalName)), sha1: file.sha1, suffix, now });
    const url = UPLOADS_URL + path;
    const taken = await ctx.db.selectFrom('attachment').select('id').where('url', '=', url).executeTakeFirst();
    if (taken) throw new AppError(409, 'upload.pathTaken', null, { path });
    const target = join(uploadsRoot(ctx), path);
    await mkdir(dirname(target), { recursive: true });
    await rename(file.path, target);
    const { width, height } = await imageDimensions(mime, target);
    // A parallel upload of the same content may have won the race: it then counts on that row.
    await ctx.db
      .insertInto('attachment')
      .values({ topic, admin_id: upload.adminId, user_id: upload.userId ?? 0, url, name: upload.originalName.slice(0, 255), width, height, size: file.size, mimetype: mime, quote: 1, storage: 'local', sha1: file.sha1, last_upload_at: now, created_at: now })
      .onConflict((oc) => oc.columns(['topic', 'sha1']).doUpdateSet((eb) => ({ quote: eb('attachment.quote', '+', 1), last_upload_at: now })))
      .execute();
    return await ctx.db.selectFrom('attachment').selectAll().where('topic', '=', topic).where('sha1', '=', file.sha1).executeTakeFirstOrThrow();
  } finally {
    await rm(file.path, { force: true });
  }
}
