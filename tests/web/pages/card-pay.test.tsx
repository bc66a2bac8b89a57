import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks';
import CardPayPage from '../../../src/app/pages/user-center/card-pay';
import { API, server } from '../setup';
import { landing, page, renderAt } from './render-page';

function renderCardPay() {
  return renderAt('/user-center/card-pay', [page('/user-center/card-pay', <CardPayPage />), landing('/user-center/card-pay-result')]);
}

function redeemWith(cardNo: string, secret: string) {
  fireEvent.change(screen.getByTestId('card-pay-card-no'), { target: { value: cardNo } });
  fireEvent.change(screen.getByTestId('card-pay-secret'), { target: { value: secret } });
  fireEvent.click(screen.getByTestId('card-pay-submit'));
}

describe('card redemption (user-center/card-pay)', { timeout: 20_000 }, () => {
  it('refuses a card number that is not C plus 15 digits before asking the server', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, () => {
        calls += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', content: {} });
      }),
    );
    renderCardPay();
    redeemWith('C12345', 'SECRET');
    expect(await screen.findByText('卡号为字母 C 加 15 位数字')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('shows a wrong secret with the attempts left, and clears the secret', async () => {
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, () =>
        HttpResponse.json({ code: 400, msg: 'Card number or secret is incorrect', content: { remainingAttempts: 3 } }, { status: 400 }),
      ),
    );
    const toast = vi.fn();
    configureClient({ notifyError: toast });
    renderCardPay();
    redeemWith('c202611200000001', 'WRONG');
    const alert = await screen.findByTestId('card-pay-error-wrong');
    expect(alert.textContent).toContain('卡号或卡密不正确。还可尝试 3 次');
    // The page's message is the whole answer: no contradictory "参数不正确！" toast besides it.
    expect(toast).not.toHaveBeenCalled();
    expect((screen.getByTestId('card-pay-secret') as HTMLInputElement).value).toBe('');
  });

  it('shows the lockout and stops offering the button', async () => {
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, () =>
        HttpResponse.json({ code: 403, msg: 'Too many wrong card secrets: card redemption is locked for 30 minutes', content: null }, { status: 403 }),
      ),
    );
    renderCardPay();
    redeemWith('C202611200000001', 'WRONG');
    const alert = await screen.findByTestId('card-pay-error-locked');
    expect(alert.textContent).toContain('充值已锁定');
    expect(screen.getByTestId('card-pay-submit').hasAttribute('disabled')).toBe(true);
  });

  it('says when a card was redeemed already', async () => {
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, () =>
        HttpResponse.json({ code: 409, msg: 'This card has already been redeemed', content: null }, { status: 409 }),
      ),
    );
    renderCardPay();
    redeemWith('C202611200000001', 'RIGHT');
    expect((await screen.findByTestId('card-pay-error-redeemed')).textContent).toContain('这张卡已经充值过');
  });

  it('says when a card is past its redemption date', async () => {
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, () =>
        HttpResponse.json({ code: 400, msg: 'This card has expired', content: null }, { status: 400 }),
      ),
    );
    renderCardPay();
    redeemWith('C202611200000001', 'RIGHT');
    expect((await screen.findByTestId('card-pay-error-expired')).textContent).toContain('已超过充值有效期');
  });

  it('sends the upper-cased card number and goes to the result page on success', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/api/v2/user/card/redeem`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          content: { cardNo: 'C202611200000001', codes: ['RETAIL_MARKET_OVERVIEW'], areas: ['北京'], expiresAt: Date.UTC(2027, 10, 20) },
        });
      }),
    );
    const { router } = renderCardPay();
    redeemWith('c202611200000001', 'ab12cd');
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(body).toEqual({ cardNo: 'C202611200000001', secret: 'ab12cd' });
    await waitFor(() => expect(router.state.location.state).toMatchObject({ redemption: { cardNo: 'C202611200000001' } }));
  });
});
