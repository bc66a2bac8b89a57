// Members and periods are named in the request's language (Accept-Language, which the web client
// sets to the interface language): ATC/SORT categories, groups, companies, generics and products by
// the English names the data carries (a trade name or brand in pinyin), and the month of a MONTH
// period as "Sep 2026" in English only — never in a Chinese page. Non-drug items, which have no ATC
// class, are named so rather than 未分类. Names are those of the known-answer fixtures.
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

  it('names groups, companies and products in English on an English page, and in Chinese on a Chinese one', async () => {
    const ranking = async (lang: string) => {
      const res = await t.post(
        '/api/v2/market/drug-sale-company-analysis/query',
        demo,
        { period: { type: 'MAT', value: '2026-09' }, filters: { cj: ['CKA01', 'CKA02', 'CKA03'] }, blocks: ['group-ranking', 'company-ranking'] },
        lang,
      );
      expect(res.statusCode, res.body).toBe(200);
      const blocks = res.json().content.blocks;
      const names = (block: string) => Object.fromEntries((blocks[block].rows as Row[]).map((row) => [row.key, row.name]));
      return { groups: names('group-ranking'), companies: names('company-ranking') };
    };
    const english = await ranking('en');
    expect(english.groups).toEqual({ GRKA1: 'Zhifang Pharmaceutical Group' });
    // CKA03 was renamed in 2026-01: the name of the period's end, in English.
    expect(english.companies).toEqual({
      CKA01: 'Guangdong Zhifang Pharmaceutical Co., Ltd.',
      CKA02: 'Guangdong Lanxin Pharmaceutical Co., Ltd.',
      CKA03: 'Guangdong Hezhi Pharmaceutical Joint Stock Co., Ltd.',
    });
    const chinese = await ranking('zh-CN');
    expect(chinese.groups).toEqual({ GRKA1: '知方医药集团' });
    expect(chinese.companies).toEqual({ CKA01: '广东知方制药有限公司', CKA02: '广东岚信药业有限公司', CKA03: '广东禾知制药股份有限公司' });

    const products = async (lang: string) => {
      const res = await t.post('/api/v2/market/drug-sale-product-analysis/query', demo, { period: { type: 'MAT', value: '2026-09' }, filters: { tym: ['GKA01'] }, blocks: ['product-ranking'] }, lang);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content.blocks['product-ranking'].rows as Row[]).find((row) => row.key === 'PKA001')?.name;
    };
    expect(await products('en')).toBe('Rebamipide tablets Zhiweian (Guangdong Zhifang Pharmaceutical Co., Ltd.)');
    expect(await products('zh-CN')).toBe('瑞巴派特片（知胃安）（广东知方制药有限公司）');
  });

  it('offers generics, companies and groups under their English names on an English page', async () => {
    const label = async (key: string, keyword: string, lang: string) => {
      const page = key === 'tym' ? 'drug-sale-product-analysis' : 'drug-sale-company-analysis';
      const res = await t.get(`/api/v2/market/${page}/options?key=${key}&keyword=${encodeURIComponent(keyword)}`, demo, lang);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as { value: string; label: string }[]).map((item) => item.label);
    };
    expect(await label('tym', 'rbpt', 'en')).toEqual(['Rebamipide tablets']);
    expect(await label('tym', 'Rebamipide', 'en')).toEqual(['Rebamipide tablets']);
    expect(await label('cj', '禾知', 'en')).toEqual(['Guangdong Hezhi Pharmaceutical Joint Stock Co., Ltd.']);
    expect(await label('rights', 'Zhifang', 'en')).toEqual(['Zhifang Pharmaceutical Group']);
    expect(await label('cj', '禾知', 'zh-CN')).toEqual(['广东禾知制药股份有限公司']);
  });

  it('names the non-drug items (no ATC class) as such in the B2C category and Rx/OTC structures, not 未分类', async () => {
    const slices = async (block: string, lang: string) => {
      const res = await t.post('/api/v2/market/b2c-market-overview/query', demo, { period: { type: 'MAT', value: '2026-09' }, blocks: [block] }, lang);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.blocks[block].rows as (Row & { amount: number })[];
    };
    for (const block of ['category-structure', 'rx-otc-structure']) {
      const chinese = await slices(block, 'zh-CN');
      const nonDrug = chinese.find((row) => row.key === '');
      expect(nonDrug?.name, block).toBe('非药品');
      expect(nonDrug!.amount, block).toBeGreaterThan(0);
      expect(chinese.map((row) => row.name), block).not.toContain('未分类');
      expect((await slices(block, 'en')).find((row) => row.key === '')?.name, block).toBe('Non-drug products');
    }
  });
});
