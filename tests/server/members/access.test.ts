// Effective access (issue 23 item 3): the admin's view of one member lists every code and scope
// with why (plan, subscription, override) and the member's sessions, and ends one of them; a
// delegated administrator without the rule is refused. On SQLite and, when configured, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/modules/auth/password';
import { adminWithRules } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

describe.each(dialects())('effective access on %s', (dialect) => {
  const a = useAdminApp(dialect);

  it('names the plan, the card and the override behind each code and area, and ends a session', async () => {
    const { id: planId } = await a.appDb.db.insertInto('member_group').values({ name: 'north', rules: '["HOME_PAGE"]', areas: '["北京"]', seats: 3 }).returning('id').executeTakeFirstOrThrow();
    const { id: userId } = await a.appDb.db
      .insertInto('app_user')
      .values({ username: 'accessone', nickname: 'A', password_hash: await hashPassword('Member-123'), group_id: planId, areas: '["北京"]', status: 'active', created_at: a.t.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = a.t.clock.now;
    // A card for a plan granting the same area as the card itself: one subscription, named once.
    const { id: cardPlan } = await a.appDb.db.insertInto('member_group').values({ name: 'east', rules: '[]', areas: '["上海"]', seats: 1 }).returning('id').executeTakeFirstOrThrow();
    await a.appDb.db.insertInto('benefit').values({ user_id: userId, codes: '["RETAIL_MARKET","RETAIL_MARKET_OVERVIEW"]', areas: '["上海"]', source: 'card:C9', plan_id: cardPlan, starts_at: now - 1000, expires_at: now + 86_400_000 }).execute();
    const member = await a.t.login('accessone', 'Member-123');

    const view = await a.t.request({ method: 'POST', url: '/chis_web/api/admin/user/access', token: a.token, payload: { id: userId } });
    expect(view.statusCode, view.body).toBe(200);
    const access = view.json().content;
    const codeWhy = (code: string) => access.codes.find((c: { code: string }) => c.code === code)?.why;
    expect(codeWhy('HOME_PAGE')).toEqual([{ kind: 'plan', plan: 'north' }]);
    expect(codeWhy('RETAIL_MARKET_OVERVIEW')).toEqual([expect.objectContaining({ kind: 'subscription', source: 'card:C9' })]);
    expect(access.scopes.areas.values.sort()).toEqual(['上海', '北京']);
    expect(access.scopes.areas.why).toContainEqual({ value: '北京', why: [{ kind: 'override' }] });
    expect(access.scopes.areas.why).toContainEqual({ value: '上海', why: [expect.objectContaining({ kind: 'subscription', source: 'card:C9', plan: 'east' })] });
    expect(access.scopes.categories.values).toEqual(['*']);
    expect(access.limits).toMatchObject({ seats: 3, exportRowsPerMonth: null });
    expect(access.subscriptions).toEqual([expect.objectContaining({ source: 'card:C9', active: true })]);
    expect(access.sessions).toHaveLength(1);

    const revoked = await a.t.request({ method: 'POST', url: '/chis_web/api/admin/user/access', token: a.token, payload: { id: userId, revokeSession: access.sessions[0].sessionId } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().content.sessions[0].endedReason).toBe('revoked');
    const after = await a.t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: member });
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe('An administrator ended this session: please log in again');

    const unknown = await a.t.request({ method: 'POST', url: '/chis_web/api/admin/user/access', token: a.token, payload: { id: userId, revokeSession: 'nope' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('revokeSession: the member has no such session');
  });

  it('is refused to an administrator without the rule user/access', async () => {
    const { token } = await adminWithRules(a.t, a.token, 'viewers', ['user/index']);
    const res = await a.t.request({ method: 'POST', url: '/chis_web/api/admin/user/access', token, payload: { id: 1 } });
    expect(res.statusCode).toBe(403);
  });

  it('a plan written on the plan screen holds its scopes and limits; left out, they are unrestricted', async () => {
    const add = await a.t.request({ method: 'POST', url: '/chis_web/api/admin/user-group', token: a.token, payload: { name: 'narrow', rules: ['HOME_PAGE'], areas: ['北京'], channels: ['RETAIL'], seats: 2, export_rows_month: 5000 } });
    expect(add.statusCode, add.body).toBe(200);
    const plan = await a.t.request({ method: 'GET', url: `/chis_web/api/admin/user-group/${add.json().content.id}`, token: a.token });
    expect(plan.json().content).toMatchObject({ channels: ['RETAIL'], categories: ['*'], seats: 2, export_rows_month: 5000, history_months: null });
  });
});
