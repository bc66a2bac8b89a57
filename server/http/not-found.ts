// Unknown API routes answer a 404 envelope; any other GET falls back to the SPA's index.html so
// that client-side routes survive a reload (the SPA itself redirects unknown paths to /404).
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { localeOf, localize } from './messages';
import { CONTENT_SECURITY_POLICY } from './spa';

export const API_PREFIX = '/chis_web';

export function registerNotFound(app: FastifyInstance, spaAvailable: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (!isApi && spaAvailable && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.status(404).send(failure(404, localize('server.notFound', localeOf(request), { method: request.method, path })));
  });
}
