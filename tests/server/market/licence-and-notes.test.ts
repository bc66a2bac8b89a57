// A market answer says what its figures cover and why growth is empty (issue 26 items 3 and 8): the
// licensed provinces when the licence is narrower than all of China (the trial's 北京 + 上海 is not
// the market), the real last month of a partial year's window, and the export carries the same notes
// as header lines.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { marketAppForFile, type MarketTestApp } from './market-app';

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

async function exportHeader(body: Record<string, unknown>, lang: string): Promise<string[]> {
  const res = await t.post(`/api/v2/market/${PAGE}/export`, tokens.demo, { block: 'province-ranking', ...body }, lang);
  expect(res.statusCode, res.body).toBe(200);
  const { sourcePath } = res.json().content as { sourcePath: string };
  const file = await t.app.inject({ method: 'GET', url: `/chis_web/api/v2/export-excel/download?sourcePath=${encodeURIComponent(sourcePath)}`, headers: { authorization: tokens.demo } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(file.rawPayload));
  const sheet = workbook.worksheets[0];
  return Array.from({ length: 14 }, (_, i) => String(sheet.getRow(i + 1).getCell(1).value ?? ''));
}

/** Runs `check` with demo licensed to `areas` only, then gives demo all of China back. */
async function withDemoAreas(areas: string[], check: () => Promise<void>): Promise<void> {
  const set = (value: string[]) => t.ctx.db.updateTable('app_user').set({ areas: JSON.stringify(value) }).where('username', '=', 'demo').execute();
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
