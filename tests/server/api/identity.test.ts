// Trial application → outbox mail → confirm → login, and the messaging-app QR login.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QR_TTL_MS } from '../../../server/modules/qr-login/qr-service';
import type { Warehouse } from '../../../server/warehouse/connection';
import { connectAppDb } from '../../../server/db/connect';
import { sqlitePath } from '../../../server/config';
import { adminLogin } from '../helpers/admin';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

const application = {
  account: 'newbie_01',
  password: 'new-trial-1',
  name: '张三',
  email: 'zhang@example.com',
  mobile: '13800138000',
  company: '某某医药',
};

describe.each(dialects())('identity flows (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, warehouse);
    return () => t.close();
  });

  async function outbox() {
    const db = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      return await db.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    } finally {
      await db.close();
    }
  }

  const apply = async (payload: object = application) =>
    t.request({ method: 'POST', url: '/chis_web/api/v2/user/trial/apply', payload: { ...payload, ...(await t.captcha()) } });

  it('applies for a trial, mails a one-time link and activates the account on confirmation', async () => {
    const applied = await apply();
    expect(applied.statusCode).toBe(200);
    expect(applied.json().content).toEqual({ email: 'zhang@example.com' });

    const pending = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'newbie_01', password: 'new-trial-1' } });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().msg).toMatch(/not activated/);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'zhang@example.com', status: 'queued' });
    // The mail carries the link; the outbox keeps it masked.
    expect(mails[0].body_text).toContain('https://chis.test/email-register-confirm?token=[masked]');
    const link = /https:\/\/chis\.test\/email-register-confirm\?token=([A-Za-z0-9_-]+)/.exec(t.mails[0].text);
    expect(link).not.toBeNull();
    expect(mails[0].body_text).not.toContain(link![1]);

    const confirm = (token: string) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token } });
    const confirmed = await confirm(decodeURIComponent(link![1]));
    expect(confirmed.json()).toMatchObject({ code: 200, content: { username: 'newbie_01' } });
    expect((await confirm(decodeURIComponent(link![1]))).statusCode).toBe(400);

    const token = await t.login('newbie_01', 'new-trial-1');
    const options = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions/options', token })).json().content;
    expect(options.RETAIL_MARKET.PAGE).toEqual(['RETAIL_MARKET_OVERVIEW']);

    const again = await apply();
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('account: already exists');
  });

  it('rejects an expired confirmation link and a malformed application', async () => {
    await apply();
    const token = /token=([A-Za-z0-9_%-]+)/.exec(t.mails[0].text)![1];
    t.clock.advance(24 * 3600_000 + 1);
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token: decodeURIComponent(token) } })).statusCode).toBe(400);

    const bad = await apply({ ...application, account: 'x2', email: 'not-mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^account:/);
  });

  it('records a send failure when SMTP is configured but unreachable', async () => {
    const db = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    try {
      await db.db.updateTable('config').set({ value: '127.0.0.1' }).where('name', '=', 'smtp_server').execute();
      await db.db.updateTable('config').set({ value: '1' }).where('name', '=', 'smtp_port').execute();
      await db.db.updateTable('config').set({ value: 'none' }).where('name', '=', 'smtp_verification').execute();
    } finally {
      await db.close();
    }
    await apply();
    const [mail] = await outbox();
    expect(mail.status).toBe('failed');
    expect(mail.error).toMatch(/ECONNREFUSED|connect/i);

    // An administrator can read the outbox; a subscriber token does not open it, and the SMTP
    // password never appears.
    const admin = await adminLogin(t);
    const listed = await t.request({ method: 'GET', url: '/chis_web/api/v2/admin/mail-outbox?status=failed', token: admin });
    expect(listed.json().content.total).toBe(1);
    expect(listed.body).not.toMatch(/smtp_pass/);
    const demo = await t.login('demo', 'chis-demo-2026');
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/admin/mail-outbox', token: demo })).statusCode).toBe(401);
  });

  describe('QR login', () => {
    const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url: `/chis_web/api/v2/user/${url}`, payload, token });

    it('ticket → phone scans and confirms → the PC poll receives a session once', async () => {
      const ticket = (await post('wxmp-login', {})).json().content;
      expect(ticket.qrCode).toMatch(/^data:image\/png;base64,/);
      expect(Buffer.from(ticket.qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
      expect(ticket.url).toBe(`https://chis.test/official-account-login-confirm?scene=${ticket.scene}`);

      expect((await post('wxmp-login-check', { scene: ticket.scene })).json().content).toEqual({ status: 'pending' });
      expect((await post('wx/login', { scene: ticket.scene })).statusCode).toBe(401);

      const phone = await t.login('demo', 'chis-demo-2026');
      expect((await post('send-wxmp-msg', { scene: ticket.scene }, phone)).json().content).toEqual({ status: 'scanned' });
      expect((await post('wxmp-login-info', { scene: ticket.scene })).json().content.status).toBe('scanned');
      expect((await post('wx/login', { scene: ticket.scene }, phone)).json().content).toEqual({ status: 'confirmed' });

      const poll = (await post('wxmp-login-check', { scene: ticket.scene })).json().content;
      expect(poll.status).toBe('confirmed');
      const pcToken = poll.session.token as string;
      const me = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: pcToken });
      expect(me.json().content.username).toBe('demo');

      expect((await post('wxmp-login-check', { scene: ticket.scene })).json().content).toEqual({ status: 'consumed' });
      expect((await post('wx/login', { scene: ticket.scene }, phone)).statusCode).toBe(409);
    });

    it('expires tickets after 5 minutes', async () => {
      const { scene } = (await post('wxmp-login', {})).json().content;
      t.clock.advance(QR_TTL_MS + 1);
      const phone = await t.login('demo', 'chis-demo-2026');
      expect((await post('wx/login', { scene }, phone)).statusCode).toBe(400);
      expect((await post('wxmp-login-check', { scene })).json().content).toEqual({ status: 'expired' });
      expect((await post('wxmp-login-check', { scene: 'no-such-scene' })).statusCode).toBe(404);
    });
  });
});

