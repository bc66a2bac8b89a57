// The SPA's static files: the build's precompressed .br/.gz sent with the right Content-Encoding
// and Vary, hashed assets cached for a year, index.html (also as the history fallback) revalidated.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, dialects, type TestApp } from '../helpers/app';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/** A dist/ as the build leaves it: each text file with its .br and .gz beside it. */
function writeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [path, text] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ]) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
}

describe.each(dialects())('SPA static files (%s)', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
    await t.close();
  });

  async function start(): Promise<FastifyInstance> {
    t = await createTestApp(dialect, null);
    const distDir = join(t.config.dataDir, 'dist');
    writeDist(distDir);
    app = await buildApp({ ...t.config, distDir }, { warehouse: null });
    return app;
  }

  it('sends a hashed asset brotli- or gzip-compressed as the browser accepts, cached for a year', async () => {
    await start();
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html, whether asked for by name, as / or as a client-side route', async () => {
    await start();
    for (const url of ['/index.html', '/', '/home?type=login']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });
});
