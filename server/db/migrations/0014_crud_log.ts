// The CRUD designer's records (issue 24 item 4) belong to a migration, like every audit table
// (DESIGN §10.6): each apply, screen removal and restore is one row, start → success | error, and
// no delete path exists. Until now the registry made `crud_log` from the crud-log schema file (a
// table nothing wrote); a database that has it keeps its rows and gains the columns it lacks.
import { sql, type Kysely, type Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
type AnyDb = Kysely<any>;

async function columnsOf(db: AnyDb, dialect: Dialect): Promise<Set<string>> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'crud_log'`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info('crud_log')`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

export function crudLogMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      const existing = await columnsOf(db, dialect);
      if (existing.size === 0) {
        await withAutoId(db.schema.createTable('crud_log'), dialect)
          .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('screen_id', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('document', 'text', (c) => c.notNull())
          .addColumn('operations', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('start'))
          .addColumn('error', 'text')
          .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('finished_at', 'bigint')
          .execute();
      } else {
        const alter = () => db.schema.alterTable('crud_log');
        if (!existing.has('operations')) await alter().addColumn('operations', 'text', (c) => c.notNull().defaultTo('[]')).execute();
        if (!existing.has('error')) await alter().addColumn('error', 'text').execute();
        if (!existing.has('finished_at')) await alter().addColumn('finished_at', 'bigint').execute();
      }
      // The list opens newest first, searched by table or screen, or by who designed.
      await db.schema.createIndex('crud_log_created_at').ifNotExists().on('crud_log').column('created_at').execute();
      await db.schema.createIndex('crud_log_admin_id').ifNotExists().on('crud_log').column('admin_id').execute();
      await db.schema.createIndex('crud_log_table_id').ifNotExists().on('crud_log').columns(['table_name', 'id']).execute();
      await db.schema.createIndex('crud_log_screen_id').ifNotExists().on('crud_log').columns(['screen_id', 'id']).execute();
    },
  };
}
