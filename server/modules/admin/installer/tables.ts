// A module's tables and seed rows. The tables it makes are created in one transaction before its
// seed rows go in, in batches (SEED_BATCH, at most 1,000 rows) each in a transaction of its own, and after
// each batch the install rests as long as the batch took, so at most about half of the serving
// process's time goes to the install and the product keeps answering while a large module installs.
// Only tables this install made are seeded (a table kept from an earlier uninstall keeps its rows),
// and only they are dropped again when a later step fails.
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import { ensureTable } from '../../../db/runtime-ddl';
import { tableSpec } from '../registry/load';
import type { ScreenModel } from '../registry/model';
import type { SeedRow } from './content';

/** Rows per batch: at most 1,000 (issue 25); a quarter of that keeps each write of the serving process short. */
export const SEED_BATCH = 250;
/** Bound parameters per statement, under both databases' limits. */
const MAX_PARAMETERS = 30_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- module tables are known only at run time
type AnyDb = Kysely<any>;

export async function createTables(ctx: AppContext, models: ScreenModel[], tables: ReadonlySet<string>): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const model of models.filter((m) => tables.has(m.table))) {
      const differences = await ensureTable(trx, ctx.dialect, tableSpec(model));
      if (differences.length > 0) throw new Error(differences.join('; '));
    }
  });
}

/** Drops tables with what was made for them: on SQLite their quick-search index is a table of its own. */
export async function dropTables(ctx: AppContext, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    for (const table of tables) {
      if (ctx.dialect === 'sqlite') {
        const virtual = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(trx);
        const own = virtual.rows.filter((row) => row.name.startsWith(`${table}__qs_`) && /^[0-9a-f]+$/.test(row.name.slice(table.length + 5)));
        for (const { name } of own) await trx.schema.dropTable(name).ifExists().execute();
      }
      await trx.schema.dropTable(table).ifExists().execute();
    }
  });
}

/** A seed value as its column stores it: objects and lists as JSON, booleans as 0/1. */
function stored(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Inserts the seed rows of each model's table, batch by batch; `progress(done, total)` after each. */
export async function seedTables(
  ctx: AppContext,
  models: ScreenModel[],
  seeds: { table: string; rows: SeedRow[] }[],
  progress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const total = seeds.reduce((sum, s) => sum + s.rows.length, 0);
  let done = 0;
  const db = ctx.db as unknown as AnyDb;
  for (const { table, rows } of seeds) {
    const model = models.find((m) => m.table === table)!;
    const columns = Math.max(1, model.readable.length);
    // The stamps the resource service fills on add, when a seed row does not name them.
    const stamps = Object.fromEntries(['created_at', 'updated_at'].filter((key) => model.fields.has(key)).map((key) => [key, ctx.now()]));
    const size = Math.min(SEED_BATCH, Math.floor(MAX_PARAMETERS / columns));
    for (let start = 0; start < rows.length; start += size) {
      const began = performance.now();
      const batch = rows.slice(start, start + size).map((row) => ({ ...stamps, ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, stored(v)])) }));
      await db.transaction().execute((trx) => trx.insertInto(table).values(batch).execute());
      done += batch.length;
      await progress(done, total);
      await rest(Math.max(1, performance.now() - began));
    }
    // Seed rows may name their ids: PostgreSQL's sequence must move past them for later adds.
    if (ctx.dialect === 'postgres' && model.pk.type === 'integer' && rows.length > 0) {
      const pk = model.pk.column;
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${pk}), GREATEST((SELECT MAX(${sql.ref(pk)}) FROM ${sql.table(table)}), 1))`.execute(db);
    }
  }
}
