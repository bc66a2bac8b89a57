import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_REFRESH_TOKEN_KEY, ADMIN_TOKEN_KEY } from '../../../src/app/admin/session/token';
import { permissionCodesAtom, permissionsLoadedAtom, tokenAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { server } from '../setup';
import { ADMIN_API, ok, openApp, refused, serveIndex } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

async function fill(username: string, password: string) {
  const user = userEvent.setup();
  const name = await screen.findByTestId('admin-login-username');
  await user.clear(name);
  await user.type(name, username);
  const secret = screen.getByTestId('admin-login-password');
  await user.clear(secret);
  await user.type(secret, password);
  return user;
}

describe('/admin/login (spec §5, docs/admin.md §3)', () => {
  it('asks for the image code once the server requires it, then stores the admin token and opens the session', async () => {
    const bodies: unknown[] = [];
    let captchas = 0;
    server.use(
      http.post(`${ADMIN_API}/login`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.captcha) return refused(400, '用户名或密码错误', { captchaRequired: true });
        return ok({ token: 'admin-new', refreshToken: 'r', expiresAt: Date.now() + 3600_000, admin: { id: 1, username: 'admin' } });
      }),
      http.get(`${ADMIN_API}/captcha`, () => ((captchas += 1), ok({ captchaId: `c${captchas}`, image: CAPTCHA_IMAGE }))),
    );
    const calls = serveIndex();
    appStore.set(tokenAtom, 'subscriber-tok');
    const { at } = openApp('/admin/login?redirect=%2Fadmin%2Fadmin-log');

    expect(screen.queryByTestId('admin-login-captcha')).toBeNull();
    const user = await fill('admin', 'wrong-pass');
    await user.click(screen.getByTestId('admin-login-submit'));
    // The server's own message, and the code it now requires.
    expect((await screen.findByTestId('admin-login-error')).textContent).toContain('用户名或密码错误');
    const code = await screen.findByTestId('admin-login-captcha');
    expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).toBe(CAPTCHA_IMAGE);

    await user.type(code, 'AB12');
    await user.clear(screen.getByTestId('admin-login-password'));
    await user.type(screen.getByTestId('admin-login-password'), 'chis-admin-2026');
    await user.click(screen.getByTestId('admin-login-submit'));
    await at('/admin/admin-log');

    expect(bodies).toEqual([
      { username: 'admin', password: 'wrong-pass' },
      { username: 'admin', password: 'chis-admin-2026', captchaId: 'c1', captcha: 'AB12' },
    ]);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-new');
    // kept for renewing the session when the access token expires
    expect(localStorage.getItem(ADMIN_REFRESH_TOKEN_KEY)).toBe('r');
    expect(calls).toEqual(['admin-new']);
    // The subscriber's session is another one: neither replaced nor ended.
    expect(appStore.get(tokenAtom)).toBe('subscriber-tok');
  });

  it('applies the §5 rules before sending anything', async () => {
    let sent = 0;
    server.use(http.post(`${ADMIN_API}/login`, () => ((sent += 1), ok(null))));
    openApp('/admin/login');
    const user = await fill('9admin', 'a<b>cdefg');
    await user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('账号为 3–15 位，以字母开头，只能包含字母、数字和下划线')).toBeTruthy();
    expect(await screen.findByText('密码为 6–32 位，且不能包含 & < > " \'')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('shows the server’s message for a locked account', async () => {
    server.use(http.post(`${ADMIN_API}/login`, () => refused(403, '账号已锁定，请 30 分钟后再试', { lockedUntil: Date.now() + 1800_000 })));
    openApp('/admin/login');
    const user = await fill('admin', 'whatever1');
    await user.click(screen.getByTestId('admin-login-submit'));
    expect((await screen.findByTestId('admin-login-error')).textContent).toContain('账号已锁定');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('resets the subscriber permissions loaded for the session (spec §4)', async () => {
    appStore.set(tokenAtom, 'subscriber-tok');
    appStore.set(permissionCodesAtom, ['HOME_PAGE']);
    appStore.set(permissionsLoadedAtom, true);
    openApp('/admin/login');
    await screen.findByTestId('admin-login-username');
    expect(appStore.get(permissionsLoadedAtom)).toBe(false);
    expect(appStore.get(permissionCodesAtom)).toEqual([]);
  });

  it('speaks English and titles the page adminLogin + site name', async () => {
    appStore.set(localeAtom, 'en');
    openApp('/admin/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Administrator login - CHIS Pharmaceutical Data Platform'));
    fireEvent.click(screen.getByTestId('lang-switch'));
    fireEvent.click(await screen.findByTestId('lang-option-zh-cn'));
    await waitFor(() => expect(document.title).toBe('管理员登录 - 中国医药健康产业数据平台'));
  });
});
