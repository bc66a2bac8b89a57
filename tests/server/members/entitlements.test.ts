// Entitlements resolved once and applied everywhere (issue 23 item 2): a plan edit is seen on the
// next request without a new login; the first request after a subscription ends is refused with a
// renewal hint; seats = 2 ends the oldest session and tells it why; the export quota stays exact
// under 20 parallel reservations. On SQLite and, when configured, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/modules/auth/password';
import { reserveExportRows } from '../../../server/modules/entitlements/export-quota';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

const DAY = 24 * 3600_000;

describe.each(dialects())('entitlements on %s', (dialect) => {
  const a = useAdminApp(dialect);
  let made = 0;

  /** A plan (member group) and an active member in it; returns ids and the member's credentials. */
  async function memberOnPlan(plan: { rules: string[]; seats?: number; export_rows_month?: number }) {
    const n = ++made;
    const { id: groupId } = await a.appDb.db
      .insertInto('member_group')
      .values({ name: `plan${n}`, rules: JSON.stringify(plan.rules), areas: '["*"]', seats: plan.seats ?? null, export_rows_month: plan.export_rows_month ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await a.appDb.db
      .insertInto('app_user')
      .values({ username: `member${n}x`, nickname: `member${n}x`, password_hash: await hashPassword('Member-123'), group_id: groupId, areas: '["*"]', status: 'active', created_at: a.t.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { groupId, userId, username: `member${n}x` };
  }

  const permissions = async (token: string) => {
    const res = await a.t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content.permissions as { code: string }[]).map((p) => p.code);
  };

  it('a plan edit reaches a signed-in member on the next request, without a new login', async () => {
    const m = await memberOnPlan({ rules: ['HOME_PAGE'] });
    const token = await a.t.login(m.username, 'Member-123');
    expect(await permissions(token)).not.toContain('RETAIL_MARKET_OVERVIEW');
    const edit = await a.t.request({ method: 'PUT', url: `/chis_web/api/admin/user-group/${m.groupId}`, token: a.token, payload: { rules: ['HOME_PAGE', 'RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW'] } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await permissions(token)).toContain('RETAIL_MARKET_OVERVIEW');
  });

  it('the first request after the subscription ends is refused with a renewal hint, though the token is young', async () => {
    const m = await memberOnPlan({ rules: [] });
    const now = a.t.clock.now;
    await a.appDb.db.insertInto('benefit').values({ user_id: m.userId, codes: '["HOME_PAGE"]', areas: '[]', source: 'card:T1', starts_at: now - DAY, expires_at: now + 3600_000 }).execute();
    const token = await a.t.login(m.username, 'Member-123');
    const url = '/chis_web/api/v2/home/search/autocomplete?keyword=a';
    const before = await a.t.request({ method: 'GET', url, token });
    expect(before.statusCode, before.body).not.toBe(403);
    a.t.clock.advance(3600_000 + 1);
    const after = await a.t.request({ method: 'GET', url, token });
    expect(after.statusCode).toBe(403);
    expect(after.json().msg).toMatch(/^Your subscription ended on .*renew/);
    expect(after.json().content).toEqual({ renew: '/user-center/card-pay' });
  });

  it('with seats = 2 a third login ends the oldest session, which is told why', async () => {
    const m = await memberOnPlan({ rules: ['HOME_PAGE'], seats: 2 });
    const first = await a.t.login(m.username, 'Member-123');
    a.t.clock.advance(1000);
    const second = await a.t.login(m.username, 'Member-123');
    a.t.clock.advance(1000);
    const third = await a.t.login(m.username, 'Member-123');
    const ended = await a.t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: first });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().msg).toMatch(/beyond the seats of your plan/);
    expect(await permissions(second)).toContain('HOME_PAGE');
    expect(await permissions(third)).toContain('HOME_PAGE');
  });

  it('the monthly export quota stays exact under 20 parallel exports', async () => {
    const m = await memberOnPlan({ rules: ['HOME_PAGE'], export_rows_month: 1000 });
    const ctx = { db: a.appDb.db, now: () => a.t.clock.now } as Parameters<typeof reserveExportRows>[0];
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveExportRows(ctx, m.userId, 1000, 70)));
    const granted = results.map((r) => r.granted);
    expect(granted.reduce((s, g) => s + g, 0)).toBe(1000);
    expect(granted.filter((g) => g === 70)).toHaveLength(14);
    expect(granted.filter((g) => g === 20)).toHaveLength(1);
    const row = await a.appDb.db.selectFrom('app_user').select('export_rows').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(Number(row.export_rows)).toBe(1000);
  });
});
