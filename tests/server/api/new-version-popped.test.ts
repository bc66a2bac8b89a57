// The new-version popup's flag, kept on the member's row (spec §3 newVersionPopped; the call that sets
// it is the one spec §7 leaves open) — over HTTP against SQLite, and PostgreSQL when set.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';

const POPPED = '/chis_web/api/v2/user/new-version-popped';
const PERMISSIONS = '/chis_web/api/v2/user/permissions';
const LOGIN = '/chis_web/api/v2/user/login';

describe.each(dialects())('new-version popup flag (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    // The flag lives in the app database alone: no warehouse needed.
    t = await createTestApp(dialect, null);
    return () => t.close();
  });

  it('is stored for the member, so every later session (another browser) reports it seen', async () => {
    const token = await t.login('demo', 'chis-demo-2026');
    expect((await t.request({ method: 'GET', url: PERMISSIONS, token })).json().content.newVersionPopped).toBe(false);

    const res = await t.request({ method: 'POST', url: POPPED, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, content: { newVersionPopped: true } });

    // A new login, as from another browser: the login and the permissions both carry the flag.
    const again = await t.request({ method: 'POST', url: LOGIN, payload: { account: 'demo', password: 'chis-demo-2026' } });
    expect(again.json().content.newVersionPopped).toBe(true);
    expect((await t.request({ method: 'GET', url: PERMISSIONS, token: again.json().content.token })).json().content.newVersionPopped).toBe(true);
    // Another member's flag is untouched.
    const trial = await t.login('trial', 'chis-trial-2026');
    expect((await t.request({ method: 'GET', url: PERMISSIONS, token: trial })).json().content.newVersionPopped).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: POPPED });
    expect(res.statusCode).toBe(401);
  });
});
