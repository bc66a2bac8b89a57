// A test app for an admin test file, with what its tests reach for: a second connection to its app
// database (to set up rows no API writes) and the super administrator's token. Opened before the
// file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb, type AppDb } from '../../../server/db/connect';
import { createTestApp, type TestDialect, type TestApp } from './app';
import { adminLogin } from './admin';

export interface AdminApp {
  t: TestApp;
  appDb: AppDb;
  token: string;
}

export function useAdminApp(dialect: TestDialect): AdminApp {
  const app = {} as AdminApp;
  beforeAll(async () => {
    app.t = await createTestApp(dialect, null);
    app.appDb = await connectAppDb({ sqlitePath: sqlitePath(app.t.config), databaseUrl: app.t.config.databaseUrl, schema: app.t.config.databaseSchema });
    app.token = await adminLogin(app.t);
  });
  afterAll(async () => {
    await app.appDb.close();
    await app.t.close();
  });
  return app;
}
