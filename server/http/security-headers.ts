// One onSend hook for everything under the API prefix: no answer is ever sniffed into another
// content type, and no JSON answer (tokens, member data) is kept by a browser or proxy cache.
// Routes that set their own Cache-Control (the workbook download) keep it.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './not-found';

export const API_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.header('X-Content-Type-Options', API_HEADERS['X-Content-Type-Options']);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cache-control') && (type === '' || type.includes('json'))) reply.header('Cache-Control', API_HEADERS['Cache-Control']);
  });
}
