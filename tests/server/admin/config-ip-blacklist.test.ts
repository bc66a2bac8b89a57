// Issue 22 item 7, the basics item ip_blacklist (one IP or CIDR range per line): a listed client
// gets 403 on an API route and on the SPA's pages alike, an address outside every line is served,
// and the administrator who writes the list from loopback is not locked out by it. Requests carry
// their own client address (remoteAddress), so one app plays several clients.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';
const LISTED = '203.0.113.7';
const IN_RANGE = '198.51.100.42';
const OUTSIDE = '192.0.2.10';
const LIST = `${LISTED}\n198.51.100.0/24\nnot an address\n`;

describe.each(dialects())('config: IP blacklist (%s)', (dialect) => {
  let t: TestApp;
  let spa: FastifyInstance;
  let token: string;
  const from = (app: FastifyInstance, remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
    // The same database served with a built SPA, for the pages.
    const distDir = join(t.config.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    spa = await buildApp({ ...t.config, distDir }, { warehouse: null });
    const saved = await t.request({ method: 'PUT', url: `${API}/config/ip_blacklist`, token, payload: { value: LIST } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await spa?.close();
    await t.close();
  });

  it('answers 403 to a listed address and to an address inside a listed range, on an API route', async () => {
    for (const ip of [LISTED, IN_RANGE]) {
      const res = await from(t.app, ip, '/chis_web/api/v2/site-config');
      expect(res.statusCode, ip).toBe(403);
      expect(res.json().msg).toBe('Your IP address is not allowed to access this site');
    }
    // An IPv4 client seen through an IPv6 socket is the same client.
    expect((await from(t.app, `::ffff:${LISTED}`, '/chis_web/api/v2/site-config')).statusCode).toBe(403);
  });

  it('answers 403 on the SPA pages too, and serves them to others', async () => {
    expect((await from(spa, LISTED, '/home')).statusCode).toBe(403);
    const served = await from(spa, OUTSIDE, '/home');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<div id="root">');
  });

  it('serves an address outside every line, and loopback (the administrator who wrote the list)', async () => {
    expect((await from(t.app, OUTSIDE, '/chis_web/api/v2/site-config')).statusCode).toBe(200);
    const mine = await t.request({ method: 'GET', url: `${API}/config/ip_blacklist`, token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().content.value).toBe(LIST);
  });

  it('lets a listed client back in once its line is removed', async () => {
    const saved = await t.request({ method: 'PUT', url: `${API}/config/ip_blacklist`, token, payload: { value: '198.51.100.0/24' } });
    expect(saved.statusCode).toBe(200);
    expect((await from(t.app, LISTED, '/chis_web/api/v2/site-config')).statusCode).toBe(200);
    expect((await from(t.app, IN_RANGE, '/chis_web/api/v2/site-config')).statusCode).toBe(403);
  });
});
