// The browser bundles of installed modules, from our own origin so the strict CSP holds:
// GET /chis_web/api/admin/module-assets/<uid>/<version>/bundle.js. The host loads them with a
// dynamic import(), which sends no Authorization header, so they need no token: a bundle is the
// content of a signed public package, never data. Only an installed (enabled) module's installed
// version is served — a disabled, uninstalled or superseded one is a 404 — and the path names the
// version, so the answer is cached as immutable. GET /chis_web/api/admin/module-assets lists what
// the host should load, each with its Subresource Integrity hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { BUNDLE_FILE, versionFolder } from './versions';

const integrities = new Map<string, string>();

function bundleFile(dataDir: string, uid: string, version: string): string {
  return path.join(versionFolder(dataDir, uid, version), BUNDLE_FILE);
}

/** The bundle of a version and its SRI hash, or null when the version has none. */
export function bundleInfo(dataDir: string, uid: string, version: string): { url: string; integrity: string } | null {
  const file = bundleFile(dataDir, uid, version);
  if (!existsSync(file)) return null;
  let integrity = integrities.get(file);
  if (!integrity) {
    integrity = `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`;
    integrities.set(file, integrity);
  }
  return { url: `/chis_web/api/admin/module-assets/${uid}/${version}/${BUNDLE_FILE}`, integrity };
}

export function registerModuleAssets(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/module-assets', async () => {
    const rows = await ctx.db.selectFrom('module_install').select(['uid', 'version']).where('state', '=', 'installed').orderBy('uid').execute();
    const list = rows.flatMap((row) => {
      const info = bundleInfo(ctx.config.dataDir, row.uid, row.version);
      return info ? [{ uid: row.uid, version: row.version, ...info }] : [];
    });
    return ok({ list });
  });

  // The path's uid and version are checked before they reach a query: PostgreSQL refuses a NUL byte
  // in text outright, and nothing else could name an installed module anyway.
  const params = {
    type: 'object',
    required: ['uid', 'version'],
    properties: { uid: { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' }, version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$' } },
  };
  app.get<{ Params: { uid: string; version: string } }>('/api/admin/module-assets/:uid/:version/bundle.js', { schema: { params } }, async (request, reply) => {
    const { uid, version } = request.params;
    const row = await ctx.db.selectFrom('module_install').select(['state', 'version']).where('uid', '=', uid).executeTakeFirst();
    const file = row && row.state === 'installed' && row.version === version ? bundleFile(ctx.config.dataDir, uid, version) : null;
    if (!file || !existsSync(file)) throw new AppError(404, 'installer.noBundle', null, { uid, version });
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(readFileSync(file));
  });
}
