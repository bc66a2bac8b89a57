// Issue 21 item 13: a delegated administrator's group form showed an empty rule tree, because the
// tree was the admin-rule screen's list (`admin-rule/index`). GET /admin-group/grantable serves the
// tree with the group form: authorised by `admin-group/add` or `/edit`, holding only the caller's
// own enabled rules (every rule for a super administrator).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules, ruleIds } from '../helpers/admin';

const URL = '/chis_web/api/admin/admin-group/grantable';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);

describe.each(dialects())('the rule tree an administrator may grant (%s)', (dialect) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    superToken = await adminLogin(t);
  });
  afterAll(() => t.close());

  it('holds every enabled rule for a super administrator, nested as the rule screen', async () => {
    const res = await t.request({ method: 'GET', url: URL, token: superToken });
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json().content as Node[];
    const all = names(tree);
    expect(all).toEqual(expect.arrayContaining(['dashboard', 'auth', 'admin', 'admin/index', 'admin-group/edit', 'admin-rule/index']));
    const auth = tree.find((n) => n.name === 'auth')!;
    expect(names(auth.children ?? [])).toContain('admin-group/add');
  });

  it('holds only the rules of a delegated administrator, who needs no admin-rule/index for it', async () => {
    const granted = ['auth', 'admin-group', 'admin-group/index', 'admin-group/edit', 'admin', 'admin/index'];
    const delegate = await adminWithRules(t, superToken, 'delegate', granted);
    const res = await t.request({ method: 'GET', url: URL, token: delegate.token });
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json().content as Node[];
    expect(names(tree).sort()).toEqual([...granted].sort());
    // nested: the menus under their group, the buttons under their menu
    expect(tree.map((n) => n.name)).toEqual(['auth']);
    expect((await ruleIds(t, superToken, ['admin-group/edit']))[0]).toBe(
      tree[0].children!.find((n) => n.name === 'admin-group')!.children!.find((n) => n.name === 'admin-group/edit')!.id,
    );
  });

  it('is refused without admin-group/add and admin-group/edit', async () => {
    const reader = await adminWithRules(t, superToken, 'reader', ['auth', 'admin-group', 'admin-group/index']);
    const res = await t.request({ method: 'GET', url: URL, token: reader.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('admin-group/add');
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
