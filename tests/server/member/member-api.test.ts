// The member centre's API (issue 23 item 6): subscriber tokens only, the menu built from the member
// rules (which also authorise every call), and every read and write of a member screen limited to
// the caller's own rows by the resource service's owner scope, whatever id the request names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { createTestApp, dialects } from '../helpers/app';
import { adminLogin } from '../helpers/admin';
import { bumpEntitlements } from '../../../server/modules/entitlements/version';
import { addLedgerRow, memberDb } from './ledger-rows';

const API = '/chis_web/api/member';
const DAY = 24 * 3600_000;

describe.each(dialects())('member API (%s)', (dialect) => {
  let t: TestApp;
  let demo: { id: number; token: string };
  let trial: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    const signIn = async (account: string, password: string) => {
      const token = await t.login(account, password);
      const index = await t.request({ method: 'GET', url: `${API}/index`, token });
      return { id: index.json().content.member.id as number, token };
    };
    demo = await signIn('demo', 'chis-demo-2026');
    trial = await signIn('trial', 'chis-trial-2026');
  });
  afterAll(() => t.close());

  it('builds the menu from the seeded member rules, in both languages, and lists the rules held', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/index`, token: demo.token, headers: { 'accept-language': 'zh-cn' } });
    expect(res.statusCode, res.body).toBe(200);
    const { member, menus, rules } = res.json().content;
    expect(member).toMatchObject({ username: 'demo' });
    expect(menus).toHaveLength(1);
    expect(menus[0]).toMatchObject({ type: 'menu_dir', name: 'account', title: { 'zh-cn': '我的账户', en: 'My account' } });
    expect(menus[0].children.map((m: { path: string }) => m.path)).toEqual([
      '/user/overview',
      '/user/my-profile',
      '/user/password',
      '/user/my-money-log',
      '/user/my-score-log',
      '/user/subscriptions',
    ]);
    expect(rules).toEqual(expect.arrayContaining(['overview', 'my-money-log/index', 'my-profile/edit']));
  });

  it('opens to subscriber tokens only', async () => {
    expect((await t.request({ method: 'GET', url: `${API}/index` })).statusCode).toBe(401);
    const adminToken = await adminLogin(t);
    expect((await t.request({ method: 'GET', url: `${API}/index`, token: adminToken })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${API}/my-money-log`, token: adminToken })).statusCode).toBe(401);
  });

  it('serves member screens only: an admin screen is no member resource', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/user`, token: demo.token });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${API}/schema/my-money-log`, token: demo.token })).json().content).toMatchObject({ id: 'my-money-log', scope: 'member' });
  });

  it("lists only the caller's own ledger rows and answers 404 for another member's row", async () => {
    const db = memberDb(t);
    const mine = await addLedgerRow(db, 'user_money_log', { userId: demo.id, change: 500, before: 0, createdAt: t.clock.now - DAY });
    const theirs = await addLedgerRow(db, 'user_money_log', { userId: trial.id, change: 900, before: 0, createdAt: t.clock.now - DAY });
    const list = await t.request({ method: 'GET', url: `${API}/my-money-log`, token: demo.token });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().content.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.json().content.list.every((r: { user_id: number }) => r.user_id === demo.id)).toBe(true);
    // Naming the other member in a filter finds nothing either: the owner is added to every query.
    const filtered = await t.request({ method: 'GET', url: `${API}/my-money-log`, token: demo.token, query: { search: JSON.stringify([{ field: 'user_id', operator: 'eq', value: trial.id }]) } });
    if (filtered.statusCode === 200) expect(filtered.json().content.total).toBe(0);
    else expect(filtered.statusCode).toBe(400);
    const one = await t.request({ method: 'GET', url: `${API}/my-money-log/${theirs}`, token: demo.token });
    expect(one.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${API}/my-money-log/${mine}`, token: demo.token })).statusCode).toBe(200);
    // The ledger is read-only here: no write path.
    expect((await t.request({ method: 'PUT', url: `${API}/my-money-log/${mine}`, token: demo.token, payload: { before: 0 } })).statusCode).toBe(403);
  });

  it("writes only the caller's own profile, whatever id the path or the body names", async () => {
    const db = memberDb(t);
    const before = await db.selectFrom('app_user').select(['nickname', 'email']).where('id', '=', trial.id).executeTakeFirstOrThrow();
    const other = await t.request({ method: 'PUT', url: `${API}/my-profile/${trial.id}`, token: demo.token, payload: { nickname: 'taken over' } });
    expect(other.statusCode).toBe(404);
    const named = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { id: trial.id, nickname: 'taken over' } });
    expect(named.statusCode).toBe(400);
    expect(named.json().msg).toMatch(/^id: /);
    expect(await db.selectFrom('app_user').select(['nickname', 'email']).where('id', '=', trial.id).executeTakeFirstOrThrow()).toEqual(before);

    const list = await t.request({ method: 'GET', url: `${API}/my-profile`, token: demo.token });
    expect(list.json().content.list.map((r: { id: number }) => r.id)).toEqual([demo.id]);
    expect((await t.request({ method: 'GET', url: `${API}/my-profile/${trial.id}`, token: demo.token })).statusCode).toBe(404);

    const own = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { nickname: '新昵称', mobile: '13800138000' } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/my-profile/${demo.id}`, token: demo.token })).json().content).toMatchObject({ nickname: '新昵称', mobile: '13800138000' });
  });

  it('refuses bad profile values with the spec §5 messages, naming the field', async () => {
    const mobile = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { mobile: '12' } });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().msg).toMatch(/^mobile: /);
    const email = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { email: 'not-mail' }, headers: { 'accept-language': 'zh-cn' } });
    expect(email.statusCode).toBe(400);
    expect(email.json().msg).toMatch(/^email: /);
  });

  it('defines every profile field as the admin member screen does (one definition per column of app_user)', async () => {
    const adminToken = await adminLogin(t);
    const admin = await t.request({ method: 'GET', url: '/chis_web/api/admin/schema/user', token: adminToken });
    const mine = await t.request({ method: 'GET', url: `${API}/schema/my-profile`, token: demo.token });
    expect(mine.statusCode, mine.body).toBe(200);
    const adminFields = new Map(admin.json().content.fields.map((f: { key: string }) => [f.key, f]));
    const editable = mine.json().content.fields.filter((f: { form?: unknown }) => f.form);
    expect(editable.map((f: { key: string }) => f.key)).toEqual(['nickname', 'avatar', 'gender', 'birthday', 'signature', 'email', 'mobile']);
    for (const field of editable) expect(field).toEqual(adminFields.get(field.key));
  });

  it('saves gender, birthday, signature and avatar, and refuses a gender that is neither male (0) nor female (1)', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: `${API}/my-profile/${demo.id}`,
      token: demo.token,
      payload: { gender: 1, birthday: '1990-05-17', signature: '数据说话', avatar: '/chis_web/uploads/a.png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/my-profile/${demo.id}`, token: demo.token })).json().content).toMatchObject({
      gender: 1,
      birthday: '1990-05-17',
      signature: '数据说话',
      avatar: '/chis_web/uploads/a.png',
    });
    const gender = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { gender: 2 } });
    expect(gender.statusCode).toBe(400);
    expect(gender.json().msg).toMatch(/^gender: /);
    const birthday = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { birthday: '17.05.1990' } });
    expect(birthday.statusCode).toBe(400);
    expect(birthday.json().msg).toBe('birthday: must be a date YYYY-MM-DD');
    // Balance and points are the ledger's: the profile cannot write them.
    const money = await t.request({ method: 'PUT', url: `${API}/my-profile/${demo.id}`, token: demo.token, payload: { money: 1_000_000 } });
    expect(money.statusCode).toBe(400);
  });

  it('shows the ledger rows with their cause and time, money in cents (the screen renders yuan)', async () => {
    const db = memberDb(t);
    const row = await addLedgerRow(db, 'user_score_log', { userId: demo.id, change: 7, before: 0, createdAt: t.clock.now - DAY });
    const schema = (await t.request({ method: 'GET', url: `${API}/schema/my-money-log`, token: demo.token })).json().content;
    const cells = new Map(schema.fields.map((f: { key: string; list?: { render?: string } }) => [f.key, f.list?.render]));
    expect(cells.get('change')).toBe('money');
    expect(cells.get('after')).toBe('money');
    expect([...cells.keys()]).toEqual(expect.arrayContaining(['change', 'before', 'after', 'remark', 'cause', 'created_at']));
    const one = await t.request({ method: 'GET', url: `${API}/my-score-log/${row}`, token: demo.token });
    expect(one.json().content).toMatchObject({ change: 7, before: 0, after: 7, remark: 'test', cause: 'admin', created_at: t.clock.now - DAY });
  });

  it('answers the overview: balance and points from the ledger, a 7-day series, running subscriptions', async () => {
    const db = memberDb(t);
    await addLedgerRow(db, 'user_money_log', { userId: trial.id, change: 250, before: 900, createdAt: t.clock.now - 1000 });
    await addLedgerRow(db, 'user_score_log', { userId: trial.id, change: 40, before: 0, createdAt: t.clock.now - 3 * DAY });
    const res = await t.request({ method: 'GET', url: `${API}/overview`, token: trial.token });
    expect(res.statusCode, res.body).toBe(200);
    const { money, score, series, subscriptions } = res.json().content;
    expect(money).toBe(1150);
    expect(score).toBe(40);
    expect(series).toHaveLength(7);
    expect(series.map((d: { money: number }) => d.money)).toEqual([0, 0, 0, 0, 0, 900, 1150]);
    expect(series[0].score).toBe(0);
    expect(series[6].score).toBe(40);
    expect(Array.isArray(subscriptions)).toBe(true);
  });

  it("answers the member's effective entitlements: plan, subscriptions with plan and expiry, scopes and codes each with why", async () => {
    const db = memberDb(t);
    const now = t.clock.now;
    const { id: planId } = await db.insertInto('member_group').values({ name: 'south', rules: '["RETAIL_MARKET"]', areas: '["广东"]', channels: '["RETAIL"]', seats: 2 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('benefit').values({ user_id: trial.id, codes: '[]', areas: '[]', source: 'card:S1', plan_id: planId, starts_at: now - DAY, expires_at: now + 30 * DAY, grace_ms: DAY }).execute();
    await db.insertInto('benefit').values({ user_id: trial.id, codes: '["HOSPITALS_MARKET"]', areas: '["西藏"]', source: 'card:OLD', starts_at: now - 60 * DAY, expires_at: now - 30 * DAY }).execute();
    await bumpEntitlements(db);

    const res = await t.request({ method: 'GET', url: `${API}/subscriptions`, token: trial.token });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json().content;
    expect(content.plan).toEqual(expect.any(String));
    expect(content.subscriptions).toEqual([
      { id: expect.any(Number), source: 'card:OLD', plan: null, startsAt: now - 60 * DAY, expiresAt: now - 30 * DAY, graceMs: 0, active: false },
      { id: expect.any(Number), source: 'card:S1', plan: 'south', startsAt: now - DAY, expiresAt: now + 30 * DAY, graceMs: DAY, active: true },
    ]);
    // The trial's own areas, widened by the running plan; the ended card's area is gone.
    expect(content.scopes.areas).toEqual(['上海', '北京', '广东']);
    // The member's own plan leaves channels unrestricted, and the most generous plan wins.
    expect(content.scopes.channels).toEqual(['*']);
    const areaWhy = new Map(content.areas.map((a: { value: string; why: unknown[] }) => [a.value, a.why]));
    expect(areaWhy.get('广东')).toEqual([{ kind: 'subscription', source: 'card:S1', plan: 'south', endsAt: now + 31 * DAY }]);
    expect(areaWhy.get('北京')).toEqual([{ kind: 'override' }]);
    expect(areaWhy.has('西藏')).toBe(false);
    expect(content.limits.seats).toBeNull();
    const codeWhy = new Map(content.codes.map((c: { value: string; why: unknown[] }) => [c.value, c.why]));
    expect(codeWhy.get('RETAIL_MARKET')).toContainEqual(expect.objectContaining({ kind: 'subscription', source: 'card:S1' }));
    expect(codeWhy.has('HOSPITALS_MARKET')).toBe(false);

    // The overview lists the running one only, with its plan and expiry.
    const overview = (await t.request({ method: 'GET', url: `${API}/overview`, token: trial.token })).json().content;
    expect(overview.subscriptions.map((s: { source: string; plan: string | null; expiresAt: number }) => [s.source, s.plan, s.expiresAt])).toEqual([['card:S1', 'south', now + 30 * DAY]]);
  });

  it("changes the password and ends the member's other sessions, not this one", async () => {
    const other = await t.login('trial', 'chis-trial-2026');
    const wrong = await t.request({ method: 'PUT', url: `${API}/password`, token: trial.token, payload: { oldPassword: 'wrong-pass', newPassword: 'Trial-2027' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^oldPassword: /);
    const res = await t.request({ method: 'PUT', url: `${API}/password`, token: trial.token, payload: { oldPassword: 'chis-trial-2026', newPassword: 'Trial-2027' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `${API}/index`, token: other })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${API}/index`, token: trial.token })).statusCode).toBe(200);
    expect(await t.login('trial', 'Trial-2027')).toBeTruthy();
  });

  it('takes a rule an administrator disables out of the menu and refuses its calls (403)', async () => {
    // As the user-rule screen's switch stores it.
    const rules = memberDb(t).updateTable('user_rule').where('name', 'in', ['my-score-log', 'my-score-log/index']);
    await rules.set({ status: 0 }).execute();
    expect((await t.request({ method: 'GET', url: `${API}/my-score-log`, token: demo.token })).statusCode).toBe(403);
    const index = (await t.request({ method: 'GET', url: `${API}/index`, token: demo.token })).json().content;
    expect(index.rules).not.toContain('my-score-log/index');
    expect(index.menus[0].children.map((m: { name: string }) => m.name)).not.toContain('my-score-log');
    await rules.set({ status: 1 }).execute();
    expect((await t.request({ method: 'GET', url: `${API}/my-score-log`, token: demo.token })).statusCode).toBe(200);
  });
});
