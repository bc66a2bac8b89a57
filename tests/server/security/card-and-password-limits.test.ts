// Tracker issue 11, items 1 and 4: card redemption and password changes under parallel bursts
// (failures counted before the secret is checked; per-member and per-address limits in the app
// database), and a password change ends every other session of the account. `verifyPassword`
// (which checks card secrets too) is wrapped to count what is actually checked.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sqlitePath } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { connectAppDb } from '../../../server/db/connect';
import { RATE_RULES } from '../../../server/http/rate-limit';
import { verifyPassword } from '../../../server/modules/auth/password';
import { CARD_LOCK_AFTER } from '../../../server/modules/cards/card-service';
import { issueCardBatch } from '../../../server/modules/cards/issue';
import type { Warehouse } from '../../../server/warehouse/connection';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

vi.mock('../../../server/modules/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const checked = () => vi.mocked(verifyPassword).mock.calls.length;
const DAY = 24 * 3600_000;
const count = (answers: LightMyRequestResponse[], status: number) => answers.filter((a) => a.statusCode === status).length;

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('card and password limits (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, warehouse);
    return () => t.close();
  });

  async function issueCard() {
    const appDb = await connectAppDb({ sqlitePath: sqlitePath(t.config), databaseUrl: t.config.databaseUrl, schema: t.config.databaseSchema });
    const ctx: AppContext = { config: t.config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: () => t.clock.now, captchaText: () => '' };
    try {
      const { cards } = await issueCardBatch(ctx, { name: 'b', count: 1, codes: ['HOME_PAGE'], areas: [], benefitDays: 30, redeemBefore: t.clock.now + 10 * DAY });
      return cards[0];
    } finally {
      await appDb.close();
    }
  }

  it(`20 parallel wrong card secrets: ${CARD_LOCK_AFTER} checked, 15 refused before checking, redemption locked`, async () => {
    const card = await issueCard();
    const token = await t.login('trial', 'chis-trial-2026');
    const before = checked();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request({ method: 'POST', url: '/chis_web/api/v2/user/card/redeem', token, payload: { cardNo: card.cardNo, secret: 'WRONGSECRET1' } })),
    );
    expect(checked() - before).toBe(CARD_LOCK_AFTER);
    expect(count(answers, 400)).toBe(CARD_LOCK_AFTER - 1);
    expect(count(answers, 429)).toBe(20 - RATE_RULES.cardPerMember.limit);
    expect(count(answers, 403)).toBe(RATE_RULES.cardPerMember.limit - (CARD_LOCK_AFTER - 1));
    // The right secret now is refused too, unchecked.
    const right = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/card/redeem', token, payload: { cardNo: card.cardNo, secret: card.secret } });
    expect(right.statusCode).toBe(429);
  });

  it('limits redemptions per address across members', async () => {
    const tokens = [await t.login('trial', 'chis-trial-2026'), await t.login('demo', 'chis-demo-2026')];
    const answers = await Promise.all(
      Array.from({ length: RATE_RULES.cardPerIp.limit + 6 }, (_, i) =>
        t.request({ method: 'POST', url: '/chis_web/api/v2/user/card/redeem', token: tokens[i % 2], payload: { cardNo: 'C000000000000001', secret: 'WRONGSECRET1' } }),
      ),
    );
    // Each member is stopped by its own limit or its lock; the address limit caps the total.
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(2 * (CARD_LOCK_AFTER - 1));
    expect(count(answers, 429)).toBeGreaterThanOrEqual(6);
  });

  it(`25 parallel wrong old passwords: ${RATE_RULES.passwordPerMember.limit} checked, 20 refused (429)`, async () => {
    const token = await t.login('trial', 'chis-trial-2026');
    const before = checked();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.request({ method: 'PUT', url: '/chis_web/sys/user/updatePassword', token, payload: { oldPassword: 'wrong-old-1', newPassword: 'new-pass-1' } })),
    );
    expect(checked() - before).toBe(RATE_RULES.passwordPerMember.limit);
    expect(count(answers, 400)).toBe(RATE_RULES.passwordPerMember.limit);
    expect(count(answers, 429)).toBe(25 - RATE_RULES.passwordPerMember.limit);
    // In a row, too: the limit holds for the window.
    const again = await t.request({ method: 'PUT', url: '/chis_web/sys/user/updatePassword', token, payload: { oldPassword: 'chis-trial-2026', newPassword: 'new-pass-1' } });
    expect(again.statusCode).toBe(429);
    t.clock.advance(RATE_RULES.passwordPerMember.windowMs + 1);
    const fresh = await t.login('trial', 'chis-trial-2026');
    expect((await t.request({ method: 'PUT', url: '/chis_web/sys/user/updatePassword', token: fresh, payload: { oldPassword: 'chis-trial-2026', newPassword: 'new-pass-1' } })).statusCode).toBe(200);
  });

  it('a password change ends every other session, refresh token and legacy token of the account; the caller stays signed in', async () => {
    const login = async () => (await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'trial', password: 'chis-trial-2026' } })).json().content;
    const mine = await login();
    const other = await login();
    const third = await login();
    const otherLegacy = (await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: other.token })).json().content.oldChisToken as string;
    const demo = await t.login('demo', 'chis-demo-2026');

    const changed = await t.request({ method: 'PUT', url: '/chis_web/sys/user/updatePassword', token: mine.token, payload: { oldPassword: 'chis-trial-2026', newPassword: 'new-pass-1' } });
    expect(changed.statusCode).toBe(200);
    const permissions = (token: string) => t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token });
    expect((await permissions(mine.token)).statusCode).toBe(200);
    expect((await permissions(other.token)).statusCode).toBe(401);
    expect((await permissions(third.token)).statusCode).toBe(401);
    for (const session of [other, third]) {
      expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/token/refresh', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(401);
    }
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/old/login', payload: { token: otherLegacy } })).statusCode).toBe(401);
    // Another account's sessions are untouched; the caller's refresh token still works.
    expect((await permissions(demo)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/chis_web/api/v2/user/token/refresh', payload: { refreshToken: mine.refreshToken } })).statusCode).toBe(200);
  });
});
