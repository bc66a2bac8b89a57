// Tracker issue 21: `PUT /api/admin/profile` checked the old password without a limit (30 guesses,
// then success), so a stolen administrator session could find the password itself. Wrong old
// passwords are now limited per administrator like a subscriber's password change: counted before
// the check, so a parallel burst checks no more than the limit. `verifyPassword` is wrapped to
// count the passwords actually checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_RULES } from '../../../server/http/rate-limit';
import { verifyPassword } from '../../../server/modules/auth/password';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, SUPER } from '../helpers/admin';

vi.mock('../../../server/modules/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const PROFILE = '/chis_web/api/admin/profile';
const LIMIT = RATE_RULES.adminPasswordPerAdmin.limit;
const checked = () => vi.mocked(verifyPassword).mock.calls.length;

describe.each(dialects())('the administrator profile password (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const change = (token: string, oldPassword: string) => t.request({ method: 'PUT', url: PROFILE, token, payload: { password: 'Changed-123', oldPassword } });

  it(`checks ${LIMIT} wrong old passwords per window, then refuses (429), the right one too`, async () => {
    t = await createTestApp(dialect, null);
    const token = await adminLogin(t);
    const before = checked();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(token, `wrong-old-${i}`)));
    expect(checked() - before).toBe(LIMIT);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - LIMIT);
    expect((await change(token, SUPER.password)).statusCode).toBe(429);
    // The window ends; the right password changes it.
    t.clock.advance(RATE_RULES.adminPasswordPerAdmin.windowMs + 1);
    const fresh = await adminLogin(t);
    expect((await change(fresh, SUPER.password)).statusCode).toBe(200);
    await adminLogin(t, SUPER.username, 'Changed-123');
  });

  it('gives a right old password its hit back, and leaves a profile edit without a password unlimited', async () => {
    t = await createTestApp(dialect, null);
    let token = await adminLogin(t);
    let password = SUPER.password;
    for (let i = 0; i < LIMIT + 2; i++) {
      const next = `Changed-${i}00`;
      const res = await t.request({ method: 'PUT', url: PROFILE, token, payload: { password: next, oldPassword: password } });
      expect(res.statusCode, res.body).toBe(200);
      password = next;
    }
    for (let i = 0; i < LIMIT + 2; i++) expect((await t.request({ method: 'PUT', url: PROFILE, token, payload: { nickname: `Root ${i}` } })).statusCode).toBe(200);
    token = await adminLogin(t, SUPER.username, password);
    expect(token).toBeTruthy();
  });
});
