import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AccountApplyPage from '../../../src/app/pages/account-apply';
import { API, server } from '../setup';
import { landing, page, renderAt } from './render-page';

const CAPTCHA_RULE = '验证码为 4–6 位字母或数字';
const RATE_LIMITED = '操作过于频繁，请 3600 秒后再试';

/** A distinct PNG data URL per code, so a test can see the image change. */
const imageOf = (captchaId: string) => `data:image/png;base64,${btoa(captchaId)}`;

/** GET /captcha answers c-1, c-2, …; `issued` lists the codes handed out. */
function serveCaptchas() {
  const issued: string[] = [];
  server.use(
    http.get(`${API}/api/v2/user/captcha`, () => {
      const captchaId = `c-${issued.length + 1}`;
      issued.push(captchaId);
      return HttpResponse.json({ code: 200, msg: 'ok', content: { captchaId, image: imageOf(captchaId) } });
    }),
  );
  return issued;
}

/** POST /trial/apply answers with `reply` for each body, recorded in order. */
function serveApply(reply: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/user/trial/apply`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}

function renderApply() {
  return renderAt('/account-apply', [page('/account-apply', <AccountApplyPage />), landing('/email-send-success')]);
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

const APPLICATION = {
  name: '张三',
  company: '示例医药',
  mobile: '13800138000',
  email: 'zhang@example.com',
  account: 'zhang_san',
  password: 'trial-pass-1',
};

function fillApplication() {
  fill('account-apply-name', APPLICATION.name);
  fill('account-apply-company', APPLICATION.company);
  fill('account-apply-mobile', APPLICATION.mobile);
  fill('account-apply-email', APPLICATION.email);
  fill('account-apply-account', APPLICATION.account);
  fill('account-apply-password', APPLICATION.password);
  fill('account-apply-confirm', APPLICATION.password);
}

function submit() {
  fireEvent.click(screen.getByTestId('account-apply-submit'));
}

function shownImage(): string | null | undefined {
  return screen.getByTestId('account-apply-captcha-image').querySelector('img')?.getAttribute('src');
}

async function imageShows(captchaId: string) {
  await waitFor(() => expect(shownImage()).toBe(imageOf(captchaId)));
}

async function settled() {
  await waitFor(() => expect(screen.getByTestId('account-apply-submit').className).not.toMatch(/ant-btn-loading/));
}

describe('trial application, image code (/account-apply)', { timeout: 20_000 }, () => {
  it('fetches a code when the page opens and shows its image; a click on the image shows another', async () => {
    const issued = serveCaptchas();
    renderApply();
    await imageShows('c-1');
    expect(shownImage()).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('验证码')).toBeTruthy();

    fill('account-apply-captcha', 'ABCD');
    fireEvent.click(screen.getByTestId('account-apply-captcha-image'));
    await imageShows('c-2');
    expect(issued).toEqual(['c-1', 'c-2']);
    expect((screen.getByTestId('account-apply-captcha') as HTMLInputElement).value).toBe('');
  });

  it('asks for a 4–6 character code before sending anything', async () => {
    serveCaptchas();
    const bodies = serveApply(() => HttpResponse.json({ code: 200, msg: 'ok', content: { email: APPLICATION.email } }));
    renderApply();
    await imageShows('c-1');
    fillApplication();
    submit();
    expect(await screen.findByText('此项为必填项')).toBeTruthy();

    fill('account-apply-captcha', 'K7P');
    submit();
    expect(await screen.findByText(CAPTCHA_RULE)).toBeTruthy();

    fill('account-apply-captcha', 'K7P-Q');
    submit();
    expect(await screen.findByText(CAPTCHA_RULE)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('sends the code with the application and goes on to the mail notice', async () => {
    serveCaptchas();
    const bodies = serveApply(() => HttpResponse.json({ code: 200, msg: '确认邮件已发送', content: { email: APPLICATION.email } }));
    const { router } = renderApply();
    await imageShows('c-1');
    fillApplication();
    fill('account-apply-captcha', 'k7pq');
    submit();
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(bodies).toEqual([{ ...APPLICATION, captchaId: 'c-1', captcha: 'k7pq' }]);
    expect(router.state.location.pathname).toBe('/email-send-success');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(APPLICATION.email);
  });

  it('says the code was wrong after a 400, loads a new one, and sends the new one next time', async () => {
    const issued = serveCaptchas();
    const bodies = serveApply((body) =>
      body.captchaId === 'c-2'
        ? HttpResponse.json({ code: 200, msg: 'ok', content: { email: APPLICATION.email } })
        : HttpResponse.json(
            { code: 400, msg: 'captcha: 验证码错误或已过期', content: { captchaRequired: true } },
            { status: 400 },
          ),
    );
    renderApply();
    await imageShows('c-1');
    fillApplication();
    fill('account-apply-captcha', 'WRONG');
    submit();

    expect((await screen.findByTestId('account-apply-error-captcha')).textContent).toBe('验证码错误或已过期，请输入新的验证码');
    await imageShows('c-2');
    expect(issued).toEqual(['c-1', 'c-2']);
    expect((screen.getByTestId('account-apply-captcha') as HTMLInputElement).value).toBe('');
    await settled();

    fill('account-apply-captcha', 'RIGHT');
    submit();
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(bodies.map((body) => [body.captchaId, body.captcha])).toEqual([
      ['c-1', 'WRONG'],
      ['c-2', 'RIGHT'],
    ]);
  });

  it("shows the server's message after a 429 (too many applications) and loads a new code", async () => {
    const issued = serveCaptchas();
    serveApply(() =>
      HttpResponse.json({ code: 429, msg: RATE_LIMITED, content: { retryAfter: 3600 } }, { status: 429, headers: { 'Retry-After': '3600' } }),
    );
    renderApply();
    await imageShows('c-1');
    fillApplication();
    fill('account-apply-captcha', 'K7PQ');
    submit();

    expect((await screen.findByTestId('account-apply-error-server')).textContent).toBe(RATE_LIMITED);
    await imageShows('c-2');
    expect(issued).toEqual(['c-1', 'c-2']);
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('loads a new code after any other refusal too (the server may have used the code up)', async () => {
    const issued = serveCaptchas();
    serveApply(() => HttpResponse.json({ code: 409, msg: 'account: 账号已存在', content: null }, { status: 409 }));
    renderApply();
    await imageShows('c-1');
    fillApplication();
    fill('account-apply-captcha', 'K7PQ');
    submit();
    await imageShows('c-2');
    expect(issued).toEqual(['c-1', 'c-2']);
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('offers a retry when the code cannot be loaded, and sends nothing without one', async () => {
    let fail = true;
    const bodies = serveApply(() => HttpResponse.json({ code: 200, msg: 'ok', content: { email: APPLICATION.email } }));
    server.use(
      http.get(`${API}/api/v2/user/captcha`, () =>
        fail
          ? HttpResponse.json({ code: 500, msg: 'boom', content: null }, { status: 500 })
          : HttpResponse.json({ code: 200, msg: 'ok', content: { captchaId: 'c-9', image: imageOf('c-9') } }),
      ),
    );
    renderApply();
    await waitFor(() => expect(screen.getByTestId('account-apply-captcha-image').textContent).toBe('加载失败，点击重试'));
    fillApplication();
    fill('account-apply-captcha', 'K7PQ');
    submit();
    expect(await screen.findByTestId('account-apply-error-unavailable')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fail = false;
    fireEvent.click(screen.getByTestId('account-apply-captcha-image'));
    await imageShows('c-9');
  });
});
