// Every request carries the client's X-Trace-Id (spec §7) as its Fastify request id, so each
// structured log line of that request names it; the id is echoed back for support look-ups.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const TRACE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function traceIdOf(request: IncomingMessage): string {
  const header = request.headers['x-trace-id'];
  const value = Array.isArray(header) ? header[0] : header;
  // randomUUID draws from a cached entropy pool; randomBytes(16) was a system call per request.
  return value && TRACE_ID.test(value) ? value : randomUUID().replaceAll('-', '');
}

export function registerTraceEcho(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Trace-Id', request.id);
  });
}
