// Explicit licensed areas (issue 21 item 6): "no licence rows" used to mean every province, so a
// member the administrator created, or deleted and created again, saw all of China. Areas become a
// value of the member (`app_user.areas`, JSON: `["*"]` = all of China, else provinces, `[]` = none)
// that the member screen edits, and a plan's default for its new members (`member_group.areas`).
// Existing members keep what they saw: their area rows become the list, no rows become `["*"]`,
// except trial applications still awaiting confirmation, which the old confirmation would have
// licensed for the trial plan's provinces. The area rows of user_license are then gone (one truth).
import type { Kysely, Migration } from 'kysely';

const ALL_CHINA = JSON.stringify(['*']);
/** The seeded trial plan's provinces at the time of this migration (code may change them later). */
const TRIAL_PLAN = JSON.stringify(['北京', '上海']);

export function explicitScopesMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await db.schema.alterTable('member_group').addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('app_user').addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]')).execute();

      await db.updateTable('member_group').set({ areas: TRIAL_PLAN }).where('name', '=', 'trial').execute();
      await db.updateTable('member_group').set({ areas: ALL_CHINA }).where('name', '<>', 'trial').execute();

      const rows = (await db.selectFrom('user_license').select(['user_id', 'value']).where('kind', '=', 'area').orderBy('value').execute()) as { user_id: number; value: string }[];
      const byMember = new Map<number, string[]>();
      for (const row of rows) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row.value]);
      for (const [id, areas] of byMember) await db.updateTable('app_user').set({ areas: JSON.stringify(areas) }).where('id', '=', id).execute();

      const unlicensed = db.selectFrom('user_license').select('user_id').where('kind', '=', 'area');
      const trialGroups = db.selectFrom('member_group').select('id').where('name', '=', 'trial');
      await db
        .updateTable('app_user')
        .set({ areas: TRIAL_PLAN })
        .where('id', 'not in', unlicensed)
        .where('status', '=', 'pending')
        .where('group_id', 'in', trialGroups)
        .execute();
      await db
        .updateTable('app_user')
        .set({ areas: ALL_CHINA })
        .where('id', 'not in', unlicensed)
        .where('areas', '=', '[]')
        .execute();
      await db.deleteFrom('user_license').where('kind', '=', 'area').execute();
    },
  };
}
