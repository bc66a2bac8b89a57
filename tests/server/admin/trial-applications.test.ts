// The trial-application screen (issue 23 item 5): applications made through the trial form are
// listed; approve activates the account with a subscription to the trial plan (the member can then
// sign in), reject disables it, resend mails a new link that works while the old one does not; a
// decided application cannot be decided again; each action needs its own rule.
import { describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../helpers/app';
import { adminWithRules } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';

const API = '/chis_web/api/admin';
let made = 0;

async function apply(t: TestApp): Promise<{ id: number; account: string; email: string }> {
  const account = `applicant_${++made}`;
  const email = `${account}@example.com`;
  const res = await t.request({
    method: 'POST',
    url: '/chis_web/api/v2/user/trial/apply',
    payload: { account, password: 'new-trial-1', name: '李四', email, mobile: '13800138001', company: '某某医药', ...(await t.captcha()) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await t.request({ method: 'GET', url: `${API}/user?quickSearch=${account}`, token: await adminToken(t) });
  const id = (list.json().content.list as { id: number; username: string }[]).find((u) => u.username === account)!.id;
  return { id, account, email };
}

let superToken = '';
const adminToken = async (_t: TestApp) => superToken;
const act = (t: TestApp, token: string, action: string, id: unknown) => t.request({ method: 'POST', url: `${API}/trial-application/${action}`, token, payload: { id } });
const tokenOf = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]);

describe.each(dialects())('trial applications (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  it('lists an application, approves it into a trial subscription, and refuses a second decision', async () => {
    const { t, token, appDb } = app;
    superToken = token;
    const applicant = await apply(t);
    const list = await t.request({ method: 'GET', url: `${API}/trial-application`, token });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().content.list as { user_id: number }[]).map((r) => r.user_id)).toContain(applicant.id);

    const approved = await act(t, token, 'approve', applicant.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const user = await appDb.db.selectFrom('app_user').select('status').where('id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(user.status).toBe('active');
    const trial = await appDb.db.selectFrom('member_group').select('id').where('name', '=', 'trial').executeTakeFirstOrThrow();
    const subs = await appDb.db.selectFrom('benefit').selectAll().where('user_id', '=', applicant.id).execute();
    expect(subs).toHaveLength(1);
    expect(Number(subs[0].plan_id)).toBe(trial.id);
    expect(Number(subs[0].expires_at) - Number(subs[0].starts_at)).toBe(14 * 24 * 3600_000);

    // The member signs in with the approved account.
    const login = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: applicant.account, password: 'new-trial-1' } });
    expect(login.statusCode, login.body).toBe(200);

    const again = await act(t, token, 'reject', applicant.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This trial application was already decided (the account is no longer pending)');
  });

  it('rejects an application: the account is disabled and its mailed link no longer works', async () => {
    const { t, token, appDb } = app;
    superToken = token;
    const applicant = await apply(t);
    const link = tokenOf(t.mails.filter((m) => m.to === applicant.email).at(-1)!.text);
    const rejected = await act(t, token, 'reject', applicant.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await appDb.db.selectFrom('app_user').select('status').where('id', '=', applicant.id).executeTakeFirstOrThrow()).status).toBe('disabled');
    const confirm = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token: link } });
    expect(confirm.statusCode).toBe(400);
    expect(await appDb.db.selectFrom('benefit').select('id').where('user_id', '=', applicant.id).execute()).toEqual([]);
  });

  it('resends the confirmation mail: the new link activates the account, the old one does not', async () => {
    const { t, token } = app;
    superToken = token;
    const applicant = await apply(t);
    const old = tokenOf(t.mails.filter((m) => m.to === applicant.email).at(-1)!.text);
    const resent = await act(t, token, 'resend', applicant.id);
    expect(resent.statusCode, resent.body).toBe(200);
    const mails = t.mails.filter((m) => m.to === applicant.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('CHIS');
    const fresh = tokenOf(mails[1].text);
    expect(fresh).not.toBe(old);
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token: old } })).statusCode).toBe(400);
    const confirmed = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/mail/confirm', payload: { token: fresh } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('needs the action’s own rule, answers 404 for a member without an application and 400 for a bad id', async () => {
    const { t, token } = app;
    superToken = token;
    const applicant = await apply(t);
    const viewer = await adminWithRules(t, token, `trial-viewer-${dialect}`, ['trial-application/index', 'trial-application/resend']);
    expect((await act(t, viewer.token, 'approve', applicant.id)).statusCode).toBe(403);
    expect((await act(t, viewer.token, 'resend', applicant.id)).statusCode).toBe(200);
    expect((await act(t, token, 'approve', 999_999)).statusCode).toBe(404);
    const bad = await act(t, token, 'approve', 'x');
    expect(bad.statusCode).toBe(400);
  });
});
