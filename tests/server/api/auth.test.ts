// Login, captcha, lockout, token expiry/refresh, logout, permissions, options, legacy-token login
// and password change — over HTTP against the real app database (SQLite, and PostgreSQL when set).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_CODES, PAGE_CODES, SECTION_CODES } from '../../../src/generated/codes';
import { createLegacyToken } from '../../../server/modules/auth/legacy-token';
import { ACCESS_TTL_MS } from '../../../server/modules/auth/session-service';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, TEST_CAPTCHA, TEST_LEGACY_SECRET, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

const LOGIN = '/chis_web/api/v2/user/login';
let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('auth (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, warehouse);
    return () => t.close();
  });

  const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: LOGIN, payload });

  it('logs in with the demo account and returns the login content', async () => {
    const res = await login({ account: 'demo', password: 'chis-demo-2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.content).toMatchObject({ nickname: '演示用户', newVersionPopped: false, lastLoginInfo: null });
    expect(body.content.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.content.refreshToken).not.toBe(body.content.token);

    const second = (await login({ account: 'demo', password: 'chis-demo-2026' })).json();
    expect(second.content.lastLoginInfo.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('rejects a wrong password and an unknown account with the same message', async () => {
    const wrong = await login({ account: 'demo', password: 'not-the-password' });
    const unknown = await login({ account: 'nobody', password: 'whatever1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Account or password is incorrect');
    expect(unknown.json().msg).toBe(wrong.json().msg);
  });

  it.each([
    [{ account: 'de', password: 'chis-demo-2026' }, 'account'],
    [{ account: '1demo', password: 'chis-demo-2026' }, 'account'],
    [{ account: 'demo', password: 'short' }, 'password'],
    [{ account: 'demo', password: 'has<angle' }, 'password'],
    [{ password: 'chis-demo-2026' }, 'account'],
    [{ account: 'demo', password: 'chis-demo-2026', captchaId: 'x', captcha: 'abc' }, 'captcha'],
  ])('validates the login body per spec §5 (%j → %s)', async (payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().msg.startsWith(`${field}:`)).toBe(true);
  });

  it('requires an image code after 3 failures and locks the account after 10', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await login({ account: 'demo', password: 'wrong-pass' });
      expect(res.json().content.captchaRequired).toBe(i >= 3);
    }
    const noCode = await login({ account: 'demo', password: 'chis-demo-2026' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ msg: 'captcha: a verification code is required', content: { captchaRequired: true } });

    const captcha = async () => {
      const res = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/captcha' });
      const { image } = res.json().content as { image: string };
      // A raster image, never markup a script could read the glyphs from (tests/server/security/captcha.test.ts).
      expect(image).toMatch(/^data:image\/png;base64,/);
      return res.json().content.captchaId as string;
    };
    const badCode = await login({ account: 'demo', password: 'chis-demo-2026', captchaId: await captcha(), captcha: 'ZZZZ' });
    expect(badCode.json().msg).toMatch(/incorrect or expired/);

    // failures 4..9 with correct codes, then the 10th locks
    for (let i = 4; i <= 9; i++) {
      const res = await login({ account: 'demo', password: 'wrong-pass', captchaId: await captcha(), captcha: TEST_CAPTCHA });
      expect(res.json().content.remainingAttempts).toBe(10 - i);
    }
    const locking = await login({ account: 'demo', password: 'wrong-pass', captchaId: await captcha(), captcha: TEST_CAPTCHA });
    expect(locking.statusCode).toBe(403);
    expect(locking.json().msg).toMatch(/locked/);

    const whileLocked = await login({ account: 'demo', password: 'chis-demo-2026' });
    expect(whileLocked.statusCode).toBe(403);

    t.clock.advance(30 * 60_000 + 1);
    const after = await login({ account: 'demo', password: 'chis-demo-2026' });
    expect(after.statusCode).toBe(200);
  });

  it('a captcha id works once only', async () => {
    for (let i = 0; i < 3; i++) await login({ account: 'demo', password: 'wrong-pass' });
    const { captchaId } = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/captcha' })).json().content;
    const first = await login({ account: 'demo', password: 'wrong-pass', captchaId, captcha: TEST_CAPTCHA });
    expect(first.json().msg).toBe('Account or password is incorrect');
    const reuse = await login({ account: 'demo', password: 'chis-demo-2026', captchaId, captcha: TEST_CAPTCHA });
    expect(reuse.json().msg).toMatch(/incorrect or expired/);
  });

  it('expires access tokens and refreshes them with the refresh token', async () => {
    const { token, refreshToken } = (await login({ account: 'demo', password: 'chis-demo-2026' })).json().content;
    const permissions = (tk: string) => t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: tk });
    expect((await permissions(token)).statusCode).toBe(200);
    expect((await permissions(`Bearer ${token}`)).statusCode).toBe(200);

    t.clock.advance(ACCESS_TTL_MS + 1);
    const expired = await permissions(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(401);

    const refreshed = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/token/refresh', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect((await permissions(refreshed.json().content.token)).statusCode).toBe(200);

    const replay = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/token/refresh', payload: { refreshToken } });
    expect(replay.statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const token = await t.login('demo', 'chis-demo-2026');
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/logout', token })).json().code).toBe(200);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/logout' })).statusCode).toBe(401);
  });

  it('gives demo every code and trial only its package', async () => {
    const permissionsOf = async (account: string, password: string) => {
      const res = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: await t.login(account, password) });
      return res.json().content;
    };
    const demo = await permissionsOf('demo', 'chis-demo-2026');
    expect(demo).toMatchObject({ username: 'demo', nickName: '演示用户', email: 'demo@example.com', newVersionPopped: false, yunLingPopped: false });
    expect(typeof demo.userId).toBe('number');
    const demoCodes = new Set(demo.permissions.map((p: { code: string }) => p.code));
    for (const code of [...PAGE_CODES, ...EXPORT_CODES, ...SECTION_CODES]) expect(demoCodes.has(code), code).toBe(true);
    const typeOf = (code: string) => demo.permissions.find((p: { code: string }) => p.code === code)?.type;
    expect(typeOf('DRUG_BENCHMARK_LIBRARY_VIEW')).toBe(1);
    expect(typeOf('DRUG_BENCHMARK_LIBRARY_EXPORT')).toBe(2);
    expect(typeOf('RETAIL_MARKET')).toBe(0);

    const trial = await permissionsOf('trial', 'chis-trial-2026');
    const trialCodes: string[] = trial.permissions.map((p: { code: string }) => p.code);
    expect(trialCodes).toEqual(expect.arrayContaining(['HOME_PAGE', 'DRUG_BENCHMARK_LIBRARY_VIEW', 'DRUG_BENCHMARK_LIBRARY_DETAIL_VIEW', 'RETAIL_MARKET_OVERVIEW']));
    expect(trialCodes.filter((code) => code.endsWith('_EXPORT'))).toEqual([]);
    expect(trialCodes).not.toContain('HOSPITAL_MARKET_OVERVIEW');
    expect(trialCodes).not.toContain('PHARMACY_INDUSTRY_LIBRARY_VIEW');
    expect(trialCodes).not.toContain('RETAIL_BUSINESS_ANALYSIS');
  });

  it('restricts the permission options of trial to 北京 and 上海', async () => {
    const optionsOf = async (account: string, password: string) =>
      (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions/options', token: await t.login(account, password) })).json()
        .content;
    const demo = await optionsOf('demo', 'chis-demo-2026');
    const trial = await optionsOf('trial', 'chis-trial-2026');
    const provinces = await warehouse.all<{ code: string; name: string }>('SELECT province_code AS code, province AS name FROM dim_region ORDER BY 1');
    expect(demo.RETAIL_MARKET.AREA[0]).toEqual({ code: '', name: '省份' });
    expect(demo.RETAIL_MARKET.AREA).toHaveLength(provinces.length + 1);
    // The warehouse spells them 北京市 / 上海市; the small set has 北京 but not 上海.
    const licensed = provinces.filter((p) => p.name.startsWith('北京') || p.name.startsWith('上海'));
    expect(licensed.length).toBeGreaterThan(0);
    expect(licensed.length).toBeLessThan(provinces.length);
    expect(trial.RETAIL_MARKET.AREA).toEqual([{ code: '', name: '省份' }, ...licensed]);
    expect(trial.HOSPITALS_MARKET.AREA).toEqual(trial.RETAIL_MARKET.AREA);
    expect(trial.RETAIL_MARKET.PAGE).toEqual(['RETAIL_MARKET_OVERVIEW']);
    expect(trial.HOSPITALS_MARKET.PAGE).toEqual([]);
    expect(trial.HOME_PAGE.PAGE).toEqual(['HOME_PAGE']);
    expect(demo.RETAIL_MARKET.SORT_CATEGORY.length).toBeGreaterThan(0);
    expect(demo.HOSPITALS_MARKET.ACT_CATEGORY[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    expect(demo.B2C_MARKET.zx[0]).toEqual({ name: expect.any(String) });
    expect(demo.COMPETITIVE_PRODUCT_ANALYSIS.sortCategory).toEqual(demo.RETAIL_MARKET.SORT_CATEGORY);
    expect(demo.BASIC_DATABASE.PAGE).toContain('DRUG_BENCHMARK_LIBRARY_VIEW');
    expect(demo).toHaveProperty('INDUSTRY_INFORMATION.PAGE');
  });

  it('exchanges a valid legacy token for a session and rejects forged or expired ones', async () => {
    const nowS = Math.floor(t.clock.now / 1000);
    const oldLogin = (token: string) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/old/login', payload: { token } });
    const valid = await oldLogin(createLegacyToken('demo', nowS + 60, TEST_LEGACY_SECRET));
    expect(valid.statusCode).toBe(200);
    expect(valid.json().content).toMatchObject({ nickname: '演示用户', token: expect.any(String) });

    expect((await oldLogin(createLegacyToken('demo', nowS + 60, 'forged-secret'))).statusCode).toBe(401);
    expect((await oldLogin(createLegacyToken('demo', nowS - 1, TEST_LEGACY_SECRET))).statusCode).toBe(401);
    expect((await oldLogin(createLegacyToken('ghost', nowS + 60, TEST_LEGACY_SECRET))).statusCode).toBe(401);
    expect((await oldLogin('not-a-token')).statusCode).toBe(401);

    // The permissions' oldChisToken is such a token for the same account.
    const content = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: valid.json().content.token })).json().content;
    expect((await oldLogin(content.oldChisToken)).statusCode).toBe(200);
  });

  it('changes the password', async () => {
    const token = await t.login('trial', 'chis-trial-2026');
    const update = (payload: object) => t.request({ method: 'PUT', url: '/chis_web/sys/user/updatePassword', token, payload });
    expect((await update({ oldPassword: 'wrong-old', newPassword: 'new-pass-1' })).json().msg).toBe('oldPassword: is incorrect');
    expect((await update({ oldPassword: 'chis-trial-2026', newPassword: 'x' })).json().msg).toMatch(/^newPassword:/);
    expect((await update({ oldPassword: 'chis-trial-2026', newPassword: 'new-pass-1' })).json().code).toBe(200);
    expect((await login({ account: 'trial', password: 'chis-trial-2026' })).statusCode).toBe(400);
    expect((await login({ account: 'trial', password: 'new-pass-1' })).statusCode).toBe(200);
  });
});
