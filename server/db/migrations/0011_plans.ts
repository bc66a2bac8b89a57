// Plans and subscriptions as data (issue 23 item 1). Today's model maps onto them so that nothing
// that works today changes:
// - a plan is a member group: its codes (`rules`) and default areas stay, and it gains the other
//   DATA SCOPES (channels, categories, dosage forms: JSON, `["*"]` = unrestricted, stated; history
//   span in months, null = all of it) and LIMITS (seats = concurrent sessions, export rows per
//   month, saved custom markets; null = no limit). Existing plans get "unrestricted"/"no limit".
// - a subscription is a benefit row (card or trial), now with a plan and a grace period.
// - per-member overrides stay where they are: `app_user.areas` (0006) and the category / dosage
//   form licence rows (`user_license`, no row of a kind = the plan's scope).
// - `entitlement_version` is the counter every replica reads to know its cached entitlements are
//   stale (the registry_version pattern); `auth_token.ended_reason` tells an ended session why.
import type { Kysely, Migration } from 'kysely';

const UNRESTRICTED = JSON.stringify(['*']);

export function plansMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      for (const column of ['channels', 'categories', 'forms']) {
        await db.schema.alterTable('member_group').addColumn(column, 'text', (c) => c.notNull().defaultTo(UNRESTRICTED)).execute();
      }
      for (const column of ['history_months', 'seats', 'export_rows_month', 'saved_markets']) {
        await db.schema.alterTable('member_group').addColumn(column, 'integer').execute();
      }

      // The export quota's month (YYYY-MM, China time) and the rows reserved in it.
      await db.schema.alterTable('app_user').addColumn('export_month', 'text').execute();
      await db.schema.alterTable('app_user').addColumn('export_rows', 'integer', (c) => c.notNull().defaultTo(0)).execute();

      await db.schema.alterTable('benefit').addColumn('plan_id', 'integer', (c) => c.references('member_group.id').onDelete('set null')).execute();
      await db.schema.alterTable('benefit').addColumn('grace_ms', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

      // Both audiences' token tables share one shape (and one reader in session-service).
      for (const table of ['auth_token', 'admin_token']) await db.schema.alterTable(table).addColumn('ended_reason', 'text').execute();

      await db.schema
        .createTable('entitlement_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('entitlement_version').values({ id: 1, version: 1 }).execute();
    },
  };
}
