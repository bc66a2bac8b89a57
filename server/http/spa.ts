// Serves the built SPA from the same process: static assets, and index.html for any other GET
// outside the API (history fallback). Every page gets a strict CSP without unsafe-eval.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd (CSS-in-JS) injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Registers the static SPA when `distDir` holds a build; returns whether it did. */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    setHeaders: (reply) => {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  return true;
}
