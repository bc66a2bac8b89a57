// The installer with the product's own marketplace (the default MARKETPLACE_URL, over HTTP to the
// listening server, its key pinned by default) and the modules shipped in the repository: an
// administrator buys with a member's buyer session, a replayed purchase charges the points once
// and records one order; a paid module with a dependency installs the dependency first; the
// editor's browser bundle is served from our origin only while the module is installed and enabled.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

const ADMIN = '/chis_web/api/admin';
const PASSWORD = 'Buyer-Pass-123';

describe.each(dialects())('installer with the built-in marketplace (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  it('buys once however replayed, installs with dependencies and serves the enabled bundle', async () => {
    const { t, token, appDb } = app;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await t.request({ method: 'POST', url: `${ADMIN}/user`, token, payload: { username: 'modbuyer', nickname: '买家', password: PASSWORD, status: 'active' } });
    const userId = member.json().content.id as number;
    const gift = await t.request({ method: 'POST', url: `${ADMIN}/user/adjust`, token, payload: { id: userId, field: 'score', change: 1_000, remark: '测试', idempotencyKey: randomUUID() } });
    expect(gift.statusCode, gift.body).toBe(200);
    const login = await t.request({ method: 'POST', url: '/chis_web/marketplace/login', payload: { username: 'modbuyer', password: PASSWORD } });
    const buyer = { 'x-marketplace-token': login.json().content.token as string };

    // No buyer session: the field says what is missing.
    const anonymous = await t.request({ method: 'POST', url: `${ADMIN}/module/buy`, token, payload: { uid: 'editor', pay: 'points', idempotencyKey: 'editor-order-1' } });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().msg).toMatch(/^x-marketplace-token: sign in to the marketplace/);

    // A buyer session the marketplace refuses is the buyer's problem, never the administrator's:
    // a 401 here would sign the administrator out of the back-end.
    const stale = await t.request({ method: 'POST', url: `${ADMIN}/module/buy`, token, headers: { 'x-marketplace-token': 'not-a-session' }, payload: { uid: 'editor', pay: 'points', idempotencyKey: 'editor-order-0' } });
    expect(stale.statusCode, stale.body).toBe(403);

    const buy = () => t.request({ method: 'POST', url: `${ADMIN}/module/buy`, token, headers: buyer, payload: { uid: 'editor', pay: 'points', idempotencyKey: 'editor-order-1' } });
    const [first, replayed] = [await buy(), await buy()];
    expect(first.statusCode, first.body).toBe(200);
    expect(replayed.json().content.order.orderSn).toBe(first.json().content.order.orderSn);
    const score = await appDb.db.selectFrom('user_score_log').select('change').where('user_id', '=', userId).execute();
    expect(score.map((r) => Number(r.change)).sort((a, b) => a - b)).toEqual([-100, 1_000]);
    const orders = await appDb.db.selectFrom('module_order').selectAll().where('uid', '=', 'editor').execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ pay: 'points', status: 'paid', purchaser: 'modbuyer', admin_id: expect.any(Number) });

    // A priced package downloads only with the buyer's session.
    const status = async (uid: string) => (await t.request({ method: 'GET', url: `${ADMIN}/module/${uid}`, token })).json().content;
    await t.request({ method: 'POST', url: `${ADMIN}/module/install`, token, payload: { uid: 'editor' } });
    await t.app.moduleInstaller.runs.idle();
    expect(await status('editor')).toMatchObject({ state: 'init', error: expect.stringMatching(/^The marketplace refused the download \(HTTP 401\): \S/) });
    await t.request({ method: 'POST', url: `${ADMIN}/module/install`, token, headers: buyer, payload: { uid: 'editor' } });
    await t.app.moduleInstaller.runs.idle();
    const editor = await status('editor');
    expect(editor).toMatchObject({ state: 'installed', bundle: { url: expect.stringMatching(/^\/chis_web\/api\/admin\/module-assets\/editor\/[\d.]+\/bundle\.js$/), integrity: expect.stringMatching(/^sha256-/) } });
    const listed = await t.request({ method: 'GET', url: `${ADMIN}/module-assets` });
    expect(listed.json().content.list).toEqual([{ uid: 'editor', version: editor.version, ...editor.bundle }]);
    const bundle = await t.request({ method: 'GET', url: editor.bundle.url });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.request({ method: 'POST', url: `${ADMIN}/module/disable`, token, payload: { uid: 'editor' } });
    expect((await t.request({ method: 'GET', url: editor.bundle.url })).statusCode).toBe(404);

    // visit-plan needs kol-register: bought, then installed with its dependency first.
    const plan = await t.request({ method: 'POST', url: `${ADMIN}/module/buy`, token, headers: buyer, payload: { uid: 'visit-plan', pay: 'points', idempotencyKey: 'visit-plan-order-1' } });
    expect(plan.statusCode, plan.body).toBe(200);
    await t.request({ method: 'POST', url: `${ADMIN}/module/install`, token, headers: buyer, payload: { uid: 'visit-plan' } });
    await t.app.moduleInstaller.runs.idle();
    expect(await status('visit-plan')).toMatchObject({ state: 'installed', error: null, dependencies: [{ uid: 'kol-register', state: 'installed', progress: 100, error: null }] });
    expect(await status('kol-register')).toMatchObject({ state: 'installed', version: '1.0.0' });
    const visits = await t.request({ method: 'GET', url: `${ADMIN}/kol-visit?limit=1`, token });
    expect(visits.json().content.total).toBe(6_000);
    // The dependency cannot be disabled while the module needing it is enabled.
    expect((await t.request({ method: 'POST', url: `${ADMIN}/module/disable`, token, payload: { uid: 'kol-register' } })).statusCode).toBe(409);
  });
});
