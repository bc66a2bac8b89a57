import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { createSessionPort } from '../../../src/app/guard/session-port';
import { permissionCodesAtom, startSession, userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';

/** The permission answer the server gives, whatever the browser did meanwhile. */
function answerPermissions(newVersionPopped: boolean) {
  server.use(
    http.get(`${API}/api/v2/user/permissions`, () =>
      HttpResponse.json({ code: 200, msg: '', content: { userId: 7, username: 'demo', newVersionPopped, permissions: [{ code: 'HOME_PAGE' }] } }),
    ),
  );
}

describe('the guard’s session port', () => {
  it('keeps the what’s-new notice dismissed when the permission answer was sent before the dismissal', async () => {
    wireClient();
    startSession({ token: 'tok-7', nickname: 'demo', newVersionPopped: false });
    // The user closes the notice while the permissions are still on their way with the old flag.
    appStore.set(userInfoAtom, (info) => (info ? { ...info, newVersionPopped: true } : info));
    answerPermissions(false);
    await createSessionPort().loadPermissions();
    expect(appStore.get(permissionCodesAtom)).toEqual(['HOME_PAGE']);
    expect(appStore.get(userInfoAtom)?.newVersionPopped).toBe(true);
  });

  it('shows the notice while neither the browser nor the server has seen it dismissed', async () => {
    wireClient();
    startSession({ token: 'tok-7', nickname: 'demo', newVersionPopped: false });
    answerPermissions(false);
    await createSessionPort().loadPermissions();
    expect(appStore.get(userInfoAtom)?.newVersionPopped).toBe(false);
  });
});
