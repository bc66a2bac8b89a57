// Visit-log ingestion: validation and idempotency on the client record id.
import { beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, dialects, type TestApp } from '../helpers/app';

describe.each(dialects())('visit-log (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, null);
    return () => t.close();
  });

  const submit = (payload: object, token?: string) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/visit-log/submit', payload, token });
  const page = () => ({
    recordId: randomUUID(),
    type: 'PAGE_ACCESS_PATH',
    createdTime: '2026-11-20 10:00:00',
    sourcePage: '/home',
    lv1Page: '首页',
    duration: 12,
    moduleName: 'home',
    area: '北京,上海',
  });
  const event = () => ({
    recordId: randomUUID(),
    type: 'BASE_DATABASE_QUERY_EVENTS',
    createdTime: '2026-11-20 10:00:05',
    eventCode: 'query',
    action: 'click',
    sourcePage: '/basic-database/drug-database/drug-library',
    eventResource: 'drug-library-search',
  });

  it('stores a batch and ignores a resend', async () => {
    const token = await t.login('demo', 'chis-demo-2026');
    const batch = { appId: 'ChisWeb', device: { deviceId: randomUUID(), osName: 'Linux', screenWidth: 1280, screenHeight: 800 }, records: [page(), event()] };
    expect((await submit(batch, token)).json().content).toEqual({ received: 2, stored: 2, duplicates: 0 });
    expect((await submit(batch, token)).json().content).toEqual({ received: 2, stored: 0, duplicates: 2 });
    const mixed = { records: [batch.records[0], page()] };
    expect((await submit(mixed, token)).json().content).toEqual({ received: 2, stored: 1, duplicates: 1 });
    // Record ids are the sender's own: another client reusing them suppresses nothing (tests/server/security/anonymous-writes.test.ts).
    expect((await submit(mixed)).json().content).toEqual({ received: 2, stored: 2, duplicates: 0 });
  });

  it.each([
    [{ records: [] }, 'records'],
    [{ records: [{ ...page(), type: 'UNKNOWN' }] }, 'records.0.type'],
    [{ records: [{ ...page(), createdTime: '2026/11/20' }] }, 'records.0.createdTime'],
    [{ records: [{ ...event(), recordId: undefined }] }, 'records.0.recordId'],
    [{ records: [{ ...event(), action: 'dance' }] }, 'records.0.action'],
  ])('rejects an invalid batch naming the field (%#)', async (payload, field) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg.startsWith(`${field}:`), res.json().msg).toBe(true);
  });
});
