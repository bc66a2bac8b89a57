// A market answer says what its figures cover and why growth is empty (issue 26 items 3 and 8): the
// licensed provinces when the licence is narrower than all of China (the trial's 北京 + 上海 is not
// the market), the real last month of a partial year's window, and the export carries the same notes
// as header lines. The home page and the user centre read the same licence (licenceSummary).
import { describe, expect, it } from 'vitest';
import { licenceSummary } from '../../../server/modules/home/licence';
import { exportHeaderLines, marketAppForFile, type MarketTestApp } from './market-app';
import { bumpEntitlements } from '../../../server/modules/entitlements/version';

let t: MarketTestApp;
let tokens: Record<string, string>;
marketAppForFile(
  (app, signedIn) => {
    t = app;
    tokens = signedIn;
  },
  ['demo', 'trial'],
);

const PAGE = 'drug-sale-market-overview';
const MAT = { type: 'MAT', value: '2026-09' };

async function answer(token: string, body: Record<string, unknown>) {
  const res = await t.post(`/api/v2/market/${PAGE}/query`, token, { blocks: ['kpis'], ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content as { licensedProvinces: string[] | null; period: { cur: { from: string; to: string }; noComparison: string | null } };
}

const exportHeader = (body: Record<string, unknown>, lang: string) => exportHeaderLines(t, tokens.demo, PAGE, { block: 'province-ranking', ...body }, lang);

/** Runs `check` with demo licensed to `areas` only, then gives demo all of China back. */
async function withDemoAreas(areas: string[], check: () => Promise<void>): Promise<void> {
  // Written straight into the database, so the entitlement version is bumped as an admin write would.
  const set = async (value: string[]) => {
    await t.ctx.db.updateTable('app_user').set({ areas: JSON.stringify(value) }).where('username', '=', 'demo').execute();
    await bumpEntitlements(t.ctx.db);
  };
  await set(areas);
  try {
    await check();
  } finally {
    await set(['*']);
  }
}

describe('the licence behind the figures', () => {
  it('a trial (北京 + 上海; the small warehouse holds 北京, 江苏, 广东) is told its figures are 北京 only', async () => {
    expect((await answer(tokens.trial, { period: MAT })).licensedProvinces).toEqual(['北京市']);
  });

  it('a licence of all of China adds no note', async () => {
    expect((await answer(tokens.demo, { period: MAT })).licensedProvinces).toBeNull();
  });

  it('a licence naming every province of the data is all of China too', async () => {
    await withDemoAreas(['北京', '江苏', '广东'], async () => {
      expect((await answer(tokens.demo, { period: MAT })).licensedProvinces).toBeNull();
    });
  });

  it('the export says so in the caller\'s language', async () => {
    await withDemoAreas(['北京', '上海'], async () => {
      expect(await exportHeader({ period: MAT }, 'zh-cn')).toContain('仅含授权省份：北京');
      expect(await exportHeader({ period: MAT }, 'en')).toContain('Licensed provinces only: Beijing');
    });
    expect((await exportHeader({ period: MAT }, 'zh-cn')).some((line) => line.startsWith('仅含授权省份'))).toBe(false);
  });
});

describe('a partial year', () => {
  it('its window ends with the last month of data, not December', async () => {
    const partial = await answer(tokens.demo, { period: { type: 'YEAR', value: '2026' } });
    expect(partial.period.cur).toEqual({ from: '2026-01', to: '2026-09' });
    expect(partial.period.noComparison).toBe('partialYear');
    const full = await answer(tokens.demo, { period: { type: 'YEAR', value: '2025' } });
    expect(full.period.cur).toEqual({ from: '2025-01', to: '2025-12' });
  });

  it('its export says why growth is empty; a comparable period\'s does not', async () => {
    expect(await exportHeader({ period: { type: 'YEAR', value: '2026' } }, 'zh-cn')).toContain('本期为不完整年度，不与完整年度比较，增长率为空');
    expect(await exportHeader({ period: { type: 'YEAR', value: '2026' } }, 'en')).toContain('A partial year is not compared with full years: no growth');
    expect((await exportHeader({ period: MAT }, 'zh-cn')).some((line) => line.includes('增长率为空'))).toBe(false);
  });
});

describe('the licence summary of the home page and the user centre', () => {
  const userId = async (username: string) => (await t.ctx.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const summary = async (username: string) => licenceSummary({ ...t.ctx, warehouse: t.ctx.warehouse! }, await userId(username));

  it('all of China and no end date for the demo account, the licensed provinces for the trial', async () => {
    expect(await summary('demo')).toEqual({ provinces: null, until: null });
    expect(await summary('trial')).toEqual({ provinces: ['北京市'], until: null });
  });

  it('ends when the last active benefit package ends (an expired or future one does not count)', async () => {
    const id = await userId('trial');
    const now = t.ctx.now();
    const day = 86_400_000;
    const benefit = (startsAt: number, expiresAt: number) => ({ user_id: id, codes: '[]', areas: '[]', source: 'test', starts_at: startsAt, expires_at: expiresAt });
    await t.ctx.db.insertInto('benefit').values([benefit(now - 10 * day, now + 30 * day), benefit(now - 10 * day, now + 90 * day), benefit(now - 90 * day, now - day), benefit(now + day, now + 400 * day)]).execute();
    try {
      expect(await summary('trial')).toEqual({ provinces: ['北京市'], until: now + 90 * day });
    } finally {
      await t.ctx.db.deleteFrom('benefit').where('user_id', '=', id).execute();
    }
  });
});
