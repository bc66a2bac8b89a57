// GET /api/v2/export-excel/download?sourcePath=… streams the workbook; any problem answers a
// JSON envelope, which the web shows as an error message (spec §7).
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { contentDisposition, resolveDownload } from './export-service';

const downloadQuery = {
  type: 'object',
  required: ['sourcePath'],
  additionalProperties: false,
  properties: { sourcePath: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/export-excel/download', { preHandler: authenticate(ctx), schema: { querystring: downloadQuery } }, async (request, reply) => {
    const { sourcePath } = request.query as { sourcePath: string };
    const { file, filename } = await resolveDownload(ctx, sessionOf(request).userId, sourcePath);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', contentDisposition(filename))
      .header('Cache-Control', 'private, no-store')
      .send(createReadStream(file));
  });
}
