// Prepaid benefit cards: batch issue, redeem, double redeem, wrong-secret lockout, expiry, codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectAppDb } from '../../../server/db/connect';
import { sqlitePath } from '../../../server/config';
import { CARD_LOCK_AFTER, CARD_LOCK_MS } from '../../../server/modules/cards/card-service';
import { issueCardBatch, type BatchSpec } from '../../../server/modules/cards/issue';
import type { AppContext } from '../../../server/context';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

const DAY = 24 * 3600_000;
let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('cards (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp(dialect, warehouse);
    token = await t.login('trial', 'chis-trial-2026');
    return () => t.close();
  });

  async function issue(spec: Partial<BatchSpec> = {}) {
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    const ctx: AppContext = { config: t.config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: () => t.clock.now, captchaText: () => '' };
    try {
      return await issueCardBatch(ctx, {
        name: 'test batch',
        count: 2,
        codes: ['HOSPITAL_MARKET_OVERVIEW', 'HOSPITAL_MARKET_OVERVIEW_EXPORT'],
        areas: ['广东'],
        benefitDays: 30,
        redeemBefore: t.clock.now + 10 * DAY,
        ...spec,
      });
    } finally {
      await appDb.close();
    }
  }

  const redeem = (cardNo: string, secret: string) => t.request({ method: 'POST', url: '/chis_web/api/v2/user/card/redeem', token, payload: { cardNo, secret } });
  const codes = async () =>
    ((await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token })).json().content.permissions as { code: string }[]).map((p) => p.code);

  it('issues a batch of distinct cards and redeems one for its codes and areas until the expiry', async () => {
    const { cards } = await issue({ count: 5 });
    expect(new Set(cards.map((c) => c.cardNo)).size).toBe(5);
    expect(await codes()).not.toContain('HOSPITAL_MARKET_OVERVIEW');

    const res = await redeem(cards[0].cardNo, cards[0].secret.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ codes: ['HOSPITAL_MARKET_OVERVIEW', 'HOSPITAL_MARKET_OVERVIEW_EXPORT'], areas: ['广东'] });
    expect(await codes()).toEqual(expect.arrayContaining(['HOSPITAL_MARKET_OVERVIEW', 'HOSPITAL_MARKET_OVERVIEW_EXPORT']));

    const benefits = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/benefits', token })).json().content;
    expect(benefits.total).toBe(1);
    expect(benefits.list[0].active).toBe(true);

    t.clock.advance(30 * DAY + 1);
    token = await t.login('trial', 'chis-trial-2026'); // the old access token expired meanwhile
    expect(await codes()).not.toContain('HOSPITAL_MARKET_OVERVIEW');
  });

  it('redeems a card once only, even when two redemptions race', async () => {
    const { cards } = await issue();
    const [a, b] = await Promise.all([redeem(cards[0].cardNo, cards[0].secret), redeem(cards[0].cardNo, cards[0].secret)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await redeem(cards[0].cardNo, cards[0].secret)).json().msg).toBe('This card has already been redeemed');
    const benefits = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/benefits', token })).json().content;
    expect(benefits.total).toBe(1);
  });

  it('refuses an expired card', async () => {
    const { cards } = await issue({ redeemBefore: t.clock.now + DAY });
    t.clock.advance(DAY + 1);
    token = await t.login('trial', 'chis-trial-2026');
    expect((await redeem(cards[0].cardNo, cards[0].secret)).json()).toMatchObject({ code: 400, msg: 'This card has expired' });
  });

  it('locks redemption after repeated wrong secrets', async () => {
    const { cards } = await issue();
    for (let i = 1; i < CARD_LOCK_AFTER; i++) {
      expect((await redeem(cards[0].cardNo, 'WRONGSECRET')).json().content.remainingAttempts).toBe(CARD_LOCK_AFTER - i);
    }
    expect((await redeem(cards[0].cardNo, 'WRONGSECRET')).statusCode).toBe(403);
    expect((await redeem(cards[0].cardNo, cards[0].secret)).statusCode).toBe(403);
    t.clock.advance(CARD_LOCK_MS + 1);
    expect((await redeem(cards[0].cardNo, cards[0].secret)).statusCode).toBe(200);
  });

  it('validates input and rejects unknown codes at issue time', async () => {
    expect((await redeem('12345', 'x')).json().msg).toMatch(/^cardNo:/);
    await expect(issue({ codes: ['NO_SUCH_CODE'] })).rejects.toThrow('cards.unknownCodes');
  });
});
