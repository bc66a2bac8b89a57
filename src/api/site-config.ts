import { request } from './client';

/** GET /api/v2/site-config (public): what the subscriber site shows of the system configuration. */
export interface SiteConfigAnswer {
  siteName: string;
  recordNumber: string;
  version: string;
  cdnUrl: string;
  upload: { maxSize: number; mimeTypes: string[]; suffixes: string[] };
}

export function fetchSiteConfig() {
  // Quiet: without it the built-in site name stands, which is no reason to alarm a visitor.
  return request<SiteConfigAnswer>({ url: '/api/v2/site-config', showErrorMessage: false });
}
