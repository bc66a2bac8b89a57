// Tracker issue 11, items 5 and 8: what anyone can write is bounded. Tracking keeps only spec §3's
// fields at bounded sizes, scopes record ids per client and is limited per address; trial
// applications need an image code and are limited; saved custom markets are validated as a query
// is and capped per member. Mailed links and QR codes never take their origin from the Host
// header, and the outbox keeps confirmation links masked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../../server/config';
import { connectAppDb } from '../../../server/db/connect';
import { RATE_RULES } from '../../../server/http/rate-limit';
import { MAX_CUSTOM_MARKETS } from '../../../server/modules/market/routes';
import { MAX_RECORD_BYTES } from '../../../server/modules/tracking/routes';
import type { Warehouse } from '../../../server/warehouse/connection';
import { adminLogin } from '../helpers/admin';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

const SUBMIT = '/chis_web/api/v2/user/visit-log/submit';
const APPLY = '/chis_web/api/v2/user/trial/apply';
const MARKETS = '/chis_web/api/v2/market/custom-markets';

const record = (extra: Record<string, unknown> = {}) => ({
  recordId: randomUUID(),
  type: 'MARKET_DATABASE_QUERY_EVENTS',
  createdTime: '2026-11-20 10:00:00',
  sourcePage: '/market/drug-sale',
  eventCode: 'query',
  action: 'click',
  moduleName: 'drug-sale-market-overview',
  ...extra,
});

const application = (n: number) => ({
  account: `apply_${n}`,
  password: 'trial-pass-1',
  name: '申请人',
  email: `someone${n}@example.com`,
  mobile: '13800138000',
  company: '某某医药',
});

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('anonymous writes (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, warehouse);
    return () => t.close();
  });

  async function visitLog() {
    const db = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      return await db.db.selectFrom('visit_log').selectAll().orderBy('id').execute();
    } finally {
      await db.close();
    }
  }

  it('stores only the fields spec §3 names, at bounded sizes', async () => {
    const junk = 'x'.repeat(50_000);
    const res = await t.request({
      method: 'POST',
      url: SUBMIT,
      payload: {
        device: { deviceId: randomUUID() },
        records: [
          record({ junk, extra1: 'a', nested: { deep: { deeper: junk } }, path: '/market', lv1Page: '市场', brand: ['B1', 'B2'], area: '北京,上海', bigJx: junk }),
          record({ region: ['北京'], zx: Array.from({ length: 400 }, (_, i) => `F${i}`), tym: { name: 'x' } }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await visitLog();
    expect(rows).toHaveLength(2);
    const first = JSON.parse(rows[0].payload) as Record<string, unknown>;
    expect(first).toEqual({ eventCode: 'query', action: 'click', moduleName: 'drug-sale-market-overview', lv1Page: '市场', brand: ['B1', 'B2'], area: '北京,上海' });
    // Values that are no query value (objects, long lists, long text) and unnamed fields are left out.
    expect(JSON.parse(rows[1].payload)).toEqual({ eventCode: 'query', action: 'click', moduleName: 'drug-sale-market-overview' });
    for (const row of rows) expect(row.payload.length).toBeLessThanOrEqual(MAX_RECORD_BYTES);
  });

  it('refuses a batch larger than a keepalive upload can be', async () => {
    const records = Array.from({ length: 400 }, () => record({ eventResource: 'r'.repeat(500), sourcePage: 's'.repeat(500) }));
    const res = await t.request({ method: 'POST', url: SUBMIT, payload: { records } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
    expect(await visitLog()).toHaveLength(0);
  });

  it('keeps record ids per client: another client reusing them suppresses nothing', async () => {
    const shared = [record(), record()];
    const victim = await t.login('demo', 'chis-demo-2026');
    // The attacker sends the ids first, anonymously and from devices of its own.
    expect((await t.request({ method: 'POST', url: SUBMIT, payload: { records: shared } })).json().content.stored).toBe(2);
    expect((await t.request({ method: 'POST', url: SUBMIT, payload: { device: { deviceId: 'attacker' }, records: shared } })).json().content.stored).toBe(2);
    const mine = await t.request({ method: 'POST', url: SUBMIT, token: victim, payload: { device: { deviceId: randomUUID() }, records: shared } });
    expect(mine.json().content).toEqual({ received: 2, stored: 2, duplicates: 0 });
    // The victim's own resend is still stored once.
    expect((await t.request({ method: 'POST', url: SUBMIT, token: victim, payload: { records: shared } })).json().content.duplicates).toBe(2);
  });

  it(`limits uploads per address: ${RATE_RULES.trackingPerIp.limit} batches a minute, and the bytes stored`, async () => {
    const answers = await Promise.all(
      Array.from({ length: RATE_RULES.trackingPerIp.limit + 10 }, () => t.request({ method: 'POST', url: SUBMIT, payload: { records: [record()] } })),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    t.clock.advance(RATE_RULES.trackingPerIp.windowMs + 1);
    // Bytes: full batches from one address are stopped once the window's bytes are used up.
    const big = () => ({ records: Array.from({ length: 100 }, () => record({ eventResource: 'r'.repeat(480), sourcePage: 's'.repeat(480), lv1Page: 'p'.repeat(200) })) });
    let stored = 0;
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const res = await t.request({ method: 'POST', url: SUBMIT, payload: big() });
      if (res.statusCode === 429) refused++;
      else stored += res.json().content.stored as number;
    }
    expect(refused).toBeGreaterThan(0);
    const bytes = (await visitLog()).reduce((sum, row) => sum + row.payload.length + (row.source_page?.length ?? 0), 0);
    expect(bytes).toBeLessThanOrEqual(RATE_RULES.trackingBytesPerIp.limit + 200_000);
    expect(stored).toBeGreaterThan(0);
  });

  it('asks every trial application for an image code and limits them per address and per mailbox', async () => {
    const noCode = await t.request({ method: 'POST', url: APPLY, payload: application(1) });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toMatch(/^captcha(Id)?: is required/);
    const wrongCode = await t.request({ method: 'POST', url: APPLY, payload: { ...application(1), captchaId: (await t.captcha()).captchaId, captcha: 'ZZZZ' } });
    expect(wrongCode.json().msg).toMatch(/^captcha: /);
    expect(t.mails).toHaveLength(0);

    const codes = await Promise.all(Array.from({ length: 20 }, () => t.captcha()));
    const answers = await Promise.all(codes.map((code, i) => t.request({ method: 'POST', url: APPLY, payload: { ...application(100 + i), ...code } })));
    // The wrong code above counted too (the missing one was refused by the schema first).
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - (RATE_RULES.trialPerIp.limit - 1));
    expect(t.mails.length).toBe(RATE_RULES.trialPerIp.limit - 1);

    const perMailbox = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        t.app.inject({ method: 'POST', url: APPLY, remoteAddress: `192.0.2.${i + 1}`, payload: { ...application(200 + i), email: 'Victim@Example.com', ...(await t.captcha()) } }),
      ),
    );
    expect(perMailbox.filter((a) => a.statusCode === 200)).toHaveLength(RATE_RULES.trialPerEmail.limit);
  });

  it('validates saved custom markets as a query is, and caps them per member, even in parallel', async () => {
    const demo = await t.login('demo', 'chis-demo-2026');
    const save = (payload: object) => t.request({ method: 'POST', url: MARKETS, token: demo, payload });
    const bad = [
      [{ name: 'a', pageId: 'competitive-analysis', filters: { unknownKey: ['x'] } }, /unknownKey/],
      [{ name: 'a', pageId: 'competitive-analysis', filters: { products: 'not-a-list' } }, /products/],
      [{ name: 'a', pageId: 'competitive-analysis', filters: { products: [{ deep: 1 }] } }, /products/],
      [{ name: 'a', pageId: 'competitive-analysis', filters: { products: Array.from({ length: 501 }, () => 'P') } }, /products/],
      [{ name: 'a', pageId: 'competitive-analysis', filters: {}, extra: 'x'.repeat(10_000) }, /^extra: is not allowed/],
      [{ name: '   ', pageId: 'competitive-analysis', filters: {} }, /^name: /],
      [{ name: 'a', pageId: 'competitive-analysis', filters: { products: Array.from({ length: 400 }, (_, i) => `${'P'.repeat(150)}${i}`) } }, /^filters: is too large/],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    const answers = await Promise.all(
      Array.from({ length: MAX_CUSTOM_MARKETS + 10 }, (_, i) => save({ name: `m${i}`, pageId: 'competitive-analysis', filters: { itemType: 'product', products: ['PKA001'] } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX_CUSTOM_MARKETS);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10);
    expect((await t.request({ method: 'GET', url: MARKETS, token: demo })).json().content).toHaveLength(MAX_CUSTOM_MARKETS);
  });

  it('puts the configured origin into mailed links and QR codes, never the Host header', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const ticket = (await t.request({ method: 'POST', url: '/chis_web/api/v2/user/wxmp-login', headers: evil })).json().content;
    expect(ticket.url).toMatch(/^https:\/\/chis\.test\//);
    await t.request({ method: 'POST', url: APPLY, headers: evil, payload: { ...application(1), ...(await t.captcha()) } });
    expect(t.mails[0].text).toContain('https://chis.test/email-register-confirm?token=');
    expect(t.mails[0].text).not.toContain('evil');
  });

  it('uses the listen address when PUBLIC_ORIGIN is unset', async () => {
    await t.close();
    t = await createTestApp(dialect, warehouse, { publicOrigin: undefined, host: '127.0.0.1', port: 8123 });
    const ticket = (await t.request({ method: 'POST', url: '/chis_web/api/v2/user/wxmp-login', headers: { host: 'evil.example' } })).json().content;
    expect(ticket.url).toMatch(/^http:\/\/127\.0\.0\.1:8123\/official-account-login-confirm\?scene=/);
    await t.request({ method: 'POST', url: APPLY, headers: { host: 'evil.example' }, payload: { ...application(2), ...(await t.captcha()) } });
    expect(t.mails[0].text).toContain('http://127.0.0.1:8123/email-register-confirm?token=');
  });

  it('keeps the confirmation link masked in the outbox and in the admin outbox API', async () => {
    await t.request({ method: 'POST', url: APPLY, payload: { ...application(3), ...(await t.captcha()) } });
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.mails[0].text)![1];
    const admin = await adminLogin(t);
    const listed = await t.request({ method: 'GET', url: '/chis_web/api/v2/admin/mail-outbox', token: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.json().content.list[0].body_text).toContain('email-register-confirm?token=[masked]');
    // The link itself still works, once.
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token } })).statusCode).toBe(200);
  });
});
