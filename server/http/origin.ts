// The origin put into links the user opens later (mail confirmation, QR code): the configured
// public origin (PUBLIC_ORIGIN) when set, otherwise the address the server listens on. Never the
// request's Host header: a client chooses it, and a mailed link would then point wherever the
// client liked.
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** `http://<host>:<port>` of a listening server; a wildcard host is shown as localhost. */
export function listenOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicOrigin) return ctx.config.publicOrigin.replace(/\/+$/, '');
  // The port actually bound (PORT=0 picks a free one); the configured one before listening.
  const address = request.server.server.address() as AddressInfo | string | null;
  const port = address && typeof address === 'object' ? address.port : ctx.config.port;
  return listenOrigin(ctx.config.host, port);
}
