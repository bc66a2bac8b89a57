// The built-in module marketplace (issue 25 item 3) over its HTTP API, on both databases: the
// catalogue built from modules/, resumable signed package downloads, the buyer account of its own
// audience, and purchases by points, balance and WeChat that debit the members' ledger exactly once
// however they are replayed or raced.
import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../../lib/module-package/data-folder';
import { verifyPackage } from '../../../lib/module-package/package';
import { dialects, type TestApp } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';

const MARKET = '/chis_web/marketplace';
const ADMIN = '/chis_web/api/admin';
const PASSWORD = 'Buyer-2026';
const PARALLEL = 200;

let made = 0;

describe.each(dialects())('module marketplace (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  /** A new active member holding `points` and `balance` (cents), given through the admin ledger. */
  async function member(points: number, balance = 0): Promise<{ id: number; username: string }> {
    const { t, token } = app;
    const username = `buyer${++made}`;
    const res = await t.request({ method: 'POST', url: `${ADMIN}/user`, token, payload: { username, nickname: '买家', password: PASSWORD, status: 'active' } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().content.id as number;
    for (const [field, change] of [['score', points], ['money', balance]] as const) {
      if (change === 0) continue;
      const adjusted = await t.request({ method: 'POST', url: `${ADMIN}/user/adjust`, token, payload: { id, field, change, remark: '测试', idempotencyKey: randomUUID() } });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
    }
    return { id, username };
  }

  async function buyerToken(username: string): Promise<string> {
    const res = await app.t.request({ method: 'POST', url: `${MARKET}/login`, payload: { username, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.token as string;
  }

  const account = async (token: string) => (await app.t.request({ method: 'GET', url: `${MARKET}/account`, token })).json().content as { points: number; balance: number };
  const buy = (t: TestApp, token: string, body: Record<string, unknown>, locale = 'en') =>
    t.request({ method: 'POST', url: `${MARKET}/orders`, token, payload: body, headers: { 'accept-language': locale } });
  const ledgerRows = async (table: 'user_score_log' | 'user_money_log', userId: number) =>
    (await app.appDb.db.selectFrom(table).select('change').where('user_id', '=', userId).execute()).map((r) => Number(r.change));

  it('lists the modules of the repository with categories, search and detail', async () => {
    const { t } = app;
    const res = await t.request({ method: 'GET', url: `${MARKET}/catalogue?limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().content as { list: Record<string, unknown>[]; total: number };
    expect(total).toBe(list.length);
    const register = list.find((m) => m.uid === 'kol-register');
    expect(register).toMatchObject({ version: '1.0.0', free: true, price: {}, category: 'market-access', categoryLabel: 'Market access', developer: 'CHIS', published: '2026-11-20', updated: '2026-11-20' });
    expect(list.find((m) => m.uid === 'visit-plan')).toMatchObject({ price: { points: 500, balance: 5000 }, free: false, published: '2026-10-15', updated: '2026-11-25' });
    // A module with a browser bundle is built (vite) and offered like the others.
    expect(list.find((m) => m.uid === 'editor')).toMatchObject({ category: 'editor', categoryLabel: 'Editors', free: false });

    const zh = await t.request({ method: 'GET', url: `${MARKET}/categories`, headers: { 'accept-language': 'zh-cn' } });
    expect(zh.json().content.list).toContainEqual({ id: 'market-access', label: '市场准入', count: 2 });
    const searched = await t.request({ method: 'GET', url: `${MARKET}/catalogue?q=${encodeURIComponent('拜访计划')}` });
    expect(searched.json().content.list.map((m: { uid: string }) => m.uid)).toEqual(['visit-plan']);
    const none = await t.request({ method: 'GET', url: `${MARKET}/catalogue?category=editor&q=kol` });
    expect(none.json().content).toEqual({ list: [], total: 0 });

    const detail = (await t.request({ method: 'GET', url: `${MARKET}/modules/visit-plan` })).json().content;
    expect(detail).toMatchObject({ uid: 'visit-plan', version: '1.1.0', dependencies: { 'kol-register': '^1.0.0' }, download: 'modules/visit-plan/versions/1.1.0/package' });
    expect(detail.changelog.map((c: { version: string }) => c.version)).toEqual(['1.1.0', '1.0.0']);
    expect(detail.versions).toEqual([expect.objectContaining({ version: '1.1.0', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    const registerDetail = (await t.request({ method: 'GET', url: `${MARKET}/modules/kol-register` })).json().content;
    expect(registerDetail.screenshots).toContainEqual({ url: 'modules/kol-register/versions/1.0.0/screenshots/kols.png', caption: expect.objectContaining({ en: expect.any(String) }) });
    const image = await t.request({ method: 'GET', url: `${MARKET}/${registerDetail.screenshots[0].url}` });
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
    expect((await t.request({ method: 'GET', url: `${MARKET}/modules/kol-register/versions/1.0.0/screenshots/none.png` })).statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: `${MARKET}/modules/nope/versions/9.9.9` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('There is no module nope 9.9.9');
    expect((await t.request({ method: 'GET', url: `${MARKET}/catalogue?limit=5000` })).statusCode).toBe(400);
  });

  it('serves a signed package whole or resumed by byte ranges, with its sha256', async () => {
    const { t } = app;
    const url = `${MARKET}/modules/kol-register/versions/1.0.0/package`;
    const whole = await t.request({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    const bytes = whole.rawPayload;
    expect(whole.headers['x-package-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const publicKey = createPublicKey(loadSigningKey(t.config.dataDir));
    expect((await verifyPackage(bytes, publicKey, { uid: 'kol-register', version: '1.0.0' })).manifest.title.en).toBe('KOL and hospital-visit register');

    // A download cut after 1,000 bytes resumes from there.
    const head = await t.request({ method: 'GET', url, headers: { range: 'bytes=0-999' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-999/${bytes.length}`);
    const rest = await t.request({ method: 'GET', url, headers: { range: 'bytes=1000-' } });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([head.rawPayload, rest.rawPayload]).equals(bytes)).toBe(true);
    const beyond = await t.request({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('requires the buyer of a priced module, signed in with a token of the marketplace audience', async () => {
    const { t } = app;
    const buyer = await member(0);
    const url = `${MARKET}/modules/visit-plan/versions/1.1.0/package`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const memberToken = await t.login(buyer.username, PASSWORD);
    for (const [method, path] of [['GET', url], ['GET', `${MARKET}/account`], ['GET', `${MARKET}/orders`], ['POST', `${MARKET}/orders`]] as const) {
      const res = await t.request({ method, url: path, token: memberToken, payload: method === 'POST' ? { uid: 'visit-plan', pay: 'points', idempotencyKey: randomUUID() } : undefined });
      expect(res.statusCode, `${method} ${path} with a member token`).toBe(401);
    }
    const token = await buyerToken(buyer.username);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/member/index', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${ADMIN}/index`, token })).statusCode).toBe(401);
    const notBought = await t.request({ method: 'GET', url, token });
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().msg).toBe('The module visit-plan has not been bought');
    const wrong = await t.request({ method: 'POST', url: `${MARKET}/login`, payload: { username: buyer.username, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Account or password is incorrect');
    // A forged token, and the token of a member disabled since, open nothing.
    const [prefix, , signature] = token.split('.');
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ aud: 'marketplace', sub: 1, exp: t.clock.now + 60_000 })).toString('base64url')}.${signature}`;
    expect((await t.request({ method: 'GET', url: `${MARKET}/account`, token: forged })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${MARKET}/account`, token })).statusCode).toBe(200);
    await app.appDb.db.updateTable('app_user').set({ status: 'disabled' }).where('id', '=', buyer.id).execute();
    expect((await t.request({ method: 'GET', url: `${MARKET}/account`, token })).statusCode).toBe(401);
  });

  it('buys by points once: a replay answers the same order, the ledger holds one debit, the package downloads', async () => {
    const { t } = app;
    const buyer = await member(1_200);
    const token = await buyerToken(buyer.username);
    const body = { uid: 'visit-plan', pay: 'points', idempotencyKey: randomUUID() };
    const first = await buy(t, token, body);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().content.order;
    expect(order).toMatchObject({ uid: 'visit-plan', version: '1.1.0', title: '拜访计划', purchaser: buyer.username, pay: 'points', price: 500, status: 'paid', refundable: false });
    expect(order.updateUntil - order.createdAt).toBe(365 * 24 * 3600_000);
    expect(order.orderSn).toMatch(/^M[0-9A-F]{20}$/);
    const replay = await buy(t, token, body);
    expect(replay.json().content).toMatchObject({ created: false, order: { orderSn: order.orderSn } });
    // Another key while the update term runs: the module is the buyer's already, nothing is charged.
    const again = await buy(t, token, { ...body, idempotencyKey: randomUUID() });
    expect(again.json().content).toMatchObject({ created: false, order: { orderSn: order.orderSn } });
    expect(await account(token)).toMatchObject({ points: 700 });
    expect(await ledgerRows('user_score_log', buyer.id)).toEqual([1_200, -500]);

    const orders = (await t.request({ method: 'GET', url: `${MARKET}/orders`, token })).json().content;
    expect(orders).toMatchObject({ total: 1, list: [{ orderSn: order.orderSn }] });
    expect((await t.request({ method: 'GET', url: `${MARKET}/modules/visit-plan/versions/1.1.0/package`, token })).statusCode).toBe(200);
    const catalogue = (await t.request({ method: 'GET', url: `${MARKET}/catalogue` })).json().content.list;
    expect(catalogue.find((m: { uid: string }) => m.uid === 'visit-plan').downloads).toBeGreaterThanOrEqual(1);
    // Someone else's order is not theirs to read, nor the key theirs to reuse.
    const other = await buyerToken((await member(1_000)).username);
    expect((await t.request({ method: 'GET', url: `${MARKET}/orders/${order.orderSn}`, token: other })).statusCode).toBe(404);
    expect((await buy(t, other, body)).statusCode).toBe(409);
  });

  it('refuses a purchase the points do not cover: 400 with the message in the caller\'s language, nothing charged', async () => {
    const { t } = app;
    const buyer = await member(100);
    const token = await buyerToken(buyer.username);
    const en = await buy(t, token, { uid: 'visit-plan', pay: 'points', idempotencyKey: randomUUID() });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe('pay: not enough points: 500 needed, 100 held');
    const zh = await buy(t, token, { uid: 'visit-plan', pay: 'balance', idempotencyKey: randomUUID() }, 'zh-cn');
    expect(zh.json().msg).toBe('pay: 余额不足，需要 5000 分，当前 0 分');
    const bad = await buy(t, token, { uid: 'visit-plan', pay: 'cash', idempotencyKey: 'k' });
    expect(bad.statusCode).toBe(400);
    expect(await ledgerRows('user_score_log', buyer.id)).toEqual([100]);
    expect((await t.request({ method: 'GET', url: `${MARKET}/orders`, token })).json().content.total).toBe(0);
  });

  it(`charges once for ${PARALLEL} parallel buys of one key, and once for parallel buys with different keys`, async () => {
    const { t } = app;
    const buyer = await member(0, 20_000);
    const token = await buyerToken(buyer.username);
    const body = { uid: 'visit-plan', pay: 'balance', idempotencyKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => buy(t, token, body)));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(new Set(answers.map((r) => r.json().content.order.orderSn)).size).toBe(1);
    expect(await ledgerRows('user_money_log', buyer.id)).toEqual([20_000, -5_000]);

    const racer = await member(0, 20_000);
    const racerToken = await buyerToken(racer.username);
    const raced = await Promise.all(Array.from({ length: 20 }, () => buy(t, racerToken, { ...body, idempotencyKey: randomUUID() })));
    expect(raced.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await ledgerRows('user_money_log', racer.id)).toEqual([20_000, -5_000]);
    expect((await t.request({ method: 'GET', url: `${MARKET}/orders`, token: racerToken })).json().content.total).toBe(1);
  });

  it('pays by WeChat through the sandbox confirmation, once, before the code expires; a free module is bought at 0', async () => {
    const { t } = app;
    const buyer = await member(0);
    const token = await buyerToken(buyer.username);
    const started = (await buy(t, token, { uid: 'visit-plan', pay: 'wechat', idempotencyKey: randomUUID() })).json().content;
    expect(started.order).toMatchObject({ pay: 'wechat', price: 5000, status: 'pending', updateUntil: null });
    expect(started.wechat.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(started.wechat.url).toBe(`https://chis.test${MARKET}/orders/${started.order.orderSn}`);
    // The code's address is the order on the buyer's phone.
    const scanned = await t.request({ method: 'GET', url: started.wechat.url.replace('https://chis.test', ''), token });
    expect(scanned.json().content).toMatchObject({ orderSn: started.order.orderSn, title: '拜访计划', price: 5000, status: 'pending' });
    const confirm = (as: string) => t.request({ method: 'POST', url: `${MARKET}/wechat/${started.order.orderSn}/confirm`, token: as });
    expect((await t.request({ method: 'GET', url: `${MARKET}/modules/visit-plan/versions/1.1.0/package`, token })).statusCode).toBe(403);
    expect((await confirm(await buyerToken((await member(0)).username))).statusCode).toBe(404);
    const paid = await confirm(token);
    expect(paid.json().content).toMatchObject({ status: 'paid', updateUntil: t.clock.now + 365 * 24 * 3600_000 });
    expect((await confirm(token)).statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: `${MARKET}/modules/visit-plan/versions/1.1.0/package`, token })).statusCode).toBe(200);
    expect(await account(token)).toMatchObject({ points: 0, balance: 0 });

    const late = await member(0);
    const lateToken = await buyerToken(late.username);
    const pending = (await buy(t, lateToken, { uid: 'visit-plan', pay: 'wechat', idempotencyKey: randomUUID() })).json().content.order;
    t.clock.advance(16 * 60_000);
    const expired = await t.request({ method: 'POST', url: `${MARKET}/wechat/${pending.orderSn}/confirm`, token: await buyerToken(late.username) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toBe('The payment QR code has expired: place the order again');

    const free = (await buy(t, lateToken, { uid: 'kol-register', pay: 'points', idempotencyKey: randomUUID() })).json().content.order;
    expect(free).toMatchObject({ uid: 'kol-register', pay: 'free', price: 0, status: 'paid' });
    expect(await ledgerRows('user_score_log', late.id)).toEqual([]);
  });
});
