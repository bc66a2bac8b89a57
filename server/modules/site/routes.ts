// GET /chis_web/api/v2/site-config (public): what the subscriber site shows of the configuration
// — the site name (titles, footer), the record number (footer), the version, the CDN URL — and the
// upload policy its forms check before sending. Not cached (no-store, as every API answer): a
// change shows on the next page load.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';

const NAMES = ['site_name', 'record_number', 'version', 'cdn_url', 'upload_max_size', 'upload_mime_types', 'upload_suffixes'] as const;

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export interface SiteConfig {
  siteName: string;
  recordNumber: string;
  version: string;
  cdnUrl: string;
  upload: { maxSize: number; mimeTypes: string[]; suffixes: string[] };
}

export async function readSiteConfig(ctx: AppContext): Promise<SiteConfig> {
  const rows = await ctx.db.selectFrom('config').select(['name', 'value']).where('name', 'in', [...NAMES]).execute();
  const get = (name: (typeof NAMES)[number]) => rows.find((row) => row.name === name)?.value ?? '';
  return {
    siteName: get('site_name'),
    recordNumber: get('record_number'),
    version: get('version'),
    cdnUrl: get('cdn_url'),
    upload: { maxSize: Number(get('upload_max_size')) || 0, mimeTypes: list(get('upload_mime_types')), suffixes: list(get('upload_suffixes')) },
  };
}

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Answered no-store like every API answer: a site name saved in the back-end shows on the next page load.
  app.get('/api/v2/site-config', async () => ok(await readSiteConfig(ctx)));
}
