// One test database holds a schema per test app. CREATE EXTENSION installs pg_trgm into the first
// schema of the search path, so the first test app to ask would own it, and dropping that app's
// schema (CASCADE) would take the extension, and every other schema's trigram indexes, with it,
// failing whichever test was migrating then. Installed once into `public`, it outlives them all.
import pg from 'pg';

let installed: Promise<void> | undefined;

export function installSharedTrigram(connectionString: string): Promise<void> {
  installed ??= (async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    } catch (error) {
      // Another test process installed it at the same moment (unique violation): it is there.
      if (!['23505', '42710'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await client.end();
    }
  })();
  return installed;
}
