// Prepaid card batches from the admin (issue 23 item 5): the issue action makes a batch of cards
// whose secrets no API returns; the issuing administrator downloads the numbers and secrets once as
// a real workbook (a second download is refused and the file is gone); a card of the batch
// subscribes the member who redeems it to the batch's plan and areas, seen on their next request;
// bad input is a 400 naming the field.
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { batchFilePath } from '../../../server/modules/cards/batch-file';
import type { AppContext } from '../../../server/context';
import { entitlementsOf } from '../../../server/modules/entitlements/cache';
import { dialects, type TestApp } from '../helpers/app';
import { adminWithRules, memberWithoutCodes } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';

const API = '/chis_web/api/admin';
const DAY = 24 * 3600_000;

async function planOf(t: TestApp, token: string, name: string, rules: string[], areas: string[]): Promise<number> {
  const res = await t.request({ method: 'POST', url: `${API}/user-group`, token, payload: { name, rules, areas } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.id as number;
}

const issue = (t: TestApp, token: string, body: Record<string, unknown>) => t.request({ method: 'POST', url: `${API}/card-batch/issue`, token, payload: body });
const download = (t: TestApp, token: string, id: number) => t.request({ method: 'GET', url: `${API}/card-batch/${id}/download`, token });

describe.each(dialects())('card batches (%s)', (dialect) => {
  const app = useAdminApp(dialect);

  it('issues 20 cards, downloads their secrets once as xlsx, and a redeemed card subscribes the member to the plan and areas', async () => {
    const { t, appDb } = app;
    const issuer = await adminWithRules(t, app.token, 'card issuer', ['card-batch/index', 'card-batch/issue', 'card-batch/download']);
    const plan = await planOf(t, app.token, 'card plan', ['HOSPITAL_MARKET_OVERVIEW'], []);

    const issued = await issue(t, issuer.token, { name: '2027 春季卡', count: 20, plan_id: plan, areas: ['北京', '上海'], days: 90, remark: '渠道 A' });
    expect(issued.statusCode, issued.body).toBe(200);
    const id = issued.json().content.id as number;
    expect(issued.json().content).toEqual({ id, count: 20 });

    // 20 cards, stored hashed; neither the batch list nor the action's answer carries a secret.
    const cards = await appDb.db.selectFrom('card').selectAll().where('batch_id', '=', id).execute();
    expect(cards).toHaveLength(20);
    expect(cards.every((c) => c.secret_hash.startsWith('scrypt$'))).toBe(true);
    const list = await t.request({ method: 'GET', url: `${API}/card-batch`, token: issuer.token });
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().content.list as Record<string, unknown>[]).find((r) => r.id === id)!;
    expect(row).toMatchObject({ name: '2027 春季卡', count: 20, plan_id: plan, areas: ['北京', '上海'], benefit_days: 90, issued_by: issuer.adminId, downloaded_at: null });

    // Another administrator holding the rule may not take the issuer's secrets.
    const other = await adminWithRules(t, app.token, 'other issuer', ['card-batch/download']);
    expect((await download(t, other.token, id)).statusCode).toBe(403);

    const file = await download(t, issuer.token, id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((r) => ({ cardNo: String(r[1]), secret: String(r[2]) }));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.cardNo))).toEqual(new Set(cards.map((c) => c.card_no)));
    // The secrets appear nowhere else: not in the list's answer, not in the admin log.
    const log = await appDb.db.selectFrom('admin_log').select(['url', 'data']).execute();
    for (const { secret } of rows) {
      expect(list.body).not.toContain(secret);
      expect(JSON.stringify(log)).not.toContain(secret);
    }

    const again = await download(t, issuer.token, id);
    expect(again.statusCode).toBe(410);
    expect(again.json().msg).toBe('The numbers and secrets of this batch were already downloaded: they can be downloaded once only');
    const batch = await appDb.db.selectFrom('card_batch').select('downloaded_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(batch.downloaded_at)).toBe(t.clock.now);
    expect(existsSync(batchFilePath({ config: t.config } as AppContext, id))).toBe(false);

    // A member redeems one card: their next request sees the plan's codes and the batch's areas.
    const member = await memberWithoutCodes(t);
    const codes = async () =>
      ((await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: member })).json().content.permissions as { code: string }[]).map((p) => p.code);
    expect(await codes()).not.toContain('HOSPITAL_MARKET_OVERVIEW');
    const redeemed = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/card/redeem', token: member, payload: rows[0] });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await codes()).toContain('HOSPITAL_MARKET_OVERVIEW');
    const { id: memberId } = await appDb.db.selectFrom('app_user').select('id').where('username', '=', 'nocodes').executeTakeFirstOrThrow();
    const ctx = { config: t.config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: () => t.clock.now, captchaText: () => '' } as AppContext;
    const entitlements = await entitlementsOf(ctx, memberId);
    expect(entitlements.codes.has('HOSPITAL_MARKET_OVERVIEW')).toBe(true);
    expect([...(entitlements.licenses.areas ?? ['*'])].sort()).toEqual(['上海', '北京']);
    const benefit = await appDb.db.selectFrom('benefit').selectAll().where('source', '=', `card:${rows[0].cardNo}`).executeTakeFirstOrThrow();
    expect(Number(benefit.plan_id)).toBe(plan);
    expect(Number(benefit.expires_at) - Number(benefit.starts_at)).toBe(90 * DAY);

    // The card screen lists the batch's cards read-only: who redeemed which, never a secret or its hash.
    const viewer = await adminWithRules(t, app.token, 'card viewer', ['card/index']);
    const listed = await t.request({ method: 'GET', url: `${API}/card`, token: viewer.token, query: { search: JSON.stringify([{ field: 'batch_id', operator: 'eq', value: id }]), limit: '50' } });
    expect(listed.statusCode, listed.body).toBe(200);
    const cardRows = listed.json().content.list as Record<string, unknown>[];
    expect(cardRows).toHaveLength(20);
    expect(cardRows.find((c) => c.card_no === rows[0].cardNo)).toMatchObject({ batch_id: id, redeemed_by: memberId, redeemed_at: t.clock.now });
    expect(cardRows.filter((c) => c.redeemed_by !== null)).toHaveLength(1);
    expect(Object.keys(cardRows[0]).sort()).toEqual(['batch_id', 'card_no', 'redeemed_at', 'redeemed_by']);
    for (const { secret } of rows) expect(listed.body).not.toContain(secret);
    // The batch column reads as the batch's name (the batch screen's select label is its name).
    const labels = await t.request({ method: 'GET', url: `${API}/card-batch/select`, token: app.token, query: { initValue: JSON.stringify([id]) } });
    expect(labels.json().content.list).toEqual([{ value: id, label: '2027 春季卡' }]);
    expect(listed.body).not.toContain('scrypt$');
    // Read-only: no rule writes a card, whatever the caller holds.
    const write = await t.request({ method: 'PUT', url: `${API}/card/${rows[1].cardNo}`, token: app.token, payload: { redeemed_by: memberId } });
    expect(write.statusCode).not.toBe(200);
  });

  it('ends the subscriptions of a dated batch on its date, all of China included', async () => {
    const { t, appDb, token } = app;
    const plan = await planOf(t, token, 'dated plan', ['HOSPITAL_MARKET_OVERVIEW'], []);
    const issued = await issue(t, token, { name: 'dated', count: 1, plan_id: plan, areas: ['*', '北京'], valid_until: '2099-12-31' });
    expect(issued.statusCode, issued.body).toBe(200);
    const batch = await appDb.db.selectFrom('card_batch').selectAll().where('id', '=', issued.json().content.id).executeTakeFirstOrThrow();
    expect(JSON.parse(batch.areas)).toEqual(['*']);
    expect(Number(batch.expires_at)).toBe(Date.parse('2099-12-31T23:59:59.999+08:00'));
    expect(Number(batch.redeem_before)).toBe(Number(batch.expires_at));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { t, token } = app;
    const plan = await planOf(t, token, 'checked plan', ['HOME_PAGE'], []);
    const good = { name: 'b', count: 1, plan_id: plan, areas: ['北京'], days: 30 };
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, 'count'],
      [{ count: 5001 }, 'count'],
      [{ count: 2.5 }, 'count'],
      [{ plan_id: 999_999 }, 'plan_id'],
      [{ plan_id: undefined }, 'plan_id'],
      [{ areas: [] }, 'areas'],
      [{ areas: ['火星'] }, 'areas'],
      [{ name: ' ' }, 'name'],
      [{ days: undefined }, 'valid_until'],
      [{ valid_until: '2099-01-01' }, 'valid_until'],
      [{ days: undefined, valid_until: '2000-01-01' }, 'valid_until'],
      [{ days: 0 }, 'days'],
    ];
    for (const [change, field] of cases) {
      const res = await issue(t, token, { ...good, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.json().msg.startsWith(`${field}:`), res.json().msg).toBe(true);
    }
    const zh = await t.request({ method: 'POST', url: `${API}/card-batch/issue`, token, payload: { ...good, count: 5001 }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toBe('count: 必须是 1 到 5000 之间的整数');
  });

  it('needs the issue rule to issue', async () => {
    const { t, token } = app;
    const viewer = await adminWithRules(t, token, 'card viewer', ['card-batch/index']);
    const plan = await planOf(t, token, 'viewer plan', ['HOME_PAGE'], []);
    expect((await issue(t, viewer.token, { name: 'x', count: 1, plan_id: plan, areas: ['北京'], days: 1 })).statusCode).toBe(403);
  });
});
