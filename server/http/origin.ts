// The origin put into links the user opens later (mail confirmation, QR code): the configured
// public origin when set (behind a proxy), otherwise the one the request came in on.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
