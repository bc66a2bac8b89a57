// Administrators are their own accounts with their own tokens: the audiences never mix, the login
// rules of spec §5 hold under parallel attempts, and a session ends on logout.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, TEST_CAPTCHA, type TestApp } from '../helpers/app';
import { adminLogin, SUPER } from '../helpers/admin';

const LOGIN = '/chis_web/api/admin/login';

describe.each(dialects())('admin identity (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('keeps admin and subscriber tokens apart (401 across audiences)', async () => {
    t = await createTestApp(dialect, null);
    const admin = await adminLogin(t);
    const member = await t.login('demo', 'chis-demo-2026');
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: admin })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token: member })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/admin', token: member })).statusCode).toBe(401);
    // The old subscriber "admin" account is gone: administrators sign in only on the admin API.
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'admin', password: SUPER.password } })).statusCode).toBe(400);
  });

  it('answers the index with the super administrator, every menu and the * rule', async () => {
    t = await createTestApp(dialect, null);
    const res = await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token: await adminLogin(t) });
    const content = res.json().content;
    expect(content.admin).toMatchObject({ username: 'admin', super: true });
    expect(content.rules).toEqual(['*']);
    const names = (content.menus as { name: string; children?: { name: string }[] }[]).flatMap((m) => [m.name, ...(m.children ?? []).map((c) => c.name)]);
    expect(names).toEqual(expect.arrayContaining(['dashboard', 'auth', 'admin', 'admin-group', 'admin-rule', 'admin-log']));
    expect(content.menus[0].title).toEqual({ 'zh-cn': '控制台', en: 'Dashboard' });
  });

  it('checks the spec §5 input rules and asks for a code from the 3rd failure', async () => {
    t = await createTestApp(dialect, null);
    expect((await t.request({ method: 'POST', url: LOGIN, payload: { username: '9bad', password: SUPER.password } })).json().msg).toMatch(/^username:/);
    expect((await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'a<b>c"d' } })).json().msg).toMatch(/^password:/);
    for (let i = 1; i <= 3; i++) {
      const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'wrong-pass' } });
      expect(res.json().content.captchaRequired).toBe(i >= 3);
    }
    const noCode = await t.request({ method: 'POST', url: LOGIN, payload: SUPER });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().content).toEqual({ captchaRequired: true });
    const { captchaId } = (await t.request({ method: 'GET', url: '/chis_web/api/admin/captcha' })).json().content;
    const ok = await t.request({ method: 'POST', url: LOGIN, payload: { ...SUPER, captchaId, captcha: TEST_CAPTCHA } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('counts parallel failures before checking: 30 at once try at most 3 passwords, then lock', async () => {
    t = await createTestApp(dialect, null);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'wrong-pass' } })),
    );
    const checked = answers.filter((a) => a.json().msg === 'Account or password is incorrect');
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    // With codes, the 10th failure locks the account, even for the right password.
    for (let i = 0; i < 10; i++) {
      const { captchaId } = (await t.request({ method: 'GET', url: '/chis_web/api/admin/captcha' })).json().content;
      const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'wrong-pass', captchaId, captcha: TEST_CAPTCHA } });
      if (res.statusCode === 403) break;
    }
    const { captchaId } = (await t.request({ method: 'GET', url: '/chis_web/api/admin/captcha' })).json().content;
    const locked = await t.request({ method: 'POST', url: LOGIN, payload: { ...SUPER, captchaId, captcha: TEST_CAPTCHA } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().msg).toMatch(/locked/);
  });

  it('ends the session on logout and refreshes with the refresh token', async () => {
    t = await createTestApp(dialect, null);
    const login = (await t.request({ method: 'POST', url: LOGIN, payload: SUPER })).json().content;
    const refreshed = await t.request({ method: 'POST', url: '/chis_web/api/admin/refresh', payload: { refreshToken: login.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token: login.token })).statusCode).toBe(401);
    const token = refreshed.json().content.token as string;
    expect((await t.request({ method: 'POST', url: '/chis_web/api/admin/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token })).statusCode).toBe(401);
  });

  it('lets an administrator change their own profile and password (old password needed)', async () => {
    t = await createTestApp(dialect, null);
    const token = await adminLogin(t);
    const other = await adminLogin(t);
    const wrong = await t.request({ method: 'PUT', url: '/chis_web/api/admin/profile', token, payload: { password: 'New-pass-1', oldPassword: 'not-it-123' } });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.request({ method: 'PUT', url: '/chis_web/api/admin/profile', token, payload: { nickname: '值班管理员', password: 'New-pass-1', oldPassword: SUPER.password } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().content.nickname).toBe('值班管理员');
    expect(changed.body).not.toMatch(/password_hash|scrypt/);
    // The other session ends; this one goes on; the new password works.
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token: other })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/admin/index', token })).statusCode).toBe(200);
    await adminLogin(t, 'admin', 'New-pass-1');
  });
});
