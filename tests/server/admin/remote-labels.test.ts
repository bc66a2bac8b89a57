// Issue 21 item 13: a remote label (an administrator's groups in the administrators list) needed the
// other screen's `select` rule, and showed bare ids without it. The list answer now carries the
// labels of the keys its rows hold (`labels`), read within the caller's reach on the other screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules, ruleIds } from '../helpers/admin';

const API = '/chis_web/api/admin';

describe.each(dialects())('labels of remote keys in a list answer (%s)', (dialect) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    superToken = await adminLogin(t);
  });
  afterAll(() => t.close());

  it('names the groups of the listed administrators for a caller without admin-group/select', async () => {
    // A colleague in a group of narrower rules than the caller's (within the caller's reach).
    const editors = await t.request({ method: 'POST', url: `${API}/admin-group`, token: superToken, payload: { pid: 0, name: '编辑组', rules: await ruleIds(t, superToken, ['dashboard/index']), status: true } });
    expect(editors.statusCode, editors.body).toBe(200);
    const editorsId = editors.json().content.id as number;
    const colleague = await t.request({ method: 'POST', url: `${API}/admin`, token: superToken, payload: { username: 'labelmate', nickname: '同事', password: 'Secret-123', groups: [editorsId], status: true } });
    expect(colleague.statusCode, colleague.body).toBe(200);

    const caller = await adminWithRules(t, superToken, 'lister', ['dashboard/index', 'auth', 'admin', 'admin/index']);
    expect((await t.request({ method: 'GET', url: `${API}/admin-group/select`, token: caller.token })).statusCode).toBe(403);

    const res = await t.request({ method: 'GET', url: `${API}/admin?limit=100`, token: caller.token });
    expect(res.statusCode, res.body).toBe(200);
    const { list, labels } = res.json().content as { list: { username: string; groups: number[] }[]; labels: Record<string, Record<string, string>> };
    const mate = list.find((row) => row.username === 'labelmate');
    expect(mate?.groups).toEqual([editorsId]);
    expect(labels.groups[String(editorsId)]).toBe('编辑组');
    // Only keys the listed rows hold are named.
    const held = new Set(list.flatMap((row) => row.groups.map(String)));
    expect(Object.keys(labels.groups).every((key) => held.has(key))).toBe(true);
  });

  it('answers no labels for a screen without remote fields', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/config?limit=5`, token: superToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.labels).toEqual({});
  });
});
