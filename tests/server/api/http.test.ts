// Cross-cutting HTTP behaviour: 400 naming the field, 404 envelope, no stack trace in a 500,
// X-Trace-Id echo, and the SPA with history fallback and a strict CSP.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, dialects, type TestApp } from '../helpers/app';

describe.each(dialects())('http (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers 400 naming the field, 404 for unknown routes, and a generic 500', async () => {
    t = await createTestApp(dialect, null);
    t.app.get('/chis_web/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    const bad = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: 'password: is required', content: null });

    const malformed = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: '{"account":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(400);

    const missing = await t.request({ method: 'GET', url: '/chis_web/api/v2/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: 'Not found: GET /chis_web/api/v2/nothing-here' });
    expect((await t.request({ method: 'GET', url: '/some/page' })).statusCode).toBe(404);

    const boom = await t.request({ method: 'GET', url: '/chis_web/test/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ code: 500, msg: 'Server internal error', content: null });
    expect(boom.body).not.toMatch(/secret|stack|\.ts/);
  });

  it('answers in Chinese by default and in English when the browser prefers it', async () => {
    t = await createTestApp(dialect, null);
    const login = (language: string, payload: object) =>
      t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload, headers: { 'accept-language': language } });
    const wrong = { account: 'demo', password: 'wrong-pass' };
    expect((await login('zh-CN,zh;q=0.9,en;q=0.8', wrong)).json().msg).toBe('账号或密码错误');
    expect((await login('', wrong)).json().msg).toBe('账号或密码错误');
    expect((await login('en-US,en;q=0.9', wrong)).json().msg).toBe('Account or password is incorrect');
    expect((await login('zh-CN', { account: 'demo' })).json().msg).toBe('password: 必填');
    expect((await login('zh-CN', { account: 'demo', password: 'x' })).json().msg).toBe('password: 格式不正确');
    const missing = await t.request({ method: 'GET', url: '/chis_web/nothing', headers: { 'accept-language': 'zh-CN' } });
    expect(missing.json().msg).toBe('接口不存在：GET /chis_web/nothing');
  });

  it('echoes the X-Trace-Id and makes one when absent', async () => {
    t = await createTestApp(dialect, null);
    const traced = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/logout', headers: { 'x-trace-id': 'a'.repeat(32) } });
    expect(traced.headers['x-trace-id']).toBe('a'.repeat(32));
    const fresh = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/logout', headers: { 'x-trace-id': 'bad id!' } });
    expect(fresh.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes structured logs that carry the X-Trace-Id', async () => {
    t = await createTestApp(dialect, null);
    const lines: string[] = [];
    const app = await buildApp({ ...t.config, logLevel: 'info' }, { warehouse: null, logStream: { write: (line) => lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/chis_web/api/v2/user/permissions', headers: { 'x-trace-id': 'trace0123456789ab', authorization: 'secret-token' } });
      const entries = lines.map((line) => JSON.parse(line) as { traceId?: string; msg: string });
      const traced = entries.filter((entry) => entry.traceId === 'trace0123456789ab');
      expect(traced.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(lines.join('\n')).not.toContain('secret-token');
    } finally {
      await app.close();
    }
  });

  it('serves the SPA with history fallback and a CSP without unsafe-eval', async () => {
    t = await createTestApp(dialect, null);
    const distDir = join(t.config.dataDir, 'dist');
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    const app = await buildApp({ ...t.config, distDir }, { warehouse: null });
    try {
      const deep = await app.inject({ method: 'GET', url: '/basic-database/drug-database/drug-library?x=1' });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="root"');
      const csp = String(deep.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      expect((await app.inject({ method: 'GET', url: '/chis_web/api/v2/unknown' })).json().code).toBe(404);
    } finally {
      await app.close();
    }
  });
});
