// A second start on the same app database migrates nothing new and seeds nothing twice, and the
// demo accounts keep working (brief item 1: "a second start reuses the data").
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import { migrations as migrationList } from '../../../server/db/migrate';
import { createTestApp, dialects } from '../helpers/app';

describe.each(dialects())('restart (%s)', (dialect) => {
  it('reuses the database on a second start', async () => {
    const t = await createTestApp(dialect, null);
    try {
      await t.login('demo', 'chis-demo-2026');
      const again = await buildApp(t.config, { warehouse: null });
      await again.close();

      const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
      try {
        const users = await appDb.db.selectFrom('app_user').select(['username', 'last_login_at']).orderBy('username').execute();
        expect(users.map((u) => u.username)).toEqual(['demo', 'trial']);
        // The administrator is an account of its own, seeded once (a restart adds no second one).
        expect(await appDb.db.selectFrom('admin').select('username').execute()).toEqual([{ username: 'admin' }]);
        expect(users.find((u) => u.username === 'demo')!.last_login_at).not.toBeNull();
        expect(await appDb.db.selectFrom('member_group').select('name').orderBy('name').execute()).toEqual([{ name: 'subscriber' }, { name: 'trial' }]);
        const migrations = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(appDb.db);
        expect(migrations.rows.map((row) => row.name)).toEqual(Object.keys(migrationList(appDb.dialect)));
      } finally {
        await appDb.close();
      }
      expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo', password: 'chis-demo-2026' } })).json().content.lastLoginInfo).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});
