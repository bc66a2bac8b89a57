// Migration 0006 turns "no area rows = every province" into explicit values without changing what
// any existing member sees: licence rows become the member's list, no rows become all of China, a
// trial application still awaiting confirmation gets the trial plan's provinces (what confirming
// used to grant), and the plans get the areas their new members start with.
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../../server/db/connect';
import { initialMigration } from '../../../server/db/migrations/0001_initial';
import { customMarketMigration } from '../../../server/db/migrations/0002_custom_market';
import { adminMigration } from '../../../server/db/migrations/0003_admin';
import { hardeningMigration } from '../../../server/db/migrations/0004_hardening';
import { explicitScopesMigration } from '../../../server/db/migrations/0006_explicit_scopes';
import { dialects } from '../helpers/app';
import { scratchDatabase } from '../helpers/scratch-database';

describe.each(dialects())('migration 0006: explicit licensed areas (%s)', (dialect) => {
  let appDb: AppDb;
  let cleanup: () => Promise<void>;

  /** A database at the schema before 0006. */
  async function databaseBefore(): Promise<AppDb> {
    const scratch = await scratchDatabase(dialect);
    cleanup = () => scratch.drop();
    await scratch.migrate({
      '0001_initial': initialMigration(scratch.db.dialect),
      '0002_custom_market': customMarketMigration(scratch.db.dialect),
      '0003_admin': adminMigration(scratch.db.dialect),
      '0004_hardening': hardeningMigration(scratch.db.dialect),
    });
    return scratch.db;
  }

  afterEach(() => cleanup());

  it('keeps what every existing member saw, as an explicit value, and drops the area rows', async () => {
    appDb = await databaseBefore();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0006
    const db = appDb.db as any;
    const group = async (name: string) => (await db.insertInto('member_group').values({ name, rules: '[]' }).returning('id').executeTakeFirstOrThrow()).id as number;
    const trial = await group('trial');
    const full = await group('subscriber');
    const member = async (username: string, groupId: number | null, status = 'active') =>
      (await db.insertInto('app_user').values({ username, password_hash: 'x', nickname: username, group_id: groupId, status, created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id as number;
    const licensed = await member('licensed', trial);
    const unlicensed = await member('unlicensed', full);
    const pending = await member('pending', trial, 'pending');
    await db
      .insertInto('user_license')
      .values([
        { user_id: licensed, kind: 'area', value: '上海' },
        { user_id: licensed, kind: 'area', value: '北京' },
        { user_id: licensed, kind: 'category', value: 'A' },
      ])
      .execute();

    await explicitScopesMigration().up(db);

    const areas = Object.fromEntries(((await db.selectFrom('app_user').select(['id', 'areas']).execute()) as { id: number; areas: string }[]).map((r) => [r.id, JSON.parse(r.areas)]));
    expect([...areas[licensed]].sort()).toEqual(['上海', '北京'].sort());
    expect(areas[unlicensed]).toEqual(['*']);
    expect(areas[pending]).toEqual(['北京', '上海']);
    const plans = Object.fromEntries(((await db.selectFrom('member_group').select(['name', 'areas']).execute()) as { name: string; areas: string }[]).map((r) => [r.name, JSON.parse(r.areas)]));
    expect(plans).toEqual({ trial: ['北京', '上海'], subscriber: ['*'] });
    expect(await db.selectFrom('user_license').select(['kind', 'value']).execute()).toEqual([{ kind: 'category', value: 'A' }]);
  });
});
