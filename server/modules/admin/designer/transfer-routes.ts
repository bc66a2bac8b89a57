// POST /chis_web/api/admin/crud-log/export {screen, rows?} → the design file (an attachment), and
// POST …/crud-log/import (multipart, field `file`) → the applied design (rules crud-log/export and
// crud-log/import).
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { localeOf } from '../../../http/messages';
import { contentDisposition } from '../../export/export-service';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import type { DesignerContext } from './apply';
import { exportInput } from './inputs';
import { checkScreenHeld } from './screens';
import { exportDesign, importDesign } from './transfer';

const API = '/api/admin/crud-log';
/** A design file with its rows stays well below this. */
const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new AppError(400, 'upload.incomplete');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError(400, 'upload.tooLarge', null, { max: `${IMPORT_MAX_BYTES / 1024 / 1024} MB` });
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'upload.incomplete');
  }
}

export function registerDesignTransfer(
  app: FastifyInstance,
  ctx: AppContext,
  context: DesignerContext,
  auth: preHandlerHookHandler,
  allow: (request: FastifyRequest, action: string) => Promise<{ model: ScreenModel; subject: AdminSubject }>,
): void {
  app.post(`${API}/export`, { preHandler: auth }, async (request, reply) => {
    const { subject } = await allow(request, 'export');
    const { screen, rows } = exportInput(request.body);
    checkScreenHeld(subject, screen, 'screen');
    const file = await exportDesign(ctx.db, ctx.dialect, screen, rows, ctx.now());
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`${screen}.design.json`))
      .header('Cache-Control', 'private, no-store')
      .send(JSON.stringify(file, null, 2));
  });

  app.post(`${API}/import`, { preHandler: auth }, async (request) => {
    const { subject } = await allow(request, 'import');
    return ok(await importDesign(context, { subject, locale: localeOf(request) }, await fileBytes(request)));
  });
}
