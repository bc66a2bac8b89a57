// wxmp-login (PC: new ticket + QR), wxmp-login-info (either side: ticket status),
// send-wxmp-msg (phone: scanned), wx/login (phone: confirm), wxmp-login-check (PC: poll).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { confirmTicket, createTicket, markScanned, pollTicket, ticketInfo } from './qr-service';

const sceneBody = {
  type: 'object',
  required: ['scene'],
  additionalProperties: false,
  properties: { scene: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

type SceneBody = { scene: string };

export function registerQrLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = authenticate(ctx);
  // Every ticket is a row in the app database: tickets made per address are limited.
  app.post('/api/v2/user/wxmp-login', { config: { rateLimit: 'qrTicket' } }, async (request) => ok(await createTicket(ctx, publicOrigin(ctx, request))));
  app.post('/api/v2/user/wxmp-login-info', { schema: { body: sceneBody } }, async (request) =>
    ok(await ticketInfo(ctx, (request.body as SceneBody).scene)),
  );
  app.post('/api/v2/user/send-wxmp-msg', { preHandler: auth, schema: { body: sceneBody } }, async (request) =>
    ok(await markScanned(ctx, (request.body as SceneBody).scene, sessionOf(request).userId)),
  );
  app.post('/api/v2/user/wx/login', { preHandler: auth, schema: { body: sceneBody } }, async (request) =>
    ok(await confirmTicket(ctx, (request.body as SceneBody).scene, sessionOf(request).userId)),
  );
  app.post('/api/v2/user/wxmp-login-check', { schema: { body: sceneBody } }, async (request) =>
    ok(await pollTicket(ctx, (request.body as SceneBody).scene, request.ip)),
  );
}
