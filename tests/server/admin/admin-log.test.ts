// Tracker issue 21, the attack on the operation log: 300 anonymous login bodies of 64 KB in 3 s
// added 18 MB to admin_log; successful logins were logged as administrator 0; a URL's ?token= was
// logged as sent. A login now logs only its validated account name, an address without a session
// adds a bounded number of rows, malformed bodies count in the login limit, a successful login is
// logged under its administrator, and secret query parameters are masked in the logged URL.
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../../server/http/rate-limit';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, SUPER } from '../helpers/admin';

const API = '/chis_web/api/admin';
const LOGIN = `${API}/login`;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SIGN_IN = { 'zh-cn': '登录', en: 'Sign in' };

interface Entry {
  admin_id: number;
  username: string;
  title: { 'zh-cn': string; en: string };
  url: string;
  data: string;
  status: number;
}

describe.each(dialects())('the operation log (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const entries = async (token: string, search: unknown[] = []) => {
    const res = await t.request({ method: 'GET', url: `${API}/admin-log?limit=200&search=${q(search)}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as { list: Entry[]; total: number };
  };

  it('adds a bounded number of small rows for a flood of large anonymous login bodies', async () => {
    t = await createTestApp(dialect, null);
    const big = 'x'.repeat(64 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({ method: 'POST', url: LOGIN, payload: { username: `u${i}${big}`, password: big }, remoteAddress: '203.0.113.50' }),
      ),
    );
    // Every body is answered: refused by the schema until the address has used up its allowance.
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(RATE_RULES.adminLoginPerIp.limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(300 - RATE_RULES.adminLoginPerIp.limit);
    // The malformed bodies counted: a well-formed login from that address waits too.
    const after = await t.app.inject({ method: 'POST', url: LOGIN, payload: SUPER, remoteAddress: '203.0.113.50' });
    expect(after.statusCode).toBe(429);

    const token = await adminLogin(t);
    const anonymous = await entries(token, [{ field: 'admin_id', operator: 'eq', value: 0 }]);
    expect(anonymous.total).toBe(RATE_RULES.adminLogAnonymousPerIp.limit);
    for (const entry of anonymous.list) {
      expect(entry.data).toBe('{}');
      expect(entry.username).toBe('');
    }
  });

  it('logs a failed login with its account name only, and a successful one under its administrator', async () => {
    t = await createTestApp(dialect, null);
    const wrong = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'wrong-pass1' } });
    expect(wrong.statusCode).toBe(400);
    const token = await adminLogin(t);
    const logins = (await entries(token, [{ field: 'url', operator: 'contains', value: '/api/admin/login' }])).list;
    expect(logins.map(({ admin_id, username, title, data, status }) => ({ admin_id, username, title, data, status }))).toEqual([
      { admin_id: 1, username: 'admin', title: SIGN_IN, data: '{"username":"admin"}', status: 200 },
      { admin_id: 0, username: 'admin', title: SIGN_IN, data: '{"username":"admin"}', status: 400 },
    ]);
  });

  it('titles each entry in both languages, the screen and the action by their own titles', async () => {
    t = await createTestApp(dialect, null);
    const token = await adminLogin(t);
    const added = await t.request({ method: 'POST', url: `${API}/config`, token, payload: { name: 'log_title_probe', group: 'basics', value: 'x' } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.request({ method: 'PUT', url: `${API}/profile`, token, payload: { nickname: 'Root' } })).statusCode).toBe(200);
    const titles = (await entries(token)).list.map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        { 'zh-cn': '系统配置-添加', en: 'System configuration – Add' },
        { 'zh-cn': '个人资料', en: 'Profile' },
        SIGN_IN,
      ]),
    );
  });

  it('masks secret query parameters in the logged URL', async () => {
    t = await createTestApp(dialect, null);
    const token = await adminLogin(t);
    const res = await t.request({ method: 'PUT', url: `${API}/profile?token=abc123xyz&tab=info`, token, payload: { nickname: 'Root' } });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entries(token, [{ field: 'url', operator: 'contains', value: '/api/admin/profile' }])).list;
    expect(entry.url).toBe('/chis_web/api/admin/profile?token=***&tab=info');
    expect(entry.data).not.toContain('abc123xyz');
  });
});
