// The recycle bin and the sensitive-field change log (issue 22 items 1–3) belong to this migration,
// not to screen JSON (DESIGN §10.6): the two rule tables (a rule = a screen id + enabled, and for
// the change log the fields it watches; table, key and children come from the compiled model) and
// the two log tables, with the composite indexes their lists need (admin + time, screen + row +
// time). A log row is never deleted by the API: restore and rollback mark it (who, when).
// Earlier databases had these tables made from the screens' JSON: their rows are carried over.
import { sql, type Kysely, type Migration } from 'kysely';
import { withAutoId } from '../auto-id';
import type { Dialect } from '../connect';

/** Screens whose deletes go to the recycle bin from the start. */
const RECYCLED = [
  ['admin', '管理员'],
  ['admin-group', '管理员分组'],
  ['admin-rule', '菜单规则'],
  ['config', '系统配置'],
  ['user', '会员'],
  ['user-group', '会员分组'],
  ['security-data-recycle', '数据回收规则'],
  ['security-sensitive-data', '敏感数据规则'],
] as const;

/** Screens whose watched fields are logged from the start. */
const WATCHED: readonly [string, string, string[]][] = [
  ['admin', '管理员', ['username', 'mobile', 'password', 'status']],
  ['user', '会员', ['username', 'mobile', 'email', 'password', 'status']],
  ['admin-group', '管理员分组', ['rules']],
  ['user-group', '会员分组', ['rules']],
  ['config', '系统配置', ['value']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
type AnyKysely = Kysely<any>;

async function columnsOf(db: AnyKysely, dialect: Dialect, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

/** Moves a table made earlier from screen JSON aside; returns its columns (none when there was none). */
async function setAside(db: AnyKysely, dialect: Dialect, table: string): Promise<string[]> {
  const columns = await columnsOf(db, dialect, table);
  if (columns.length > 0) await db.schema.alterTable(table).renameTo(`${table}_old`).execute();
  return columns;
}

/** Copies the rows of the set-aside table into the new one (the columns both have), then drops it. */
async function carryOver(db: AnyKysely, dialect: Dialect, table: string, oldColumns: string[]): Promise<void> {
  if (oldColumns.length === 0) return;
  const now = await columnsOf(db, dialect, table);
  const shared = oldColumns.filter((c) => now.includes(c)).map((c) => sql.ref(c));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(shared)}) SELECT ${sql.join(shared)} FROM ${sql.table(`${table}_old`)}`.execute(db);
  await db.schema.dropTable(`${table}_old`).execute();
  if (dialect === 'postgres') await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

export function auditLogsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      const old = {
        recycle: await setAside(db, dialect, 'security_data_recycle'),
        recycleLog: await setAside(db, dialect, 'security_data_recycle_log'),
        sensitive: await setAside(db, dialect, 'security_sensitive_data'),
        sensitiveLog: await setAside(db, dialect, 'security_sensitive_data_log'),
      };

      await withAutoId(db.schema.createTable('security_data_recycle'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('screen', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();
      await db.schema.createIndex('security_data_recycle_screen').on('security_data_recycle').column('screen').execute();

      await withAutoId(db.schema.createTable('security_data_recycle_log'), dialect)
        .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recycle_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('screen', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('data_table', 'varchar(100)', (c) => c.notNull())
        .addColumn('primary_key', 'varchar(50)', (c) => c.notNull())
        .addColumn('row_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('useragent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('restored', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('restored_at', 'bigint')
        .addColumn('restored_by', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('security_data_recycle_log_admin_time').on('security_data_recycle_log').columns(['admin_id', 'created_at']).execute();
      await db.schema.createIndex('security_data_recycle_log_row_time').on('security_data_recycle_log').columns(['screen', 'row_key', 'created_at']).execute();

      await withAutoId(db.schema.createTable('security_sensitive_data'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('screen', 'varchar(100)', (c) => c.notNull())
        .addColumn('data_fields', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();
      await db.schema.createIndex('security_sensitive_data_screen').on('security_sensitive_data').column('screen').execute();

      await withAutoId(db.schema.createTable('security_sensitive_data_log'), dialect)
        .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sensitive_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('screen', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('data_table', 'varchar(100)', (c) => c.notNull())
        .addColumn('primary_key', 'varchar(50)', (c) => c.notNull())
        .addColumn('data_field', 'varchar(100)', (c) => c.notNull())
        .addColumn('data_comment', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('id_value', 'varchar(100)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rollback_of', 'integer')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('useragent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rolled_back_at', 'bigint')
        .addColumn('rolled_back_by', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('security_sensitive_data_log_admin_time').on('security_sensitive_data_log').columns(['admin_id', 'created_at']).execute();
      await db.schema
        .createIndex('security_sensitive_data_log_row_time')
        .on('security_sensitive_data_log')
        .columns(['screen', 'id_value', 'created_at'])
        .execute();

      await carryOver(db, dialect, 'security_data_recycle', old.recycle);
      await carryOver(db, dialect, 'security_data_recycle_log', old.recycleLog);
      await carryOver(db, dialect, 'security_sensitive_data', old.sensitive);
      await carryOver(db, dialect, 'security_sensitive_data_log', old.sensitiveLog);

      const now = Date.now();
      for (const [screen, name] of RECYCLED) {
        const taken = await db.selectFrom('security_data_recycle').select('id').where('screen', '=', screen).executeTakeFirst();
        if (!taken) await db.insertInto('security_data_recycle').values({ name, screen, status: 1, created_at: now }).execute();
      }
      for (const [screen, name, fields] of WATCHED) {
        const taken = await db.selectFrom('security_sensitive_data').select('id').where('screen', '=', screen).executeTakeFirst();
        if (!taken) await db.insertInto('security_sensitive_data').values({ name, screen, data_fields: JSON.stringify(fields), status: 1, created_at: now }).execute();
      }
    },
  };
}
