// The sensitive-field change log (issue 22 item 3): an edit of a watched field stores one row per
// field (who, row, field, before, after; a secret only as changed); a rollback writes `before` back
// as a new change that is itself logged and marks the original rolled back; when the field changed
// again since, it asks for confirmation (409 unless `force`); nothing is ever deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';
const LOG = `${API}/security-sensitive-data-log`;

interface Change {
  id: number;
  screen: string;
  id_value: string;
  data_field: string;
  before: string | null;
  after: string | null;
  secret: boolean;
  rollback_of: number | null;
  rolled_back: boolean;
  admin_id: number;
}

describe.each(dialects())('change log and rollback (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
    const added = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username: 'watched', nickname: 'W', password: 'Member-123', status: 'active', email: 'a@example.com' } });
    expect(added.statusCode, added.body).toBe(200);
    memberId = added.json().content.id as number;
  });
  afterAll(() => t.close());

  const edit = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'PUT', url: `${API}/user/${memberId}`, token, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const email = async () => (await t.request({ method: 'GET', url: `${API}/user/${memberId}`, token })).json().content.email as string;
  const changes = async (field: string): Promise<Change[]> => {
    const list = (await t.request({ method: 'GET', url: `${LOG}?limit=100`, token })).json().content.list as Change[];
    return list.filter((c) => c.screen === 'user' && c.id_value === String(memberId) && c.data_field === field);
  };
  const rollback = (ids: number[], force?: boolean) => t.request({ method: 'POST', url: `${LOG}/rollback`, token, payload: force === undefined ? { ids } : { ids, force }, headers: { 'accept-language': 'en' } });

  it('logs a changed e-mail with before and after, and rolls it back as a new logged change', async () => {
    await edit({ email: 'b@example.com', nickname: 'not watched' });
    const [change] = await changes('email');
    expect(change).toMatchObject({ before: 'a@example.com', after: 'b@example.com', secret: false, rolled_back: false });
    expect(change.admin_id).toBeGreaterThan(0);
    expect(await changes('nickname')).toEqual([]);

    const res = await rollback([change.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await email()).toBe('a@example.com');
    const after = await changes('email');
    expect(after).toHaveLength(2);
    expect(after.find((c) => c.id === change.id)!.rolled_back).toBe(true);
    expect(after.find((c) => c.id !== change.id)).toMatchObject({ before: 'b@example.com', after: 'a@example.com', rollback_of: change.id });
    const again = await rollback([change.id]);
    expect(again.statusCode).toBe(409);
  });

  it('asks for confirmation when the field changed again since (409 unless forced)', async () => {
    await edit({ email: 'c@example.com' });
    await edit({ email: 'd@example.com' });
    const older = (await changes('email')).find((c) => c.after === 'c@example.com')!;
    const refused = await rollback([older.id]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toContain('email');
    expect(refused.json().content).toEqual({ confirm: true });
    expect(await email()).toBe('d@example.com');
    const forced = await rollback([older.id], true);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await email()).toBe('a@example.com');
  });

  it('records a password only as changed, and refuses to roll it back', async () => {
    await edit({ password: 'Another-456' });
    const [change] = await changes('password');
    expect(change).toMatchObject({ secret: true, before: null, after: null });
    const res = await rollback([change.id]);
    expect(res.statusCode).toBe(400);
    await t.login('watched', 'Another-456');
  });

  it('records a secret config value as changed, never its value', async () => {
    const res = await t.request({ method: 'PUT', url: `${API}/config/smtp_pass`, token, payload: { value: 'top-secret-pw' } });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await t.request({ method: 'GET', url: `${LOG}?limit=100`, token })).json().content.list as Change[];
    const change = list.find((c) => c.screen === 'config' && c.id_value === 'smtp_pass');
    expect(change).toMatchObject({ secret: true, before: null, after: null });
    expect(JSON.stringify(list)).not.toContain('top-secret-pw');
  });

  it('offers no delete of change-log rows, and refuses a rule watching a field its screen does not allow', async () => {
    const [change] = await changes('email');
    expect((await t.request({ method: 'DELETE', url: `${LOG}?ids=${change.id}`, token })).statusCode).toBe(404);
    const rule = await t.request({ method: 'POST', url: `${API}/security-sensitive-data`, token, payload: { name: 'x', screen: 'admin-rule', data_fields: ['title'], status: true } });
    expect(rule.statusCode, rule.body).toBe(400);
    expect(rule.json().msg).toContain('title');
    expect((await t.request({ method: 'POST', url: `${LOG}/rollback`, token, payload: { ids: [change.id], force: 'yes' } })).statusCode).toBe(400);
  });
});
