// The market export reads like the screen it came from (issue 13 item 3): the session's language in
// the file name, sheet, title and headers; the chosen number unit with rounded values and real Excel
// number formats; China time; the filters, period and base in the header rows; 合计 rather than a
// code; columns wide enough. Checked cell by cell on the hand-computed 瑞巴派特片 fixture (GKA01).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { marketAppForFile, type MarketTestApp } from './market-app';

let t: MarketTestApp;
let demo: string;
marketAppForFile((app, tokens) => {
  t = app;
  demo = tokens.demo;
});

const MAT = { type: 'MAT', value: '2026-09' };
// 瑞巴派特片, MAT 2026-09 (tests/fixtures/known-answers/README.md): 6,900 / 3,600 / 1,500 万 against
// 6,000 / 3,600 / 2,400 万; the market 12,000 万 both years.
const BODY = { period: MAT, filters: { tym: ['GKA01'] }, block: 'product-ranking' };

async function exported(body: Record<string, unknown>, lang: string) {
  const res = await t.post('/api/v2/market/drug-sale-product-analysis/export', demo, body, lang);
  expect(res.statusCode, res.body).toBe(200);
  const { sourcePath, filename } = res.json().content as { sourcePath: string; filename: string };
  const file = await t.app.inject({ method: 'GET', url: `/chis_web/api/v2/export-excel/download?sourcePath=${encodeURIComponent(sourcePath)}`, headers: { authorization: demo } });
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  // exceljs' load() is typed for an older Buffer; read from a stream of the same bytes.
  await workbook.xlsx.read(Readable.from(file.rawPayload));
  const sheet = workbook.worksheets[0];
  // texts[i]: the values of row i + 1, from its first column
  const texts = Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));
  const headerRow = texts.findIndex((row) => row[0] === (lang === 'en' ? 'Product' : '产品')) + 1;
  return { filename, sheet, texts, headerRow };
}

/** 'YYYY-MM-DD HH:mm' in China time (UTC+8). */
const chinaMinute = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);

describe('a market export in a Chinese session', () => {
  it('names, header rows, 万元 values with number formats, 合计 and widths as on screen', async () => {
    const before = Date.now();
    const { filename, sheet, texts, headerRow } = await exported({ ...BODY, unit: 'TEN_THOUSAND' }, 'zh-cn');
    expect(filename).toBe('零售药店产品分析-产品排名-MAT 2026M09.xlsx');
    expect(sheet.name).toBe('零售药店产品分析 - 产品排名');
    const header = texts.slice(0, headerRow - 2).map((row) => row[0]);
    expect(header.slice(0, 5)).toEqual(['零售药店产品分析 - 产品排名', '统计期：MAT 2026M09', '通用名：瑞巴派特片', '排序：按销售额', '数值单位：万元']);
    expect(header).toContain('份额、排名、增长贡献率与进化指数均以合计行为基数：按通用名筛选后的市场。');
    expect(header).toContain('数据截至：2026-09');
    expect(header).toContain('导出账号：demo');
    const time = header.find((text) => String(text).startsWith('导出时间（北京时间）：')) as string;
    expect(time).toMatch(/：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect([chinaMinute(before), chinaMinute(Date.now())]).toContain(time.slice(-19, -3));

    expect(texts[headerRow - 1]).toEqual(['产品', '排名', '排名变化', '销售额（万元）', '增长率', '份额', '份额变化', '销量（万）', '均价（元）', '增长贡献率']);
    const cell = (row: number, column: number) => sheet.getRow(headerRow + row).getCell(column);
    // PKA001: 6,900 万, +15 %, 57.5 % (was 50 %: +7.5 pp), 120,000 … packs, 50 元 a pack
    expect(cell(1, 1).value).toMatch(/^瑞巴派特片/);
    expect([cell(1, 2).value, cell(1, 3).value, cell(1, 4).value, cell(1, 5).value, cell(1, 6).value, cell(1, 7).value]).toEqual([1, 0, 6900, 0.15, 0.575, 7.5]);
    expect([cell(1, 3).numFmt, cell(1, 4).numFmt, cell(1, 5).numFmt, cell(1, 6).numFmt, cell(1, 7).numFmt]).toEqual([
      '"↑"0;"↓"0;0',
      '#,##0.00',
      '0.0%',
      '0.0%',
      '+0.00"pp";-0.00"pp";0.00"pp"',
    ]);
    expect(cell(1, 9).value).toBe(50);
    // the market did not grow: no contribution, shown as on screen
    expect(cell(1, 10).value).toBe('-');
    // PKA003: 1,500 万 against 2,400 万 → −37.5 %, 12.5 % (was 20 %: −7.5 pp)
    expect([cell(3, 4).value, cell(3, 5).value, cell(3, 6).value, cell(3, 7).value]).toEqual([1500, -0.375, 0.125, -7.5]);
    // the total row reads 合计, never a code
    expect([cell(4, 1).value, cell(4, 2).value, cell(4, 4).value, cell(4, 6).value]).toEqual(['合计', '-', 12000, 1]);
    expect(texts.flat()).not.toContain('__total__');
    // every column is at least as wide as its title (a CJK character counts twice)
    const titles = texts[headerRow - 1] as string[];
    titles.forEach((title, i) => expect(sheet.getColumn(i + 1).width, title).toBeGreaterThanOrEqual([...title].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0)));
  });

  it('lists the ranking in the order the sort switch shows, 合计 still last', async () => {
    const ranks = async (order?: string) => {
      const { sheet, texts, headerRow } = await exported({ ...BODY, ...(order ? { order } : {}) }, 'zh-cn');
      return texts.slice(headerRow).map((_, i) => String(sheet.getRow(headerRow + 1 + i).getCell(2).value ?? ''));
    };
    expect(await ranks()).toEqual(['1', '2', '3', '-']);
    expect(await ranks('asc')).toEqual(['3', '2', '1', '-']);
    const res = await t.post('/api/v2/market/drug-sale-product-analysis/export', demo, { ...BODY, order: 'sideways' }, 'zh-cn');
    expect(res.statusCode).toBe(400);
  });
});

describe('a market export in an English session', () => {
  it('English words and the chosen unit (亿元 = 100 million RMB)', async () => {
    const { filename, sheet, texts, headerRow } = await exported({ ...BODY, unit: 'HUNDRED_MILLION' }, 'en');
    expect(filename).toBe('Retail pharmacy product analysis-Product ranking-MAT 2026M09.xlsx');
    expect(texts.slice(0, 5).map((row) => row[0])).toEqual([
      'Retail pharmacy product analysis - Product ranking',
      'Period: MAT 2026M09',
      'Generic name: Rebamipide tablets',
      'Sort by: By sales',
      'Number unit: 100 million RMB',
    ]);
    expect(texts[headerRow - 1].slice(0, 5)).toEqual(['Product', 'Rank', 'Rank change', 'Sales (100 million RMB)', 'Growth']);
    expect(sheet.getRow(headerRow + 1).getCell(4).value).toBe(0.69);
    // The product in English: generic, trade name in pinyin, maker (known-answers fixture PKA001 知胃安 by CKA01).
    expect(sheet.getRow(headerRow + 1).getCell(1).value).toBe('Rebamipide tablets Zhiweian (Guangdong Zhifang Pharmaceutical Co., Ltd.)');
    expect(sheet.getRow(headerRow + 4).getCell(1).value).toBe('Total');
  });

  it('refuses a unit that is not one of the switch', async () => {
    const res = await t.post('/api/v2/market/drug-sale-product-analysis/export', demo, { ...BODY, unit: 'DOZEN' }, 'en');
    expect(res.statusCode).toBe(400);
  });
});
