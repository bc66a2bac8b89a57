// Kysely's SQLite driver asks better-sqlite3 to prepare every query anew. Under bench:load the
// server answered the same few statements (the session, the caller's permission codes) thousands of
// times a second, and SQLite parsing and planning them again was its largest cost (19 % of the
// server's CPU in the profile). The app's queries are parameterised, so their texts are few: each is
// prepared once and reused. SQLite re-prepares a statement by itself when the schema changes under it
// (run-time DDL), so a cached statement never runs against an old table.
import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statement texts kept; the least recently used goes first. */
const STATEMENT_CACHE_SIZE = 256;

export function withStatementCache(database: BetterSqlite, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run a second time meanwhile.
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
