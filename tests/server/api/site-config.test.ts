// Issue 22 item 7, GET /chis_web/api/v2/site-config: public (no token), it answers what the
// subscriber site shows of the configuration — site name, record number, version, CDN URL — and the
// upload policy as lists; a site name the administrator changes is the one it answers next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const URL = '/chis_web/api/v2/site-config';

describe.each(dialects())('site config (%s)', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterAll(async () => t.close());

  it('is public, answered no-store like the rest of the API, with the seeded values', async () => {
    const res = await t.request({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const config = res.json().content;
    expect(Object.keys(config).sort()).toEqual(['cdnUrl', 'recordNumber', 'siteName', 'upload', 'version']);
    // An empty site name: the subscriber site shows its built-in bilingual name (not a seeded "CHIS").
    expect(config).toMatchObject({ siteName: '', recordNumber: '', version: '', cdnUrl: '' });
    expect(config.upload.maxSize).toBe(10485760);
    expect(config.upload.suffixes).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'zip', 'xlsx']);
    expect(config.upload.mimeTypes).toContain('image/png');
  });

  it('answers nothing secret: no mail settings, no blacklist', async () => {
    const body = (await t.request({ method: 'GET', url: URL })).body;
    expect(body).not.toMatch(/smtp|blacklist/i);
  });

  it('answers the site name and record number an administrator saved', async () => {
    for (const [name, value] of [
      ['site_name', '医药魔方'],
      ['record_number', '京ICP备00000000号'],
    ]) {
      const saved = await t.request({ method: 'PUT', url: `/chis_web/api/admin/config/${name}`, token, payload: { value } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const config = (await t.request({ method: 'GET', url: URL })).json().content;
    expect(config.siteName).toBe('医药魔方');
    expect(config.recordNumber).toBe('京ICP备00000000号');
  });
});
