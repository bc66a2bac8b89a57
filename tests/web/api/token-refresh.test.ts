// Item 15 of issue 21: an expired access token (401) renews the session once with the refresh
// token, shared by parallel 401s, and the refused call is sent again; only a refused renewal goes
// to the login. For both audiences: the subscriber (POST /api/v2/user/token/refresh) and the
// administrator (POST /api/admin/refresh, its own tokens).
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '../../../src/api/client';
import { adminClient } from '../../../src/app/admin/api/client';
import { connectHost, host } from '../../../src/app/admin/host';
import { ADMIN_REFRESH_TOKEN_KEY, ADMIN_TOKEN_KEY, readAdminRefreshToken, readAdminToken } from '../../../src/app/admin/session/token';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { registerNavigator } from '../../../src/app/router/navigation';
import { tokenAtom, userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';

const navigations: string[] = [];
const ok = (content: unknown) => HttpResponse.json({ code: 200, msg: '', content });
const expired = () => HttpResponse.json({ code: 401, msg: '请先登录', content: null }, { status: 401 });

beforeEach(() => {
  navigations.length = 0;
  registerNavigator((to) => navigations.push(to));
  connectHost({ ...host(), navigateTo: (to) => navigations.push(to), setBootstrapped: () => undefined });
  wireClient();
});

/** A resource that accepts only `valid` as the token, and counts the refresh calls. */
function serveSession(path: string, refreshPath: string, valid: string, renewal: { token: string; refreshToken: string } | null) {
  const seen = { refreshes: [] as string[], authorizations: [] as (string | null)[] };
  server.use(
    http.get(`${API}${path}`, async ({ request: req }) => {
      const authorization = req.headers.get('authorization');
      seen.authorizations.push(authorization);
      await delay(10);
      return authorization === valid ? ok({ who: 'me' }) : expired();
    }),
    http.post(`${API}${refreshPath}`, async ({ request: req }) => {
      seen.refreshes.push(((await req.json()) as { refreshToken: string }).refreshToken);
      await delay(20);
      return renewal ? ok({ ...renewal, expiresAt: 0 }) : HttpResponse.json({ code: 401, msg: '刷新令牌无效', content: null }, { status: 401 });
    }),
  );
  return seen;
}

describe('the subscriber: a 401 renews the session once', () => {
  it('renews with the stored refresh token, retries the calls, and keeps the new tokens', async () => {
    appStore.set(tokenAtom, 'old-access');
    appStore.set(userInfoAtom, { nickName: 'Li', token: 'old-access', refreshToken: 'old-refresh' });
    const seen = serveSession('/api/v2/me', '/api/v2/user/token/refresh', 'new-access', { token: 'new-access', refreshToken: 'new-refresh' });
    // Three parallel calls with the expired token share one renewal.
    const answers = await Promise.all([1, 2, 3].map(() => request({ url: '/api/v2/me', cancelDuplicate: false })));
    expect(answers).toEqual([{ who: 'me' }, { who: 'me' }, { who: 'me' }]);
    expect(seen.refreshes).toEqual(['old-refresh']);
    expect(appStore.get(tokenAtom)).toBe('new-access');
    expect(appStore.get(userInfoAtom)).toMatchObject({ nickName: 'Li', token: 'new-access', refreshToken: 'new-refresh' });
    expect(navigations).toEqual([]);
  });

  it('goes to the login only when the renewal is refused, once for parallel calls', async () => {
    appStore.set(tokenAtom, 'old-access');
    appStore.set(userInfoAtom, { token: 'old-access', refreshToken: 'used-refresh' });
    const seen = serveSession('/api/v2/me', '/api/v2/user/token/refresh', 'never', null);
    const results = await Promise.allSettled([1, 2].map(() => request({ url: '/api/v2/me', cancelDuplicate: false })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(seen.refreshes).toEqual(['used-refresh']);
    expect(navigations).toEqual(['/home?type=login']);
    expect(appStore.get(tokenAtom)).toBe('');
  });

  it('does not try a renewal without a refresh token', async () => {
    appStore.set(tokenAtom, 'stale-access');
    const seen = serveSession('/api/v2/me', '/api/v2/user/token/refresh', 'never', { token: 'x', refreshToken: 'y' });
    await expect(request({ url: '/api/v2/me' })).rejects.toMatchObject({ code: 401 });
    expect(seen.refreshes).toEqual([]);
    expect(navigations).toEqual(['/home?type=login']);
  });
});

describe('the administrator: a 401 renews the admin session once', () => {
  it('renews with the admin refresh token, retries, and leaves the subscriber session alone', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-old');
    localStorage.setItem(ADMIN_REFRESH_TOKEN_KEY, 'admin-refresh-old');
    appStore.set(tokenAtom, 'member-token');
    const seen = serveSession('/api/admin/index', '/api/admin/refresh', 'admin-new', { token: 'admin-new', refreshToken: 'admin-refresh-new' });
    const answers = await Promise.all([1, 2].map(() => adminClient.request({ url: '/api/admin/index', cancelDuplicate: false })));
    expect(answers).toEqual([{ who: 'me' }, { who: 'me' }]);
    expect(seen.refreshes).toEqual(['admin-refresh-old']);
    expect(seen.authorizations.filter((a) => a === 'admin-new')).toHaveLength(2);
    expect([readAdminToken(), readAdminRefreshToken()]).toEqual(['admin-new', 'admin-refresh-new']);
    expect(appStore.get(tokenAtom)).toBe('member-token');
    expect(navigations).toEqual([]);
  });

  it('ends the admin session and goes to the admin login when the renewal is refused', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-old');
    localStorage.setItem(ADMIN_REFRESH_TOKEN_KEY, 'admin-refresh-revoked');
    const seen = serveSession('/api/admin/index', '/api/admin/refresh', 'never', null);
    await expect(adminClient.request({ url: '/api/admin/index', showErrorMessage: false })).rejects.toMatchObject({ code: 401 });
    expect(seen.refreshes).toEqual(['admin-refresh-revoked']);
    expect([readAdminToken(), readAdminRefreshToken()]).toEqual(['', '']);
    expect(navigations).toEqual(['/admin/login']);
  });
});
