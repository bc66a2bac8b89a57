// Export download: a real workbook, ownership, traversal, expiry and a Chinese filename.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectAppDb } from '../../../server/db/connect';
import { sqlitePath } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { registerExport, userExportDir } from '../../../server/modules/export/export-service';
import { createTestApp, dialects, type TestApp } from '../helpers/app';

const DOWNLOAD = '/chis_web/api/v2/export-excel/download';

describe.each(dialects())('export download (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let trial: string;
  let demoId: number;
  beforeEach(async () => {
    t = await createTestApp(dialect, null);
    demo = await t.login('demo', 'chis-demo-2026');
    trial = await t.login('trial', 'chis-trial-2026');
    demoId = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: demo })).json().content.userId;
    return () => t.close();
  });

  async function withCtx<T>(work: (ctx: AppContext) => Promise<T>): Promise<T> {
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      return await work({ config: t.config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: () => t.clock.now, captchaText: () => '' });
    } finally {
      await appDb.close();
    }
  }

  async function writeWorkbook(name: string): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('药品库');
    sheet.addRow(['通用名', '企业']);
    sheet.addRow(['阿莫西林', '某药业']);
    const dir = withDir();
    const path = join(dir, name);
    await workbook.xlsx.writeFile(path);
    return path;
  }
  const withDir = () => {
    const dir = userExportDir({ config: t.config } as AppContext, demoId);
    mkdirSync(dir, { recursive: true });
    return dir;
  };

  const download = (sourcePath: string, token: string) => t.request({ method: 'GET', url: DOWNLOAD, query: { sourcePath }, token });

  it('streams the workbook with a Content-Disposition that survives Chinese', async () => {
    const path = await writeWorkbook('a1.xlsx');
    const { sourcePath } = await withCtx((ctx) => registerExport(ctx, { userId: demoId, filename: '药品库_2026-11-20.xlsx', path, expiresAt: t.clock.now + 3600_000 }));
    const res = await download(sourcePath, demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____2026-11-20.xlsx"; filename*=UTF-8''%E8%8D%AF%E5%93%81%E5%BA%93_2026-11-20.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('药品库')!.getCell('A2').value).toBe('阿莫西林');

    // The relative path works as well as the opaque id.
    expect((await download(`${demoId}/a1.xlsx`, demo)).statusCode).toBe(200);
  });

  it("answers a JSON error for another user's, an expired, a missing or a path-escaping file", async () => {
    const path = await writeWorkbook('b1.xlsx');
    const { sourcePath } = await withCtx((ctx) => registerExport(ctx, { userId: demoId, filename: 'b.xlsx', path, expiresAt: t.clock.now + 3600_000 }));

    const others = await download(sourcePath, trial);
    expect(others.statusCode).toBe(404);
    expect(others.headers['content-type']).toContain('application/json');
    expect(others.json().msg).toMatch(/^sourcePath:/);

    expect((await download('no-such-id', demo)).statusCode).toBe(404);
    expect((await download(`${demoId}/../../app.sqlite`, demo)).statusCode).toBe(404);
    writeFileSync(join(t.config.dataDir, 'secret.xlsx'), 'not yours');
    expect((await download('../secret.xlsx', demo)).statusCode).toBe(404);
    await expect(
      withCtx((ctx) => registerExport(ctx, { userId: demoId, filename: 'x.xlsx', path: join(t.config.dataDir, 'secret.xlsx'), expiresAt: t.clock.now + 1000 })),
    ).rejects.toThrow(/outside/);

    t.clock.advance(3600_000 + 1);
    expect((await download(sourcePath, demo)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: DOWNLOAD, query: { sourcePath } })).statusCode).toBe(401);
  });
});
