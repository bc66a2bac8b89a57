// GET /chis_web/api/admin/card-batch/<id>/download (rule card-batch/download): the batch's workbook
// of numbers and secrets, to the administrator who issued it, once. The download is claimed by one
// conditional update before the bytes are sent, so of two parallel downloads one gets the file; the
// file is then deleted and the batch records `downloaded_at`. Any later call is refused by a 404
// whose message says the batch was already downloaded.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ruleName } from '../../../src/shared/crud/screen';
import type { AppContext } from '../../context';
import { authorize } from '../../http/authorize';
import { AppError } from '../../http/errors';
import type { AdminSubject } from '../admin/identity/grants';
import { contentDisposition } from '../export/export-service';
import { readBatchFile, removeBatchFile } from './batch-file';

const SCREEN = 'card-batch';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerCardBatchDownload(
  app: FastifyInstance,
  ctx: AppContext,
  auth: preHandlerHookHandler,
  subjectOf: (request: FastifyRequest) => Promise<AdminSubject>,
): void {
  app.get<{ Params: { key: string } }>(`/api/admin/${SCREEN}/:key/download`, { preHandler: auth }, async (request, reply) => {
    const subject = await subjectOf(request);
    authorize(subject, ruleName(SCREEN, 'download'));
    const id = /^\d{1,15}$/.test(request.params.key) ? Number(request.params.key) : NaN;
    const batch = Number.isSafeInteger(id)
      ? await ctx.db.selectFrom('card_batch').select(['id', 'name', 'issued_by', 'downloaded_at']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!batch) throw new AppError(404, 'cards.unknownBatch', null, { id: request.params.key });
    if (batch.issued_by === null || Number(batch.issued_by) !== subject.adminId) throw new AppError(403, 'cards.notIssuer');
    if (batch.downloaded_at !== null) throw new AppError(410, 'cards.downloaded');
    const bytes = await readBatchFile(ctx, id);
    if (!bytes) throw new AppError(404, 'cards.noFile');
    const claimed = await ctx.db.updateTable('card_batch').set({ downloaded_at: ctx.now() }).where('id', '=', id).where('downloaded_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(410, 'cards.downloaded');
    await removeBatchFile(ctx, id);
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(`${batch.name}-${id}.xlsx`))
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });
}
