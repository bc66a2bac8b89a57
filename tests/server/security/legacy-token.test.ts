// Tracker issue 11, item 3: without LEGACY_TOKEN_SECRET there is no legacy login (no built-in
// secret anyone could sign with); with it, a legacy token works once and a token issued to a
// session dies with that session.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createLegacyToken } from '../../../server/modules/auth/legacy-token';
import { createTestApp, dialects, TEST_LEGACY_SECRET, type TestApp } from '../helpers/app';

const OLD_LOGIN = '/chis_web/api/v2/user/old/login';

describe('legacy login configuration', () => {
  it('has no built-in secret: unset means off, a short one is refused at start', () => {
    expect(loadConfig({}).legacyTokenSecret).toBeUndefined();
    expect(loadConfig({ LEGACY_TOKEN_SECRET: '' }).legacyTokenSecret).toBeUndefined();
    expect(loadConfig({ LEGACY_TOKEN_SECRET: 'a-long-enough-shared-secret' }).legacyTokenSecret).toBe('a-long-enough-shared-secret');
    expect(() => loadConfig({ LEGACY_TOKEN_SECRET: 'short' })).toThrow(/at least 16 characters/);
  });
});

describe.each(dialects())('legacy tokens (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());
  const nowS = () => Math.floor(t.clock.now / 1000);
  const oldLogin = (token: string) => t.request({ method: 'POST', url: OLD_LOGIN, payload: { token } });

  it('refuses every legacy token while no secret is configured, says so, and logs it at start', async () => {
    t = await createTestApp(dialect, null, { legacyTokenSecret: undefined });
    // The secret the README's quick start used to fall back on, and any other: all refused.
    for (const secret of ['chis-legacy-dev-secret', TEST_LEGACY_SECRET, '']) {
      const res = await oldLogin(createLegacyToken('demo', nowS() + 60, secret));
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toMatch(/Legacy login is not enabled/);
    }
    const permissions = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: await t.login('demo', 'chis-demo-2026') });
    expect(permissions.json().content.oldChisToken).toBeNull();

    const lines: string[] = [];
    const app = await buildApp({ ...t.config, logLevel: 'info' }, { warehouse: null, logStream: { write: (line) => lines.push(line) } });
    await app.close();
    expect(lines.some((line) => /LEGACY_TOKEN_SECRET is not set/.test(line))).toBe(true);
  });

  it('exchanges a token once: a replay, even a parallel one, is refused', async () => {
    t = await createTestApp(dialect, null);
    const token = createLegacyToken('demo', nowS() + 60, TEST_LEGACY_SECRET);
    const answers = await Promise.all(Array.from({ length: 8 }, () => oldLogin(token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(7);
    expect((await oldLogin(token)).json().msg).toBe('Legacy token is invalid, used or expired');
  });

  it('ends the oldChisToken of a session at its logout', async () => {
    t = await createTestApp(dialect, null);
    const session = await t.login('demo', 'chis-demo-2026');
    const permissions = () => t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: session });
    const unused = (await permissions()).json().content.oldChisToken as string;
    const used = (await permissions()).json().content.oldChisToken as string;
    expect((await oldLogin(used)).statusCode).toBe(200);
    expect((await oldLogin(used)).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/logout', token: session })).statusCode).toBe(200);
    expect((await oldLogin(unused)).statusCode).toBe(401);
  });

  it('cannot vouch for an administrator or another account by renaming the payload', async () => {
    t = await createTestApp(dialect, null);
    const session = await t.login('trial', 'chis-trial-2026');
    const token = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: session })).json().content.oldChisToken as string;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    for (const account of ['demo', 'admin']) {
      const forged = `${Buffer.from(JSON.stringify({ ...claims, account })).toString('base64url')}.${signature}`;
      expect((await oldLogin(forged)).statusCode).toBe(401);
    }
    expect((await oldLogin(createLegacyToken('admin', nowS() + 60, TEST_LEGACY_SECRET))).statusCode).toBe(401);
  });
});
