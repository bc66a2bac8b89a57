// The members' balance and points ledger (issue 23 item 4): an administrator's adjustment is one
// append-only ledger row plus the member's new balance, written under the member's row lock, so 200
// parallel ± adjustments lose nothing, the balance equals the sum of the ledger and each row starts
// where the previous one ended; a replayed idempotency key writes nothing; no balance goes below 0;
// no ledger row can be edited or deleted; only administrators holding user/adjust adjust.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/modules/ledger/consistency';
import { dialects, type TestApp } from '../helpers/app';
import { adminWithRules } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';

const API = '/chis_web/api/admin';
const PARALLEL = 200;

let made = 0;

async function newMember(t: TestApp, token: string): Promise<number> {
  const res = await t.request({ method: 'POST', url: `${API}/user`, token, payload: { username: `ledger${++made}`, nickname: '账本', password: 'Member-123', status: 'active' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.id as number;
}

const adjust = (t: TestApp, token: string, body: Record<string, unknown>) => t.request({ method: 'POST', url: `${API}/user/adjust`, token, payload: body });

interface LedgerRow {
  id: number;
  user_id: number;
  change: number;
  before: number;
  after: number;
  remark: string;
}

/** A member's ledger rows in the order they were written, read page by page through the ledger screen. */
async function ledgerOf(t: TestApp, token: string, screen: string, userId: number): Promise<LedgerRow[]> {
  const search = encodeURIComponent(JSON.stringify([{ field: 'user_id', operator: 'eq', value: userId }]));
  const rows: LedgerRow[] = [];
  for (let page = 1; ; page++) {
    const res = await t.request({ method: 'GET', url: `${API}/${screen}?search=${search}&limit=200&page=${page}&order=id,asc`, token });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().content.list as LedgerRow[];
    rows.push(...list);
    if (list.length < 200) return rows;
  }
}

describe.each(dialects())('balance and points ledger (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  it('keeps every one of 200 parallel ± adjustments: balance = Σ ledger, each row starts where the previous ended', async () => {
    const { t, token } = app;
    const id = await newMember(t, token);
    const opening = await adjust(t, token, { id, field: 'money', change: 100_00, remark: '开户', idempotencyKey: randomUUID() });
    expect(opening.json().content).toMatchObject({ before: 0, after: 100_00, replayed: false });

    const changes = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0 ? 250 : -150));
    const answers = await Promise.all(changes.map((change) => adjust(t, token, { id, field: 'money', change, remark: `并发 ${change}`, idempotencyKey: randomUUID() })));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);

    const expected = 100_00 + changes.reduce((a, b) => a + b, 0);
    const member = await t.request({ method: 'GET', url: `${API}/user/${id}`, token });
    expect(member.json().content).toMatchObject({ money: expected, score: 0 });

    const rows = await ledgerOf(t, token, 'user-money-log', id);
    expect(rows).toHaveLength(PARALLEL + 1);
    expect(rows.reduce((sum, r) => sum + r.change, 0)).toBe(expected);
    rows.forEach((row, i) => {
      expect(row.after).toBe(row.before + row.change);
      expect(row.before).toBe(i === 0 ? 0 : rows[i - 1].after);
    });
    expect(rows.at(-1)?.after).toBe(expected);
    expect((await checkLedger(t.app.adminRegistry.context)).consistent).toBe(true);
  });

  it('answers a replayed idempotency key with its first result and writes nothing', async () => {
    const { t, token } = app;
    const id = await newMember(t, token);
    const body = { id, field: 'score', change: 30, remark: '签到奖励', idempotencyKey: randomUUID() };
    const first = await adjust(t, token, body);
    expect(first.statusCode, first.body).toBe(200);
    const replays = await Promise.all([adjust(t, token, body), adjust(t, token, body)]);
    for (const again of replays) {
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().content).toEqual({ ...first.json().content, replayed: true });
    }
    expect(await ledgerOf(t, token, 'user-score-log', id)).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).json().content.score).toBe(30);

    // The same key for another change is a mistake, not a replay.
    const reused = await adjust(t, token, { ...body, change: 31 });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(await ledgerOf(t, token, 'user-score-log', id)).toHaveLength(1);
  });

  it('refuses a change that would leave a negative balance, and bad input naming its field', async () => {
    const { t, token } = app;
    const id = await newMember(t, token);
    await adjust(t, token, { id, field: 'money', change: 500, remark: '充值', idempotencyKey: randomUUID() });
    const below = await adjust(t, token, { id, field: 'money', change: -501, remark: '扣款', idempotencyKey: randomUUID() });
    expect(below.statusCode).toBe(400);
    expect(below.json().msg).toBe('change: would take the balance below 0 (it is 500)');
    const cases: [Record<string, unknown>, string][] = [
      [{ field: 'money', change: 1, remark: '' }, 'remark: is required'],
      [{ field: 'balance', change: 1, remark: 'x' }, 'field: must be one of money, score'],
      [{ field: 'money', change: 1.5, remark: 'x' }, 'change: must be an integer'],
      [{ field: 'money', change: 0, remark: 'x' }, 'change: must be a non-zero integer'],
      [{ field: 'money', change: 1, remark: 'x', idempotencyKey: 'short' }, 'idempotencyKey: must be 8–64'],
    ];
    for (const [body, msg] of cases) {
      const res = await adjust(t, token, { id, idempotencyKey: randomUUID(), ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const unknown = await adjust(t, token, { id: 999_999, field: 'money', change: 1, remark: 'x', idempotencyKey: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).json().content.money).toBe(500);
    expect(await ledgerOf(t, token, 'user-money-log', id)).toHaveLength(1);
  });

  it('keeps the ledger append-only and the balance out of the member form', async () => {
    const { t, token } = app;
    const id = await newMember(t, token);
    await adjust(t, token, { id, field: 'money', change: 700, remark: '充值', idempotencyKey: randomUUID() });
    const [row] = await ledgerOf(t, token, 'user-money-log', id);
    for (const screen of ['user-money-log', 'user-score-log']) {
      expect((await t.request({ method: 'PUT', url: `${API}/${screen}/${row.id}`, token, payload: { remark: '改' } })).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `${API}/${screen}?ids=${row.id}`, token })).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: `${API}/${screen}`, token, payload: { user_id: id, change: 1, before: 0, after: 1, remark: 'x' } })).statusCode).toBe(404);
    }
    // Balance and points are read-only on the member screen: only an adjustment changes them.
    const edit = await t.request({ method: 'PUT', url: `${API}/user/${id}`, token, payload: { money: 1_000_000 } });
    expect(edit.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `${API}/user/${id}`, token })).json().content.money).toBe(700);
    expect(await ledgerOf(t, token, 'user-money-log', id)).toEqual([row]);
  });

  it('lets only administrators holding user/adjust adjust, and no member read the ledger through the admin API', async () => {
    const { t, token } = app;
    const id = await newMember(t, token);
    const viewer = await adminWithRules(t, token, 'ledger viewer', ['user/index', 'user-money-log/index']);
    const refused = await adjust(t, viewer.token, { id, field: 'money', change: 100, remark: '越权', idempotencyKey: randomUUID() });
    expect(refused.statusCode).toBe(403);
    const cashier = await adminWithRules(t, token, 'ledger cashier', ['user/index', 'user/adjust']);
    const done = await adjust(t, cashier.token, { id, field: 'money', change: 100, remark: '授权调整', idempotencyKey: randomUUID() });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await ledgerOf(t, token, 'user-money-log', id);
    expect(row).toMatchObject({ change: 100, admin_id: cashier.adminId, cause: 'admin', remark: '授权调整' });

    const member = await t.login(`ledger${made}`, 'Member-123');
    for (const url of [`${API}/user-money-log`, `${API}/user-score-log`, `${API}/user/${id}`]) {
      expect((await t.request({ method: 'GET', url, token: member })).statusCode).toBe(401);
    }
  });

  it('says on the dashboard and in the check when a balance no longer equals its ledger', async () => {
    const { t, token, appDb } = app;
    const id = await newMember(t, token);
    await adjust(t, token, { id, field: 'score', change: 40, remark: '奖励', idempotencyKey: randomUUID() });
    const before = await t.request({ method: 'GET', url: `${API}/dashboard`, token });
    expect(before.json().content.ledger).toMatchObject({ consistent: true, mismatches: 0 });

    await appDb.db.updateTable('app_user').set({ score: 41 }).where('id', '=', id).execute();
    const report = await checkLedger(t.app.adminRegistry.context);
    expect(report.consistent).toBe(false);
    expect(report.mismatches).toEqual([{ userId: id, username: `ledger${made}`, field: 'score', balance: 41, ledger: 40 }]);
    const after = await t.request({ method: 'GET', url: `${API}/dashboard`, token });
    expect(after.json().content.ledger).toMatchObject({ consistent: false, mismatches: 1 });
    await appDb.db.updateTable('app_user').set({ score: 40 }).where('id', '=', id).execute();
  });
});
