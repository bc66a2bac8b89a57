// One authorisation step for every screen and action: a group granted only `<id>/<action>` passes
// it, a group without it gets 403 — for every admin screen the registry serves and every action its
// schema lists. The browser's buttons come from the same rule names (GET /index `rules`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules, ruleIds } from '../helpers/admin';

interface ScreenInfo {
  id: string;
  scope: string;
  actions: (string | { name: string })[];
}

const API = '/chis_web/api/admin';

/** The request that exercises `action` on `id` (bodies need not be valid: only the 403 is judged). */
function call(id: string, action: string): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object } {
  switch (action) {
    case 'index':
      return { method: 'GET', url: `${API}/${id}` };
    case 'info':
      return { method: 'GET', url: `${API}/${id}/999999` };
    case 'select':
      return { method: 'GET', url: `${API}/${id}/select` };
    case 'add':
      return { method: 'POST', url: `${API}/${id}`, payload: {} };
    case 'edit':
      return { method: 'PUT', url: `${API}/${id}/999999`, payload: {} };
    case 'del':
      return { method: 'DELETE', url: `${API}/${id}?ids=999999` };
    case 'sortable':
      return { method: 'POST', url: `${API}/${id}/sortable`, payload: { id: 999998, targetId: 999999 } };
    default:
      return { method: 'POST', url: `${API}/${id}/${action}`, payload: {} };
  }
}

describe.each(dialects())('admin authorisation matrix (%s)', (dialect) => {
  let t: TestApp;
  let superToken: string;
  let screens: ScreenInfo[];

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    superToken = await adminLogin(t);
    const menus = (await t.request({ method: 'GET', url: `${API}/index`, token: superToken })).json().content.menus as { name: string; type: string; children?: { name: string; type: string }[] }[];
    const ids = menus.flatMap((m) => (m.children ?? []).filter((c) => c.type === 'menu').map((c) => c.name));
    screens = [];
    for (const id of ids) screens.push((await t.request({ method: 'GET', url: `${API}/schema/${id}`, token: superToken })).json().content);
  });
  afterAll(() => t.close());

  it('serves every admin screen of the registry', () => {
    expect(screens.map((s) => s.id)).toEqual(expect.arrayContaining(['admin', 'admin-group', 'admin-rule', 'admin-log', 'config', 'user']));
    expect(screens.every((s) => s.scope === 'admin')).toBe(true);
  });

  // One group, administrator and login per action (70 and growing with every screen): minutes, not seconds, on a loaded machine.
  it('passes exactly the granted rule for every screen and action', { timeout: 180_000 }, async () => {
    const nobody = await adminWithRules(t, superToken, 'nobody', ['dashboard/index']);
    let checked = 0;
    for (const screen of screens) {
      for (const entry of screen.actions) {
        const action = typeof entry === 'string' ? entry : entry.name;
        const rule = `${screen.id}/${action}`;
        const holder = await adminWithRules(t, superToken, `g-${screen.id}-${action}`.slice(0, 40), [rule]);
        const granted = await t.request({ ...call(screen.id, action), token: holder.token });
        expect([401, 403], `${rule} granted: ${granted.body}`).not.toContain(granted.statusCode);
        const refused = await t.request({ ...call(screen.id, action), token: nobody.token });
        expect(refused.statusCode, `${rule} refused`).toBe(403);
        expect(refused.json().msg).toBe(`Permission ${rule} is required`);
        // What the browser is told matches: the rule is listed for the holder and not for the other.
        const rules = (await t.request({ method: 'GET', url: `${API}/index`, token: holder.token })).json().content.rules as string[];
        expect(rules).toEqual([rule]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('shows a limited administrator only the menus of their rules', async () => {
    const { token } = await adminWithRules(t, superToken, 'log-reader', ['admin-log/index', 'config/index']);
    const index = (await t.request({ method: 'GET', url: `${API}/index`, token })).json().content;
    const names = (index.menus as { name: string; children?: { name: string }[] }[]).map((m) => [m.name, (m.children ?? []).map((c) => c.name)]);
    expect(names).toEqual([
      ['auth', ['admin-log']],
      ['routine', ['config']],
    ]);
    expect((await t.request({ method: 'GET', url: `${API}/dashboard`, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${API}/admin-log`, token })).statusCode).toBe(200);
  });

  it('applies a change of a group’s rules on the next call', async () => {
    const holder = await adminWithRules(t, superToken, 'changing', ['admin-log/index']);
    expect((await t.request({ method: 'GET', url: `${API}/admin-log`, token: holder.token })).statusCode).toBe(200);
    const [dashboard] = await ruleIds(t, superToken, ['dashboard/index']);
    const edit = await t.request({ method: 'PUT', url: `${API}/admin-group/${holder.groupId}`, token: superToken, payload: { rules: [dashboard] } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/admin-log`, token: holder.token })).statusCode).toBe(403);
  });
});
