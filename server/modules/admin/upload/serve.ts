// Serves an uploaded file from our own origin (the SPA's strict CSP stays intact: no third-party
// file host). Only files an attachment row records are served, so a deleted attachment is gone from
// the web while its file waits for a restore. The type is the sniffed one recorded at upload;
// `nosniff` stops the browser guessing another, a sandboxing CSP keeps any file from running as a
// page, and everything but a raster image is sent as a download.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { contentDisposition } from '../../export/export-service';
import { UPLOADS_URL, uploadsRoot } from './store';

/** Shown in the page; SVG is not among them (it can carry script). */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp']);

export async function serveUpload(ctx: AppContext, path: string, reply: FastifyReply): Promise<FastifyReply> {
  const notFound = new AppError(404, 'upload.notFound', null, { path });
  const row = await ctx.db.selectFrom('attachment').select(['name', 'mimetype']).where('url', '=', UPLOADS_URL + path).executeTakeFirst();
  const root = uploadsRoot(ctx);
  const file = join(root, path);
  const inside = relative(root, file);
  if (!row || inside.startsWith('..') || isAbsolute(inside)) throw notFound;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound;
  const inline = INLINE_TYPES.has(row.mimetype);
  return reply
    .header('Content-Type', row.mimetype)
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Content-Disposition', inline ? 'inline' : contentDisposition(row.name))
    .header('Cache-Control', 'private, max-age=3600')
    .send(createReadStream(file));
}
