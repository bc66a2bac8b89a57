// Reach (DESIGN §10.2), tried as an attacker would: a delegated administrator holding every
// administrators rule can neither see nor take over a super administrator, nobody can lock the
// whole back-end out, a reset password or a disable ends the target's sessions, and rule names —
// which are grants — cannot be renamed.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, TEST_CAPTCHA, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules, ruleIds, SUPER } from '../helpers/admin';

const API = '/chis_web/api/admin';
const ADMIN_RULES = ['admin', 'admin/index', 'admin/info', 'admin/add', 'admin/edit', 'admin/del', 'admin/select', 'admin/unlock'];

interface Row {
  id: number;
  username?: string;
  name?: string;
  groups?: number[];
  children?: Row[];
}

function flat(rows: Row[]): Row[] {
  return rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
}

describe.each(dialects())('reach over administrators and groups (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function superIds(token: string): Promise<{ adminId: number; groupId: number }> {
    const admins = (await t.request({ method: 'GET', url: `${API}/admin?limit=200`, token })).json().content.list as Row[];
    const admin = admins.find((a) => a.username === SUPER.username)!;
    return { adminId: admin.id, groupId: admin.groups![0] };
  }

  /** A delegated administrator (admin/* plus the group rules) and a colleague in a group they manage. */
  async function delegation() {
    const root = await adminLogin(t);
    const delegate = await adminWithRules(t, root, 'Delegates', [...ADMIN_RULES, 'admin-group', 'admin-group/index', 'admin-group/select', 'admin-log', 'admin-log/index']);
    const staff = await adminWithRules(t, root, 'Staff', ['admin', 'admin/index']);
    const staffAdmins = (await t.request({ method: 'GET', url: `${API}/admin?limit=200`, token: root })).json().content.list as Row[];
    const colleague = staffAdmins.find((a) => a.id === staff.adminId)!;
    return { root, delegate, staff, colleague, ...(await superIds(root)) };
  }

  it('hides the super administrator from a delegated administrator and refuses every write to them', async () => {
    t = await createTestApp(dialect, null);
    const { delegate, colleague, adminId } = await delegation();
    const list = (await t.request({ method: 'GET', url: `${API}/admin?limit=200`, token: delegate.token })).json().content;
    const names = (list.list as Row[]).map((a) => a.username);
    expect(names).toContain(colleague.username);
    expect(names).not.toContain(SUPER.username);
    expect(list.total).toBe(names.length);
    const options = (await t.request({ method: 'GET', url: `${API}/admin/select?limit=200`, token: delegate.token })).json().content.list as { value: number }[];
    expect(options.map((o) => o.value)).not.toContain(adminId);
    expect((await t.request({ method: 'GET', url: `${API}/admin/${adminId}`, token: delegate.token })).statusCode).toBe(404);

    const takeOver = await t.request({ method: 'PUT', url: `${API}/admin/${adminId}`, token: delegate.token, payload: { password: 'Taken-over-1' } });
    expect(takeOver.statusCode, takeOver.body).toBe(403);
    for (const payload of [{ status: false }, { username: 'renamed' }, { nickname: 'x' }]) {
      expect((await t.request({ method: 'PUT', url: `${API}/admin/${adminId}`, token: delegate.token, payload })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'DELETE', url: `${API}/admin?ids=${adminId}`, token: delegate.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${API}/admin/unlock`, token: delegate.token, payload: { id: adminId } })).statusCode).toBe(403);
    // The super administrator still signs in with their own password.
    await adminLogin(t);
    await expect(adminLogin(t, SUPER.username, 'Taken-over-1')).rejects.toThrow();
  });

  it('shows a delegated administrator only the log entries of administrators they reach', async () => {
    t = await createTestApp(dialect, null);
    const { root, delegate, adminId, staff } = await delegation();
    await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: root, payload: { nickname: 'by the super administrator' } });
    const rows = (await t.request({ method: 'GET', url: `${API}/admin-log?limit=200`, token: delegate.token })).json().content.list as { admin_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.admin_id)).not.toContain(adminId);
    const all = (await t.request({ method: 'GET', url: `${API}/admin-log?limit=200`, token: root })).json().content.list as { admin_id: number }[];
    expect(all.map((r) => r.admin_id)).toContain(adminId);
  });

  it('lets a delegated administrator save their own row with unchanged groups, but not add or drop a group of their own', async () => {
    t = await createTestApp(dialect, null);
    const { delegate, groupId } = await delegation();
    const own = await t.request({ method: 'PUT', url: `${API}/admin/${delegate.adminId}`, token: delegate.token, payload: { nickname: 'Me', groups: [delegate.groupId] } });
    expect(own.statusCode, own.body).toBe(200);
    const widen = await t.request({ method: 'PUT', url: `${API}/admin/${delegate.adminId}`, token: delegate.token, payload: { groups: [delegate.groupId, groupId] } });
    expect(widen.statusCode).toBe(400);
    expect(widen.json().msg).toMatch(/^groups:/);
  });

  it('keeps one enabled administrator in an enabled * group, whatever the write', async () => {
    t = await createTestApp(dialect, null);
    const root = await adminLogin(t);
    const { adminId, groupId } = await superIds(root);
    const other = await adminWithRules(t, root, 'Other', ['admin', 'admin/index']);
    const [dashboard] = await ruleIds(t, root, ['dashboard']);
    const refused = [
      await t.request({ method: 'PUT', url: `${API}/admin-group/${groupId}`, token: root, payload: { status: false } }),
      await t.request({ method: 'PUT', url: `${API}/admin-group/${groupId}`, token: root, payload: { rules: [dashboard] } }),
      await t.request({ method: 'DELETE', url: `${API}/admin-group?ids=${groupId}`, token: root }),
      await t.request({ method: 'PUT', url: `${API}/admin/${adminId}`, token: root, payload: { groups: [other.groupId] } }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toMatch(/At least one enabled administrator/);
    }
    const zh = await t.request({ method: 'PUT', url: `${API}/admin-group/${groupId}`, token: root, payload: { status: false }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toMatch(/超级管理员/);
    // Nothing changed: the super administrator still holds every rule.
    expect((await t.request({ method: 'GET', url: `${API}/index`, token: root })).json().content.rules).toEqual(['*']);

    // With a second super administrator the first may be switched off, by the second.
    const second = await t.request({ method: 'POST', url: `${API}/admin`, token: root, payload: { username: 'super2', nickname: 'Two', password: 'Secret-123', groups: [groupId], status: true } });
    expect(second.statusCode, second.body).toBe(200);
    const secondToken = await adminLogin(t, 'super2', 'Secret-123');
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${adminId}`, token: secondToken, payload: { status: false } })).statusCode).toBe(200);
    // …and now the second is the last one.
    const last = await t.request({ method: 'DELETE', url: `${API}/admin-group?ids=${groupId}`, token: secondToken });
    expect(last.statusCode).toBe(409);
  });

  it('ends the sessions of an administrator whose password another resets, who is disabled, or whose groups change', async () => {
    t = await createTestApp(dialect, null);
    const { delegate, staff } = await delegation();
    const index = (token: string) => t.request({ method: 'GET', url: `${API}/index`, token });
    const colleagueLogin = async () => {
      const res = await t.request({ method: 'POST', url: `${API}/login`, payload: { username: (await usernameOf(staff.adminId))!, password: 'Secret-123' } });
      return { token: res.json().content.token as string, refreshToken: res.json().content.refreshToken as string };
    };
    const usernameOf = async (id: number) =>
      ((await t.request({ method: 'GET', url: `${API}/admin/${id}`, token: delegate.token })).json().content as Row).username;

    const first = await colleagueLogin();
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: delegate.token, payload: { password: 'Secret-123' } })).statusCode).toBe(200);
    expect((await index(first.token)).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `${API}/refresh`, payload: { refreshToken: first.refreshToken } })).statusCode).toBe(401);

    const second = await colleagueLogin();
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: delegate.token, payload: { status: false } })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: delegate.token, payload: { status: true } })).statusCode).toBe(200);
    expect((await index(second.token)).statusCode).toBe(401);

    const third = await colleagueLogin();
    const root = await adminLogin(t);
    const spare = await adminWithRules(t, root, 'Spare', ['admin']);
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: delegate.token, payload: { groups: [spare.groupId] } })).statusCode).toBe(200);
    expect((await index(third.token)).statusCode).toBe(401);

    // An edit that changes nothing of that kind keeps the session.
    const fourth = await colleagueLogin();
    expect((await t.request({ method: 'PUT', url: `${API}/admin/${staff.adminId}`, token: delegate.token, payload: { nickname: 'Renamed' } })).statusCode).toBe(200);
    expect((await index(fourth.token)).statusCode).toBe(200);
  });

  it('signs a member out when an administrator resets their password or disables them', async () => {
    t = await createTestApp(dialect, null);
    const root = await adminLogin(t);
    const member = await t.login('trial', 'chis-trial-2026');
    const users = (await t.request({ method: 'GET', url: `${API}/user?quickSearch=trial`, token: root })).json().content.list as Row[];
    const trial = users.find((u) => u.username === 'trial')!;
    const me = () => t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: member });
    expect((await me()).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `${API}/user/${trial.id}`, token: root, payload: { password: 'New-trial-2026' } })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('unlocks a locked administrator from the administrators screen', async () => {
    t = await createTestApp(dialect, null);
    const { root, staff } = await delegation();
    const username = ((await t.request({ method: 'GET', url: `${API}/admin/${staff.adminId}`, token: root })).json().content as Row).username!;
    const attempt = async (password: string) => {
      const { captchaId } = (await t.request({ method: 'GET', url: `${API}/captcha` })).json().content;
      return t.request({ method: 'POST', url: `${API}/login`, payload: { username, password, captchaId, captcha: TEST_CAPTCHA } });
    };
    for (let i = 0; i < 10; i++) await attempt('wrong-pass');
    expect((await attempt('Secret-123')).json().msg).toMatch(/locked/);
    const unlock = await t.request({ method: 'POST', url: `${API}/admin/unlock`, token: root, payload: { id: staff.adminId } });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await attempt('Secret-123')).statusCode).toBe(200);
  });
});

describe.each(dialects())('rule names are grants (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('never renames a rule, and a delegated administrator edits only rules they hold, never their status', async () => {
    t = await createTestApp(dialect, null);
    const root = await adminLogin(t);
    const [dashboardIndex, configEdit] = await ruleIds(t, root, ['dashboard/index', 'config/edit']);
    const rename = await t.request({ method: 'PUT', url: `${API}/admin-rule/${dashboardIndex}`, token: root, payload: { name: 'config/edit2' } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().msg).toMatch(/^name:/);

    const editor = await adminWithRules(t, root, 'RuleEditors', ['admin-rule', 'admin-rule/index', 'admin-rule/edit', 'dashboard', 'dashboard/index']);
    const held = await t.request({ method: 'PUT', url: `${API}/admin-rule/${dashboardIndex}`, token: editor.token, payload: { name: 'config/edit' } });
    expect(held.statusCode).toBe(400);
    const title = await t.request({ method: 'PUT', url: `${API}/admin-rule/${dashboardIndex}`, token: editor.token, payload: { remark: 'mine' } });
    expect(title.statusCode, title.body).toBe(200);
    expect((await t.request({ method: 'PUT', url: `${API}/admin-rule/${dashboardIndex}`, token: editor.token, payload: { status: false } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: `${API}/admin-rule/${configEdit}`, token: editor.token, payload: { remark: 'not mine' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `${API}/config/site_name`, token: editor.token, payload: { value: 'x' } })).statusCode).toBe(403);
  });

  it('accepts a group rule list only as rule ids or ["*"]', async () => {
    t = await createTestApp(dialect, null);
    const root = await adminLogin(t);
    const [id] = await ruleIds(t, root, ['dashboard/index']);
    for (const rules of [[String(id)], [[id]], [id, id], ['*', id], [{ id }], [-1]]) {
      const res = await t.request({ method: 'POST', url: `${API}/admin-group`, token: root, payload: { pid: 0, name: 'Odd', rules, status: true } });
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
      expect(res.json().msg).toMatch(/^rules:/);
    }
    const groups = flat((await t.request({ method: 'GET', url: `${API}/admin-group`, token: root })).json().content.list as Row[]);
    expect(groups.map((g) => g.name)).not.toContain('Odd');
  });
});
