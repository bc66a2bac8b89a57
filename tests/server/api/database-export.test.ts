// The database API as wired into the app: real sessions and codes decide access, and a finished
// export job's workbook downloads through /export-excel/download for its owner only.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('database API in the app (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let trial: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    demo = await t.login('demo', 'chis-demo-2026');
    trial = await t.login('trial', 'chis-trial-2026');
  });
  afterAll(() => t.close());

  it('lets trial view but not export the drug library, and nobody in without a session', async () => {
    const list = await t.request({ method: 'GET', url: '/chis_web/api/v2/database/drug-library/list', token: trial });
    expect(list.statusCode).toBe(200);
    expect(list.json().content.total).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/database/drug-library/list' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/database/pharmacy-industry-library/list', token: trial })).statusCode).toBe(403);
    const exported = await t.request({ method: 'POST', url: '/chis_web/api/v2/database/drug-library/export', token: trial, payload: {} });
    expect(exported.statusCode).toBe(403);
  });

  it('exports for demo and serves the workbook to demo only', async () => {
    const started = await t.request({ method: 'POST', url: '/chis_web/api/v2/database/drug-library/export', token: demo, payload: {} });
    expect(started.statusCode).toBe(200);
    const { jobId, total } = started.json().content as { jobId: string; total: number };
    // queued (the member's earlier export still runs), then running in an export worker, then done
    let job: { status: string; sourcePath: string | null } = { status: 'queued', sourcePath: null };
    for (let i = 0; i < 100 && (job.status === 'queued' || job.status === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await t.request({ method: 'GET', url: `/chis_web/api/v2/database/export-jobs/${jobId}`, token: demo })).json().content;
    }
    expect(job.status).toBe('done');

    const download = await t.request({ method: 'GET', url: '/chis_web/api/v2/export-excel/download', query: { sourcePath: job.sourcePath! }, token: demo });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E8%8D%AF%E5%93%81%E5%BA%93/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].actualRowCount).toBeGreaterThanOrEqual(total);

    const foreign = await t.request({ method: 'GET', url: '/chis_web/api/v2/export-excel/download', query: { sourcePath: job.sourcePath! }, token: trial });
    expect(foreign.statusCode).toBe(404);
  });
});
