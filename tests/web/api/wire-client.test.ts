import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/client';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { registerNavigator } from '../../../src/app/router/navigation';
import { tokenAtom, userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { API, server } from '../setup';

const navigations: string[] = [];

beforeEach(() => {
  navigations.length = 0;
  registerNavigator((to) => navigations.push(to));
  wireClient();
});

describe('the HTTP client wired into the app', () => {
  it("sends the session's token and shows the catalogue message in the chosen language", async () => {
    appStore.set(tokenAtom, 'tok-web');
    appStore.set(localeAtom, 'en');
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/api/v2/thing`, ({ request: req }) => {
        authorization = req.headers.get('authorization');
        return HttpResponse.json({ code: 409, msg: 'dup', content: null }, { status: 409 });
      }),
    );
    await expect(request({ url: '/api/v2/thing' })).rejects.toThrow('The same data already exists in the system!');
    expect(authorization).toBe('tok-web');
    await waitFor(() => expect(document.body.textContent).toContain('The same data already exists in the system!'));
  });

  it('on 401 removes the token and the stored login and goes to /home?type=login', async () => {
    appStore.set(tokenAtom, 'expired');
    appStore.set(userInfoAtom, { nickName: 'Li' });
    server.use(http.get(`${API}/api/v2/me`, () => HttpResponse.json({ code: 401, msg: '', content: null }, { status: 401 })));
    await expect(request({ url: '/api/v2/me' })).rejects.toMatchObject({ code: 401 });
    expect(appStore.get(tokenAtom)).toBe('');
    expect(appStore.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem('chis:token')).toBeNull();
    expect(navigations).toEqual(['/home?type=login']);
  });

  it('on 4034 clears the stored login and goes to /home unless already there', async () => {
    appStore.set(tokenAtom, 'kicked');
    server.use(http.get(`${API}/api/v2/me`, () => HttpResponse.json({ code: 4034, msg: '已在别处登录', content: null }, { status: 403 })));
    window.history.pushState({}, '', '/user-center');
    await expect(request({ url: '/api/v2/me' })).rejects.toMatchObject({ code: 4034 });
    expect(navigations).toEqual(['/home']);
    expect(appStore.get(tokenAtom)).toBe('');
    window.history.pushState({}, '', '/home');
    await expect(request({ url: '/api/v2/me' })).rejects.toMatchObject({ code: 4034 });
    expect(navigations).toEqual(['/home']);
  });

  it('shows the loading overlay while loading requests run and removes it after the last', async () => {
    server.use(http.get(`${API}/api/v2/slow`, async () => (await delay(40), HttpResponse.json({ code: 200, msg: '', content: 1 }))));
    const calls = Promise.all([request({ url: '/api/v2/slow', loading: true, cancelDuplicate: false }), request({ url: '/api/v2/slow', loading: true, cancelDuplicate: false })]);
    await waitFor(() => expect(document.getElementById('chis-request-loading')).not.toBeNull());
    await calls;
    expect(document.getElementById('chis-request-loading')).toBeNull();
  });

  it('saves a download under its Content-Disposition name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      navigations.push(`download:${this.download}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    server.use(
      http.get(`${API}/api/v2/export-excel/download`, () =>
        new HttpResponse('xlsx', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx` } }),
      ),
    );
    const { download } = await import('../../../src/api/client');
    await download('exports/a.xlsx');
    expect(navigations).toEqual(['download:导出.xlsx']);
    click.mockRestore();
  });
});
