// Serves the built SPA from the same process: static assets, and index.html for any other GET
// outside the API (history fallback). Every page gets a strict CSP without unsafe-eval.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
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

/** Files under assets/ carry a content hash in their names: a new build never reuses a name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy is seen at the next visit. */
export const REVALIDATE_CACHE = 'no-cache';

/** Registers the static SPA when `distDir` holds a build; returns whether it did. */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return false;
  const assetsDir = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (vite.config.ts); the one the browser
    // accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
    },
  });
  return true;
}
