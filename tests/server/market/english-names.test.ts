// Members and periods are named in the request's language (Accept-Language, which the web client
// sets to the interface language): ATC/SORT categories by the English names the data carries, and
// the month of a MONTH period as "Sep 2026" in English only — never in a Chinese page.
import { describe, expect, it } from 'vitest';
import type { Warehouse } from '../../../server/warehouse/connection';
import { marketAppForFile, type MarketTestApp } from './market-app';

let warehouse: Warehouse;
let t: MarketTestApp;
let demo: string;
marketAppForFile((app, tokens, opened) => {
  t = app;
  demo = tokens.demo;
  warehouse = opened;
});

const PAGE = 'drug-sale-market-overview';
type Row = { key: string; name: string };

async function categoryRows(lang: string): Promise<Row[]> {
  const res = await t.post(
    `/api/v2/market/${PAGE}/query`,
    demo,
    { period: { type: 'MAT', value: '2026-09' }, blocks: ['category-structure'], toggles: { 'category-structure': 'atc4' } },
    lang,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().content.blocks['category-structure'].rows as Row[]).filter((row) => row.key !== '__other__');
}

describe('market names follow the language of the request', () => {
  it('names ATC level-4 categories in English on an English page and in Chinese on a Chinese one', async () => {
    const atc = new Map(
      (await warehouse.all<{ code: string; name: string; name_en: string | null }>('SELECT code, name, name_en FROM dim_atc')).map((row) => [row.code, row]),
    );
    const english = await categoryRows('en');
    const chinese = await categoryRows('zh-CN');
    const named = english.filter((row) => atc.get(row.key)?.name_en);
    expect(named.length).toBeGreaterThan(0);
    for (const row of named) expect(row.name, row.key).toBe(atc.get(row.key)!.name_en);
    for (const row of chinese.filter((r) => atc.has(r.key))) expect(row.name, row.key).toBe(atc.get(row.key)!.name);
  });

  it('offers category filter options under their English names on an English page', async () => {
    const options = async (lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/chis_web/api/v2/market/${PAGE}/options?key=category&keyword=A02`,
        headers: { channel: 'web', 'accept-language': lang, authorization: demo },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as { value: string; label: string }[]).find((item) => item.value === 'A02')?.label;
    };
    expect(await options('en')).toBe('A02 Antacids and antiulcerants');
    expect(await options('zh-CN')).toBe('A02 抑酸药');
  });

  it('labels a MONTH period in the page language', async () => {
    const period = async (lang: string) =>
      (await t.post(`/api/v2/market/${PAGE}/query`, demo, { period: { type: 'MONTH', value: '2026-09' }, blocks: ['kpis'] }, lang)).json().content.period.label;
    expect(await period('zh-CN')).toBe('2026年9月');
    expect(await period('en')).toBe('Sep 2026');
  });
});
