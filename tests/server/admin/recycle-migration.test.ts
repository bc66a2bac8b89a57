// Migration 0007 takes over the audit tables that earlier versions made from the screens' JSON:
// their rows are carried into the migration's tables (the columns both have), a screen that already
// had a rule keeps it rather than getting a second seeded one, the other screens get the seeded
// rules, and new rows take keys after the carried ones.
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../../server/db/connect';
import { withAutoId } from '../../../server/db/auto-id';
import { auditLogsMigration } from '../../../server/db/migrations/0007_audit_logs';
import { dialects } from '../helpers/app';
import { scratchDatabase } from '../helpers/scratch-database';

describe.each(dialects())('migration 0007: the audit tables (%s)', (dialect) => {
  let cleanup: () => Promise<void>;
  afterEach(() => cleanup());

  async function emptyDatabase(): Promise<AppDb> {
    const scratch = await scratchDatabase(dialect);
    cleanup = () => scratch.drop();
    return scratch.db;
  }

  it('carries the rows of tables made from screen JSON, and seeds only the screens without a rule', async () => {
    const appDb = await emptyDatabase();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as the screens' JSON made them
    const db = appDb.db as any;
    await withAutoId(db.schema.createTable('security_data_recycle'), appDb.dialect)
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('screen', 'varchar(100)', (c) => c.unique())
      .addColumn('data_table', 'varchar(100)')
      .addColumn('primary_key', 'varchar(50)')
      .addColumn('status', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint')
      .execute();
    await withAutoId(db.schema.createTable('security_data_recycle_log'), appDb.dialect)
      .addColumn('admin_id', 'integer')
      .addColumn('recycle_id', 'integer')
      .addColumn('data_table', 'varchar(100)')
      .addColumn('primary_key', 'varchar(50)')
      .addColumn('data', 'text')
      .addColumn('restored', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('security_data_recycle').values({ id: 7, name: '老规则', screen: 'user', data_table: 'app_user', primary_key: 'id', status: 0, created_at: 1 }).execute();
    await db.insertInto('security_data_recycle_log').values({ id: 40, admin_id: 1, recycle_id: 7, data_table: 'app_user', primary_key: 'id', data: '{"row":{}}', restored: 0, created_at: 2 }).execute();

    await auditLogsMigration(appDb.dialect).up(db);

    const rules = (await db.selectFrom('security_data_recycle').select(['id', 'name', 'screen', 'status']).orderBy('id').execute()) as { id: number; name: string; screen: string; status: number }[];
    expect(rules.filter((r) => r.screen === 'user')).toEqual([{ id: 7, name: '老规则', screen: 'user', status: 0 }]);
    expect(rules.map((r) => r.screen).sort()).toEqual(['admin', 'admin-group', 'admin-rule', 'config', 'security-data-recycle', 'security-sensitive-data', 'user', 'user-group']);
    expect(rules.filter((r) => r.screen !== 'user').every((r) => r.id > 7)).toBe(true);
    expect(await db.selectFrom('security_data_recycle_log').select(['id', 'recycle_id', 'data', 'restored']).execute()).toEqual([{ id: 40, recycle_id: 7, data: '{"row":{}}', restored: 0 }]);
    const next = await db.insertInto('security_data_recycle_log').values({ data_table: 'admin', primary_key: 'id', data: '{}', created_at: 3 }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(40);
    const watched = (await db.selectFrom('security_sensitive_data').select(['screen', 'data_fields']).execute()) as { screen: string; data_fields: string }[];
    expect(Object.fromEntries(watched.map((w) => [w.screen, JSON.parse(w.data_fields)]))).toEqual({
      admin: ['username', 'mobile', 'password', 'status'],
      user: ['username', 'mobile', 'email', 'password', 'status'],
      'admin-group': ['rules'],
      'user-group': ['rules'],
      config: ['value'],
    });
  });
});
