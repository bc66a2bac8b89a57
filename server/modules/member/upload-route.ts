// A member's upload (issue 22 item 6): `POST /chis_web/api/member/upload` with a subscriber token
// goes through the same service as the administrators' upload, under the same policy, but only for
// the member's avatar: the topic is always `avatar` whatever the body says, only images are taken,
// and the attachment row records the member (user_id). Any signed-in member may upload, as any
// administrator may: what the file is used for is the profile screen's rule. The answer is the
// file's own facts, not the row's uploaders (a repeat of another member's picture counts on that row).
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { uploadPolicy } from '../admin/upload/policy';
import { readParts, registerMultipart } from '../admin/upload/routes';
import { storeUpload } from '../admin/upload/store';

export const MEMBER_UPLOAD_TOPIC = 'avatar';

export function registerMemberUploadRoute(app: FastifyInstance, ctx: AppContext, auth: preHandlerHookHandler): void {
  registerMultipart(app);

  app.post('/api/member/upload', { preHandler: auth }, async (request) => {
    const { userId } = sessionOf(request);
    const policy = await uploadPolicy(ctx);
    const { file, filename } = await readParts(ctx, request, policy.maxSize);
    if (!file) throw new AppError(400, 'upload.incomplete');
    const row = await storeUpload(ctx, policy, { file, originalName: filename, topic: MEMBER_UPLOAD_TOPIC, adminId: 0, userId, imagesOnly: true });
    const { url, name, mimetype, size, width, height } = row;
    return ok({ url, name, mimetype, size, width, height });
  });
}
