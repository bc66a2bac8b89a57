import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks';
import PasswordLogin from '../../../src/app/pages/home/PasswordLogin';
import type { LoginResult } from '../../../src/api/user';
import { API, server } from '../setup';
import { page, renderAt } from './render-page';

function renderForm() {
  const logins: LoginResult[] = [];
  renderAt('/home?type=login', [page('/home', <PasswordLogin onLoggedIn={(result) => logins.push(result)} />)]);
  return logins;
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function submit() {
  fireEvent.click(screen.getByTestId('login-submit'));
}

const ACCOUNT_RULE = '账号为 3–15 位，以字母开头，只能包含字母、数字和下划线';
const PASSWORD_RULE = '密码为 6–32 位，且不能包含 & < > " \'';
const CAPTCHA_RULE = '验证码为 4–6 位字母或数字';

describe('login dialog, account and password (spec §5)', { timeout: 20_000 }, () => {
  it('asks for both fields when they are empty', async () => {
    renderForm();
    await submit();
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a2345678901234567'],
    ['not starting with a letter', '1abc'],
    ['with a character other than letters, digits and _', 'ab-cd'],
  ])('refuses an account %s', async (_case, account) => {
    renderForm();
    fill('login-account', account);
    fill('login-password', 'secret-1');
    await submit();
    expect(await screen.findByText(ACCOUNT_RULE)).toBeTruthy();
  });

  it.each([
    ['shorter than 6', '12345'],
    ['longer than 32', 'x'.repeat(33)],
    ['with &', 'abc&defg'],
    ['with <', 'abc<defg'],
    ['with >', 'abc>defg'],
    ['with "', 'abc"defg'],
    ["with '", "abc'defg"],
  ])('refuses a password %s', async (_case, password) => {
    renderForm();
    fill('login-account', 'demo');
    fill('login-password', password);
    await submit();
    expect(await screen.findByText(PASSWORD_RULE)).toBeTruthy();
  });

  it('sends a valid account and password and hands over the session', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/api/v2/user/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok', content: { token: 't-1', nickname: 'Demo', newVersionPopped: true } });
      }),
    );
    const logins = renderForm();
    fill('login-account', 'demo_01');
    fill('login-password', 'chis-demo-2026');
    await submit();
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(body).toEqual({ account: 'demo_01', password: 'chis-demo-2026' });
    expect(logins[0].token).toBe('t-1');
    expect(screen.queryByText(ACCOUNT_RULE)).toBeNull();
  });
});

describe('login dialog, refusals', { timeout: 20_000 }, () => {
  it('says how many attempts are left after a wrong password', async () => {
    server.use(
      http.post(`${API}/api/v2/user/login`, () =>
        HttpResponse.json(
          { code: 400, msg: 'Account or password is incorrect', content: { captchaRequired: false, remainingAttempts: 8 } },
          { status: 400 },
        ),
      ),
    );
    const toast = vi.fn();
    configureClient({ notifyError: toast });
    renderForm();
    fill('login-account', 'demo');
    fill('login-password', 'wrong-password');
    await submit();
    expect((await screen.findByTestId('login-error-credentials')).textContent).toBe('账号或密码不正确，再错 8 次账号将锁定 30 分钟');
    // The dialog's message is the whole answer: no contradictory "参数不正确！" toast besides it.
    expect(toast).not.toHaveBeenCalled();
  });

  it('says the account is locked', async () => {
    server.use(
      http.post(`${API}/api/v2/user/login`, () =>
        HttpResponse.json({ code: 403, msg: 'Account is locked', content: { lockedUntil: Date.now() + 30 * 60_000 } }, { status: 403 }),
      ),
    );
    renderForm();
    fill('login-account', 'demo');
    fill('login-password', 'wrong-password');
    await submit();
    expect((await screen.findByTestId('login-error-locked')).textContent).toMatch(/^登录失败次数过多，账号已锁定，请于 \d\d:\d\d 后再试$/);
  });
});

describe('login dialog, image code after failures', { timeout: 20_000 }, () => {
  it('shows no code field until the server asks, then requires a 4–6 character code and sends it', async () => {
    const bodies: Record<string, unknown>[] = [];
    let captchas = 0;
    server.use(
      http.post(`${API}/api/v2/user/login`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.captcha === 'K7PQ') return HttpResponse.json({ code: 200, msg: 'ok', content: { token: 't-2', nickname: 'Demo' } });
        return HttpResponse.json(
          { code: 400, msg: 'Account or password is incorrect', content: { captchaRequired: true } },
          { status: 400 },
        );
      }),
      http.get(`${API}/api/v2/user/captcha`, () => {
        captchas += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', content: { captchaId: `c-${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } });
      }),
    );
    const logins = renderForm();
    expect(screen.queryByTestId('login-captcha')).toBeNull();

    fill('login-account', 'demo');
    fill('login-password', 'wrong-password');
    await submit();
    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
    expect(screen.getByTestId('login-captcha-image').querySelector('img')?.getAttribute('src')).toMatch(/^data:image/);

    fill('login-password', 'chis-demo-2026');
    fill('login-captcha', 'K7P');
    await submit();
    expect(await screen.findByText(CAPTCHA_RULE)).toBeTruthy();

    fill('login-captcha', 'K7PQ');
    await submit();
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(bodies.at(-1)).toEqual({ account: 'demo', password: 'chis-demo-2026', captchaId: 'c-1', captcha: 'K7PQ' });
  });

  it('keeps the code field away after a failure the server does not escalate', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/api/v2/user/login`, () => {
        calls += 1;
        return HttpResponse.json({ code: 400, msg: 'Account or password is incorrect', content: { captchaRequired: false } }, { status: 400 });
      }),
    );
    renderForm();
    fill('login-account', 'demo');
    fill('login-password', 'wrong-password');
    await submit();
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(screen.getByTestId('login-submit').className).not.toMatch(/ant-btn-loading/));
    expect(screen.queryByTestId('login-captcha')).toBeNull();
  });
});
