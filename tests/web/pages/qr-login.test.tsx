import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import QrLogin, { QR_POLL_MS } from '../../../src/app/pages/home/QrLogin';
import type { LoginResult } from '../../../src/api/user';
import { API, server } from '../setup';
import { page, renderAt } from './render-page';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function ticketHandler(scenes: string[]) {
  return http.post(`${API}/api/v2/user/wxmp-login`, () => {
    const scene = `scene-${scenes.length + 1}`;
    scenes.push(scene);
    return HttpResponse.json({ code: 200, msg: 'ok', content: { scene, qrCode: PNG, url: `/official-account-login-confirm?scene=${scene}`, expiresAt: Date.now() + 300_000 } });
  });
}

describe('QR login tab', { timeout: 20_000 }, () => {
  it('shows the server’s QR image, reports the scan, and logs in once the phone confirms', async () => {
    const scenes: string[] = [];
    const answers = ['pending', 'scanned', 'confirmed'];
    const polled: string[] = [];
    server.use(
      ticketHandler(scenes),
      http.post(`${API}/api/v2/user/wxmp-login-check`, async ({ request }) => {
        polled.push(((await request.json()) as { scene: string }).scene);
        const status = answers.shift() ?? 'consumed';
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          content: status === 'confirmed' ? { status, session: { token: 'qr-token', nickname: 'Demo' } } : { status },
        });
      }),
    );
    const logins: LoginResult[] = [];
    renderAt('/home', [page('/home', <QrLogin onLoggedIn={(result) => logins.push(result)} />)]);

    expect((await screen.findByTestId('qr-login-image')).getAttribute('src')).toBe(PNG);
    await waitFor(() => expect(screen.getByTestId('qr-login-status').textContent).toContain('已扫码'), { timeout: 3 * QR_POLL_MS });
    await waitFor(() => expect(logins).toHaveLength(1), { timeout: 3 * QR_POLL_MS });
    expect(logins[0].token).toBe('qr-token');
    expect(new Set(polled)).toEqual(new Set(['scene-1']));
    // Polling stops after the login: no further check arrives.
    const count = polled.length;
    await new Promise((resolve) => setTimeout(resolve, QR_POLL_MS + 200));
    expect(polled).toHaveLength(count);
  }, 20_000);

  it('offers a fresh code once the shown one expires', async () => {
    const scenes: string[] = [];
    server.use(
      ticketHandler(scenes),
      http.post(`${API}/api/v2/user/wxmp-login-check`, () => HttpResponse.json({ code: 200, msg: 'ok', content: { status: 'expired' } })),
    );
    renderAt('/home', [page('/home', <QrLogin onLoggedIn={() => undefined} />)]);
    const refresh = await screen.findByTestId('qr-login-refresh', {}, { timeout: 2 * QR_POLL_MS });
    expect(screen.getByText('二维码已过期')).toBeTruthy();
    fireEvent.click(refresh);
    await waitFor(() => expect(scenes).toEqual(['scene-1', 'scene-2']));
    await waitFor(() => expect(screen.queryByTestId('qr-login-refresh')).toBeNull());
  }, 20_000);
});
