// Owners in the run-time schema registry (DESIGN §10.3): every stored screen and every admin rule
// says who made it — `core` (the schema files, the dashboard, the menu groups), `designer` or
// `module:<uid>` — so a set of screens can be stored and taken away with exactly its rules.
// Screens stored before owners existed came from the designer's API; their rules get that owner.
import { sql, type Kysely, type Migration } from 'kysely';

export function registryOwnerMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
    async up(db: Kysely<any>) {
      await db.schema.alterTable('crud_schema').addColumn('owner', 'varchar(100)', (c) => c.notNull().defaultTo('designer')).execute();
      await db.schema.alterTable('admin_rule').addColumn('owner', 'varchar(100)', (c) => c.notNull().defaultTo('core')).execute();
      await sql`UPDATE admin_rule SET owner = 'designer'
        WHERE EXISTS (SELECT 1 FROM crud_schema WHERE admin_rule.name = crud_schema.id OR substr(admin_rule.name, 1, length(crud_schema.id) + 1) = crud_schema.id || '/')`.execute(db);
    },
  };
}
