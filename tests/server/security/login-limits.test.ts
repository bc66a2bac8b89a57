// Tracker issue 11, item 1 (logins) and item 8 (account enumeration). Failures are counted before
// the password is checked, atomically, so a parallel burst cannot try more passwords than the
// rules allow; per-address and per-account limits live in the app database, so two replicas share
// them; a known and an unknown account name answer alike. `verifyPassword` is wrapped to count the
// passwords actually checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { verifyPassword } from '../../../server/modules/auth/password';
import { RATE_RULES } from '../../../server/http/rate-limit';
import { createTestApp, dialects, TEST_CAPTCHA, type TestApp } from '../helpers/app';
import { SUPER } from '../helpers/admin';

vi.mock('../../../server/modules/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const LOGIN = '/chis_web/api/v2/user/login';
const ADMIN_LOGIN = '/chis_web/api/admin/login';
const EN = { 'accept-language': 'en' };
const checked = () => vi.mocked(verifyPassword).mock.calls.length;

describe.each(dialects())('login limits (%s)', (dialect) => {
  let t: TestApp;
  let replica: FastifyInstance | null = null;
  afterEach(async () => {
    await replica?.close();
    replica = null;
    await t.close();
  });

  const login = (payload: object, ip = '203.0.113.7', app?: FastifyInstance): Promise<LightMyRequestResponse> =>
    (app ?? t.app).inject({ method: 'POST', url: LOGIN, payload, remoteAddress: ip, headers: EN });
  const count = (answers: LightMyRequestResponse[], test: (a: LightMyRequestResponse) => boolean) => answers.filter(test).length;
  const isWrong = (a: LightMyRequestResponse) => a.statusCode === 400 && a.json().msg === 'Account or password is incorrect';
  const needsCode = (a: LightMyRequestResponse) => a.statusCode === 400 && a.json().content?.captchaRequired === true && /captcha:/.test(a.json().msg);

  it('30 parallel wrong passwords for one account: 3 checked, 27 refused before checking', async () => {
    t = await createTestApp(dialect, null);
    const before = checked();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login({ account: 'demo', password: 'wrong-pass' })));
    expect(checked() - before).toBe(3);
    expect(count(answers, isWrong)).toBe(3);
    expect(count(answers, needsCode)).toBe(27);
    // Refusals for a missing code tried no password: the count is still 3, so the right password
    // with a code works, and clears it.
    const ok = await login({ account: 'demo', password: 'chis-demo-2026', ...(await t.captcha()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login({ account: 'demo', password: 'chis-demo-2026' })).statusCode).toBe(200);
  });

  it('parallel wrong passwords with valid codes lock the account at the 10th: no more than 10 checked', async () => {
    t = await createTestApp(dialect, null);
    const codes = await Promise.all(Array.from({ length: 20 }, () => t.captcha()));
    const before = checked();
    const answers = await Promise.all(codes.map((code) => login({ account: 'demo', password: 'wrong-pass', ...code })));
    expect(checked() - before).toBeLessThanOrEqual(10);
    expect(count(answers, (a) => a.statusCode === 403 && /locked/.test(a.json().msg))).toBeGreaterThanOrEqual(1);
    const locked = await login({ account: 'demo', password: 'chis-demo-2026', ...(await t.captcha()) });
    expect(locked.statusCode).toBe(403);
  });

  it('answers a known and an unknown account name alike: codes, remaining attempts, lock', async () => {
    t = await createTestApp(dialect, null);
    const sequence = async (account: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 3; i++) answers.push((await login({ account, password: 'wrong-pass' })).json());
      answers.push((await login({ account, password: 'wrong-pass' })).json()); // no code
      for (let i = 0; i < 7; i++) answers.push((await login({ account, password: 'wrong-pass', captchaId: (await t.captcha()).captchaId, captcha: TEST_CAPTCHA })).json());
      return answers.map((a) => {
        const { content, ...rest } = a as { content: { lockedUntil?: number } | null };
        return { ...rest, content: content && 'lockedUntil' in content ? { lockedUntil: 'set' } : content };
      });
    };
    const known = await sequence('demo');
    const unknown = await sequence('nobody_here');
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual({ code: 400, msg: 'Account or password is incorrect', content: { captchaRequired: false, remainingAttempts: 9 } });
    expect(known[2]).toMatchObject({ content: { captchaRequired: true, remainingAttempts: 7 } });
    expect(known.at(-1)).toMatchObject({ code: 403, content: { lockedUntil: 'set' } });
  });

  it('tells a pending or disabled account apart only to whoever knows its password', async () => {
    t = await createTestApp(dialect, null);
    await t.request({
      method: 'POST',
      url: '/chis_web/api/v2/user/trial/apply',
      payload: { account: 'pending_one', password: 'pending-1', name: 'P', email: 'p@example.com', mobile: '13800138000', company: 'C', ...(await t.captcha()) },
    });
    const wrong = await login({ account: 'pending_one', password: 'wrong-pass' });
    const unknown = await login({ account: 'nobody_two', password: 'wrong-pass' });
    expect(wrong.json()).toEqual(unknown.json());
    expect((await login({ account: 'pending_one', password: 'pending-1' })).json().msg).toMatch(/not activated/);
  });

  it(`per address: ${RATE_RULES.loginPerIp.limit} failures per window, then 429 with Retry-After, even in a parallel burst`, async () => {
    t = await createTestApp(dialect, null);
    const total = RATE_RULES.loginPerIp.limit + 10;
    const before = checked();
    const answers = await Promise.all(Array.from({ length: total }, (_, i) => login({ account: `user_${i}`, password: 'wrong-pass' })));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0].json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many attempts/), content: { retryAfter: expect.any(Number) } });
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(checked() - before).toBe(RATE_RULES.loginPerIp.limit);
    // Another address is not affected; the window ends.
    expect((await login({ account: 'demo', password: 'chis-demo-2026' }, '198.51.100.9')).statusCode).toBe(200);
    t.clock.advance(RATE_RULES.loginPerIp.windowMs + 1);
    expect((await login({ account: 'demo', password: 'chis-demo-2026' })).statusCode).toBe(200);
  });

  it('per account name only passwords count: 60 wrong logins without a code from many addresses try 3 and lock out nobody', async () => {
    t = await createTestApp(dialect, null);
    const before = checked();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login({ account: 'demo', password: 'wrong-pass' }, `192.0.2.${i + 1}`)));
    expect(checked() - before).toBe(3);
    expect(count(answers, needsCode)).toBe(57);
    expect(count(answers, (a) => a.statusCode === 429)).toBe(0);
    expect((await login({ account: 'demo', password: 'chis-demo-2026', ...(await t.captcha()) }, '198.51.100.20')).statusCode).toBe(200);
  });

  it('50 wrong logins for a member without a code from one address leave the member signing in from another', async () => {
    t = await createTestApp(dialect, null);
    for (let i = 0; i < 50; i++) await login({ account: 'demo', password: 'wrong-pass' }, '203.0.113.30');
    const right = await login({ account: 'demo', password: 'chis-demo-2026', ...(await t.captcha()) }, '198.51.100.30');
    expect(right.statusCode, right.body).toBe(200);
  });

  it('gives a successful login its hit back: a busy office behind one address is not locked out', async () => {
    t = await createTestApp(dialect, null);
    for (let i = 0; i < RATE_RULES.loginPerIp.limit + 5; i++) {
      const res = await login({ account: i % 2 ? 'demo' : 'trial', password: i % 2 ? 'chis-demo-2026' : 'chis-trial-2026' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('shares the counts between two servers on one database (replicas)', async () => {
    t = await createTestApp(dialect, null);
    replica = await buildApp(t.config, { now: () => t.clock.now, captchaText: () => TEST_CAPTCHA, warehouse: null });
    const before = checked();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login({ account: 'demo', password: 'wrong-pass' }, '203.0.113.7', i % 2 ? replica! : t.app)));
    expect(checked() - before).toBe(3);
    expect(count(answers, needsCode)).toBe(27);
    const burst = await Promise.all(
      Array.from({ length: RATE_RULES.loginPerIp.limit + 10 }, (_, i) => login({ account: `spray_${i}`, password: 'wrong-pass' }, '203.0.113.8', i % 2 ? replica! : t.app)),
    );
    expect(count(burst, (a) => a.statusCode === 429)).toBe(10);
  });

  it('limits the administrator login per address the same way', async () => {
    t = await createTestApp(dialect, null);
    const total = RATE_RULES.adminLoginPerIp.limit + 10;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        t.app.inject({ method: 'POST', url: ADMIN_LOGIN, payload: { username: `admin_${i}`, password: 'wrong-pass' }, remoteAddress: '203.0.113.9', headers: EN }),
      ),
    );
    expect(count(answers, (a) => a.statusCode === 429)).toBe(10);
  });

  it('lets nobody lock the super administrator out: 50 wrong logins without a code, then the right password from another address', async () => {
    t = await createTestApp(dialect, null);
    const adminLogin = (payload: object, ip: string) => t.app.inject({ method: 'POST', url: ADMIN_LOGIN, payload, remoteAddress: ip, headers: EN });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 50; i++) answers.push(await adminLogin({ username: 'admin', password: 'wrong-pass' }, '203.0.113.40'));
    expect(count(answers, isWrong)).toBe(3);
    expect(count(answers, needsCode)).toBe(47);
    const { captchaId } = (await t.request({ method: 'GET', url: '/chis_web/api/admin/captcha' })).json().content;
    const right = await adminLogin({ ...SUPER, captchaId, captcha: TEST_CAPTCHA }, '198.51.100.40');
    expect(right.statusCode, right.body).toBe(200);
  });
});
