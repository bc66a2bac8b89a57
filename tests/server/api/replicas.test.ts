// Two replicas over one PostgreSQL (issue 27 item 3): two servers on two ports, each with its own
// app-database pool and its own warehouse connection, sharing the database and the data folder as
// replicas behind a load balancer do. What one replica changes, the other sees on its next request:
// a counted login failure, a plan change, a stored screen, a password change; an export queued on one
// is followed and downloaded on the other. Real HTTP, because two listening servers are the point.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Warehouse } from '../../../server/warehouse/connection';
import { adminLogin } from '../helpers/admin';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../helpers/app';
import { noteScreen } from '../helpers/registry';
import { openSmallWarehouse } from '../helpers/warehouse';

interface Answer {
  status: number;
  body: { code: number; msg: string; content: unknown };
}

/** One request over HTTP to a replica's origin (English messages, as the other server tests). */
async function call(origin: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      channel: 'web',
      'accept-language': 'en',
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two replicas over one PostgreSQL', () => {
  const warehouses: Warehouse[] = [];
  let t: TestApp;
  let other: FastifyInstance;
  let one: string;
  let two: string;

  const login = async (origin: string, account: string, password: string, code: object = {}) =>
    call(origin, 'POST', '/chis_web/api/v2/user/login', { body: { account, password, ...code } });
  const permissions = async (origin: string, token: string) => {
    const res = await call(origin, 'GET', '/chis_web/api/v2/user/permissions', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.content as { permissions: { code: string }[] }).permissions.map((p) => p.code);
  };

  beforeAll(async () => {
    warehouses.push(await openSmallWarehouse(), await openSmallWarehouse());
    t = await createTestApp('postgres', warehouses[0]);
    // The second replica: same configuration (database, data folder), its own pool and warehouse,
    // started as a worker of `npm start` is (the first one prepared the database).
    other = await buildApp(t.config, { warehouse: warehouses[1], now: () => t.clock.now, captchaText: () => TEST_CAPTCHA, prepared: true });
    one = await t.app.listen({ port: 0, host: '127.0.0.1' });
    two = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    for (const warehouse of warehouses) await warehouse.close();
  });

  it('counts a login failure on one replica against the next login on the other', async () => {
    for (let i = 0; i < 3; i++) expect((await login(one, 'trial', 'wrong-pass')).body.msg).toBe('Account or password is incorrect');
    const refused = await login(two, 'trial', 'chis-trial-2026');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('captcha: a verification code is required');
    // The image code is asked for on the first replica and answered on the second.
    const captcha = await call(one, 'GET', '/chis_web/api/v2/user/captcha');
    const { captchaId } = captcha.body.content as { captchaId: string };
    expect((await login(two, 'trial', 'chis-trial-2026', { captchaId, captcha: TEST_CAPTCHA })).status).toBe(200);
  });

  it('applies a plan change, a stored screen and a password change made on one replica to the next request on the other', async () => {
    const admin = await adminLogin(t);
    const trial = ((await login(two, 'trial', 'chis-trial-2026')).body.content as { token: string }).token;
    const before = await permissions(two, trial);
    const dropped = before.find((code) => code !== 'HOME_PAGE');
    expect(dropped).toBeDefined();
    const db = t.app.adminRegistry.context.db;
    const plan = await db.selectFrom('member_group').select('id').where('name', '=', 'trial').executeTakeFirstOrThrow();
    const edit = await call(one, 'PUT', `/chis_web/api/admin/user-group/${plan.id}`, { token: admin, body: { rules: ['HOME_PAGE'] } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await permissions(two, trial);
    expect(after).toContain('HOME_PAGE');
    expect(after).not.toContain(dropped);

    expect((await call(two, 'GET', '/chis_web/api/admin/replica-note', { token: admin })).status).toBe(404);
    await t.app.adminRegistry.store('designer', [noteScreen('replica-note', 'ext_replica_note')]);
    const listed = await call(two, 'GET', '/chis_web/api/admin/replica-note', { token: admin });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.content).toMatchObject({ list: [] });

    const demoOnTwo = ((await login(two, 'demo', 'chis-demo-2026')).body.content as { token: string }).token;
    const demoOnOne = ((await login(one, 'demo', 'chis-demo-2026')).body.content as { token: string }).token;
    const changed = await call(one, 'PUT', '/chis_web/sys/user/updatePassword', { token: demoOnOne, body: { oldPassword: 'chis-demo-2026', newPassword: 'Replica-2026' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(two, 'GET', '/chis_web/api/v2/user/permissions', { token: demoOnTwo })).status).toBe(401);
    expect((await login(two, 'demo', 'chis-demo-2026')).status).toBe(400);
    expect((await login(two, 'demo', 'Replica-2026')).status).toBe(200);
  });

  it('serves an export queued on one replica from the other', async () => {
    const demo = ((await login(two, 'demo', 'Replica-2026')).body.content as { token: string }).token;
    const started = await call(one, 'POST', '/chis_web/api/v2/database/drug-library/export', { token: demo, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { jobId, total } = started.body.content as { jobId: string; total: number };
    let job = { status: 'queued', sourcePath: null as string | null };
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100)); // a poll interval: the job runs in the first replica's export worker
      job = (await call(two, 'GET', `/chis_web/api/v2/database/export-jobs/${jobId}`, { token: demo })).body.content as typeof job;
    }
    expect(job.status).toBe('done');
    const download = await fetch(`${two}/chis_web/api/v2/export-excel/download?sourcePath=${encodeURIComponent(job.sourcePath!)}`, {
      headers: { channel: 'web', authorization: demo },
    });
    expect(download.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download.arrayBuffer());
    expect(workbook.worksheets[0].actualRowCount).toBeGreaterThanOrEqual(total);
  });
});
