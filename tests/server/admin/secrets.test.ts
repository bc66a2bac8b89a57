// Tracker issue 21, item 3: a secret is decided in one place, its definition. The SMTP password
// edited through the config screen reached the operation log (readable with admin-log/index alone),
// and flipping a config row's `secret` switch made the next read return its value. Now a config
// item is marked secret when it is added (the seeded ones by definition) and never afterwards, its
// value is never returned nor logged, and a select shows only a row's label, not any column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const PASSWORD = 'Smtp-Pa55word-x';

describe.each(dialects())('secrets (%s)', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterAll(() => t.close());

  const get = (url: string, as = token) => t.request({ method: 'GET', url: `${API}${url}`, token: as });
  const put = (url: string, payload: object) => t.request({ method: 'PUT', url: `${API}${url}`, token, payload });
  /** Every operation-log entry whose URL contains `url` (a reader needs only admin-log/index). */
  const logged = async (url: string) => {
    const res = await get(`/admin-log?search=${q([{ field: 'url', operator: 'contains', value: url }])}&limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.list as { data: string; url: string }[];
  };

  it('keeps the SMTP password out of the operation log', async () => {
    expect((await put('/config/smtp_pass', { value: PASSWORD })).statusCode).toBe(200);
    const entries = await logged('/config/smtp_pass');
    expect(entries).toHaveLength(1);
    expect(entries[0].data).not.toContain(PASSWORD);
    expect(JSON.parse(entries[0].data)).toEqual({ value: '***' });
  });

  it('refuses to flip the secret mark of an item, which stays hidden', async () => {
    const flip = await put('/config/smtp_pass', { secret: false });
    expect(flip.statusCode).toBe(400);
    expect(flip.json().msg).toBe('secret: an item is marked secret when it is added and never changed afterwards');
    // The same switch sent back unchanged (a whole form saved) is fine.
    expect((await put('/config/smtp_pass', { secret: true, value: '' })).statusCode).toBe(200);
    const row = (await get('/config/smtp_pass')).json().content;
    expect(row).toMatchObject({ name: 'smtp_pass', secret: true, value: '' });
    const list = (await get(`/config?search=${q([{ field: 'secret', operator: 'eq', value: true }])}`)).json().content;
    expect(JSON.stringify(list)).not.toContain(PASSWORD);

    // Nor can an item added in the clear be made secret later: its mark is set when it is added.
    expect((await t.request({ method: 'POST', url: `${API}/config`, token, payload: { name: 'plain_item', group: 'basics', value: 'open' } })).statusCode).toBe(200);
    expect((await put('/config/plain_item', { secret: true })).statusCode).toBe(400);
  });

  it('hides an item added as secret, in reads and in the log', async () => {
    const added = await t.request({ method: 'POST', url: `${API}/config`, token, payload: { name: 'api_key', group: 'basics', value: 'k-123456789', secret: true } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await get('/config/api_key')).json().content).toMatchObject({ secret: true, value: '' });
    expect(JSON.stringify((await get('/config?limit=200')).json().content)).not.toContain('k-123456789');
    expect((await put('/config/api_key', { value: 'k-987654321' })).statusCode).toBe(200);
    const entries = await logged('/config');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(entries)).not.toMatch(/k-123456789|k-987654321/);
  });

  it('keeps a secret by definition: the SMTP password cannot be deleted and re-added in the clear', async () => {
    const deleted = await t.request({ method: 'DELETE', url: `${API}/config?ids=smtp_pass`, token });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().msg).toMatch(/^name: smtp_pass is one of the product's own settings/);
    const added = await t.request({ method: 'POST', url: `${API}/config`, token, payload: { name: 'smtp_pass', group: 'mail', value: PASSWORD, secret: false } });
    expect(added.statusCode).toBe(409); // the item exists
    expect((await get('/config/smtp_pass')).json().content).toMatchObject({ secret: true, value: '' });
    expect(JSON.stringify(await logged('/config'))).not.toContain(PASSWORD);
  });

  it('answers a select with a row label only: no e-mail address, no last login address', async () => {
    for (const label of ['email', 'last_login_ip', 'mobile']) {
      const res = await get(`/admin/select?label=${label}`);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().msg).toBe(`label: "${label}" is not a label of screen admin (a select shows the key or a quick-search field)`);
    }
    const names = await get('/admin/select?label=username');
    expect(names.statusCode, names.body).toBe(200);
    expect(names.json().content.list).toContainEqual({ value: 1, label: 'admin' });
    expect((await get('/admin/select')).statusCode).toBe(200);
  });
});
