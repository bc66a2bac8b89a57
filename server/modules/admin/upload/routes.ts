// The upload API (issue 22 item 6): `POST /chis_web/api/admin/upload` takes one multipart field
// `file` (and an optional `topic`), streams it to disk under the upload policy and answers the
// attachment row with its url; `GET /chis_web/uploads/<path>` serves a file that an attachment row
// records, from our own origin, with headers that keep a hostile upload from running as a page.
// Any signed-in administrator may upload: every crud form with an image or file field needs it, and
// the row records who did; listing and deleting attachments are the attachment screen's rules.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import multipart from '@fastify/multipart';
import type { Label } from '../../../../src/generated/schema-types';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import type { AdminSubject } from '../identity/grants';
import { uploadPolicy } from './policy';
import { receiveFile, type ReceivedFile } from './receive';
import { serveUpload } from './serve';
import { storeUpload, uploadsTemp } from './store';

const UPLOAD_TITLE: Label = { 'zh-cn': '上传文件', en: 'Upload a file' };

interface Parts {
  file: ReceivedFile | null;
  filename: string;
  topic: string;
}

/** Reads the multipart body: the file part straight to a temporary file, the topic wherever it comes. */
export async function readParts(ctx: AppContext, request: FastifyRequest, maxSize: number): Promise<Parts> {
  const parts: Parts = { file: null, filename: '', topic: 'default' };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxSize, files: 1, fields: 4, fieldSize: 200 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || parts.file) {
          part.file.resume(); // not ours: drained, never stored
          continue;
        }
        parts.filename = part.filename;
        parts.file = await receiveFile(part.file, uploadsTemp(ctx), maxSize);
      } else if (part.fieldname === 'topic' && typeof part.value === 'string' && part.value !== '') {
        parts.topic = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'upload.incomplete'); // not multipart, a cut body, more parts than allowed
  }
  return parts;
}

/** The multipart parser, registered in each plugin that takes uploads (admin here, member in member/upload-route). */
export const registerMultipart = (app: FastifyInstance) => void app.register(multipart);

export function registerUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  auth: preHandlerHookHandler,
  subjectOf: (request: FastifyRequest) => Promise<AdminSubject>,
): void {
  registerMultipart(app);

  app.post('/api/admin/upload', { preHandler: auth }, async (request) => {
    request.adminAction = UPLOAD_TITLE;
    const subject = await subjectOf(request);
    const policy = await uploadPolicy(ctx);
    const { file, filename, topic } = await readParts(ctx, request, policy.maxSize);
    if (!file) throw new AppError(400, 'upload.incomplete');
    const row = await storeUpload(ctx, policy, { file, originalName: filename, topic, adminId: subject.adminId });
    return ok(row);
  });

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => serveUpload(ctx, request.params['*'], reply));
}
