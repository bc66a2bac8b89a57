// Issue 22 item 4: audit rows are removed only by the retention policy (days per log, config items
// retention_*_days, default for ever), applied by a job that holds the `retention` lease so one
// replica runs it, and that logs what it purged. No API deletes a single log row.
import { describe, expect, it } from 'vitest';
import { takeLease } from '../../../server/modules/admin/retention/lease';
import { PURGE_TITLE, runRetention, type RetentionDeps } from '../../../server/modules/admin/retention/job';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

const DAY = 24 * 3600_000;

describe.each(dialects())('retention of the audit logs (%s)', (dialect) => {
  const a = useAdminApp(dialect);
  const deps = (): RetentionDeps => ({ db: a.appDb.db, dialect: a.appDb.dialect, now: () => a.t.clock.now });

  const addLog = (adminId: number, ageDays: number) =>
    a.appDb.db
      .insertInto('admin_log')
      .values({ admin_id: adminId, username: 'old', title: '{"zh-cn":"x","en":"x"}', url: '/x', method: 'POST', data: '{}', ip: '', useragent: '', status: 200, created_at: a.t.clock.now - ageDays * DAY })
      .execute();
  const countOf = async (adminId: number) => Number((await a.appDb.db.selectFrom('admin_log').select((eb) => eb.fn.countAll<number>().as('n')).where('admin_id', '=', adminId).executeTakeFirstOrThrow()).n);
  const keepDays = async (setting: string, value: string) => {
    await a.appDb.db.deleteFrom('config').where('name', '=', setting).execute();
    await a.appDb.db.insertInto('config').values({ name: setting, group: 'retention', value, secret: 0 }).execute();
  };
  const purgeEntries = async () => (await a.appDb.db.selectFrom('admin_log').select(['data', 'title']).where('url', '=', 'job:retention').execute()).map((r) => ({ title: JSON.parse(r.title) as unknown, data: JSON.parse(r.data) as unknown }));

  it('keeps every row for ever by default', async () => {
    await addLog(801, 4000);
    expect(await runRetention(deps(), 'replica-a')).toEqual([]);
    expect(await countOf(801)).toBe(1);
    expect(await purgeEntries()).toEqual([]);
  });

  it('removes only the rows older than the policy, and logs what it purged', async () => {
    for (const age of [100, 40, 31]) await addLog(802, age);
    await addLog(802, 29);
    await keepDays('retention_admin_log_days', '30');
    const purged = await runRetention(deps(), 'replica-a');
    const before = a.t.clock.now - 30 * DAY;
    expect(purged?.find((p) => p.table === 'admin_log')).toEqual({ table: 'admin_log', days: 30, before, removed: 4 }); // 801's row too
    expect(await countOf(802)).toBe(1);
    expect(await purgeEntries()).toEqual([{ title: PURGE_TITLE, data: [{ table: 'admin_log', days: 30, before, removed: 4 }] }]);
    await keepDays('retention_admin_log_days', '');
  });

  it('lets one replica at a time run it (the lease row), and another once the lease expires', async () => {
    await keepDays('retention_admin_log_days', '30');
    await addLog(803, 60);
    expect(await takeLease(deps(), 'retention', 'replica-b', 60_000)).toBe(true);
    expect(await runRetention(deps(), 'replica-a')).toBeNull();
    expect(await countOf(803)).toBe(1);
    a.t.clock.advance(60_001);
    expect(await runRetention(deps(), 'replica-a')).not.toBeNull();
    expect(await countOf(803)).toBe(0);
    // The run gave the lease back: the other replica may take the next round at once.
    expect(await takeLease(deps(), 'retention', 'replica-b', 60_000)).toBe(true);
    await keepDays('retention_admin_log_days', '');
  });

  it('purges the recycle and change logs by their own policies once their tables exist', async () => {
    for (const [table, setting] of [
      ['security_data_recycle_log', 'retention_recycle_log_days'],
      ['security_sensitive_data_log', 'retention_sensitive_log_days'],
    ] as const) {
      await keepDays(setting, '7');
      const result = await runRetention(deps(), 'replica-a');
      const exists = result?.some((p) => p.table === table) ?? false;
      // Absent before migration 0007 (the job skips it); present after, with a row count.
      if (exists) expect(result?.find((p) => p.table === table)).toMatchObject({ table, days: 7 });
      await keepDays(setting, '');
    }
  });

  it('has no route that deletes a single operation-log row', async () => {
    await addLog(804, 1);
    const row = await a.appDb.db.selectFrom('admin_log').select('id').where('admin_id', '=', 804).executeTakeFirstOrThrow();
    const res = await a.t.request({ method: 'DELETE', url: `/chis_web/api/admin/admin-log?ids=${row.id}`, token: a.token });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countOf(804)).toBe(1);
  });
});
