import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decrypt, PENETRATION_PARAM } from '../../src/shared/penetration-params';
import { launchChromium, logIn } from './browser';

// A market analysis page in a real browser against the real server and the `small` warehouse: choose
// a generic name by search, query, change the period type and see the charts redraw, then open a brand's
// product analysis in a new tab that queries with the same filters; then export a ranking and read the
// workbook back cell by cell against the table on screen.

const base = inject('baseUrl');
const PAGE = 'drug-sale-product-analysis';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const downloadDir = mkdtempSync(join(tmpdir(), 'chis-e2e-market-'));

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  // The client sends fetch(Request) with a streamed body that Playwright cannot read back: each tab
  // records the page-query bodies it sends instead.
  await context.addInitScript((path) => {
    const queries: unknown[] = [];
    Object.assign(window, { marketQueries: queries });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && request.url.includes(path)) void request.clone().text().then((text) => queries.push(JSON.parse(text)));
      return original(request);
    };
  }, `/api/v2/market/${PAGE}/query`);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloadDir, { recursive: true, force: true });
});

/** The page-query bodies a tab has sent so far, oldest first. */
const sentQueries = (target: Page) => target.evaluate(() => (window as unknown as { marketQueries: unknown[] }).marketQueries) as Promise<QueryBody[]>;

async function nthQuery(target: Page, n: number): Promise<QueryBody> {
  await expect.poll(async () => (await sentQueries(target)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  return (await sentQueries(target))[n - 1];
}

/** Scrolls a ranking table into view, drawn or still keeping its room (DeferredDataTable). */
async function reveal(target: Page, testId: string): Promise<void> {
  await target.getByTestId(`${testId}-deferred`).scrollIntoViewIfNeeded();
}

interface QueryBody {
  filters: Record<string, unknown>;
  period: { type: string; value: string };
}

describe('market analysis', () => {
  it('changes a filter, redraws the charts and opens the product analysis in a new tab with the same filters', async () => {
    await logIn(page, base, 'demo', 'chis-demo-2026');
    await page.goto(`${base}/market-database/drug-sale/product-analysis`);
    // No product tag yet: the spec §5 prompt instead of a query.
    await page.getByTestId(`${PAGE}-missing-tag`).waitFor({ timeout: 20_000 });

    // 瑞巴派特片: the known-answer generic of `small` with three makers in retail (tests/fixtures/known-answers).
    const tym = page.getByTestId(`${PAGE}-filter-tym`);
    await tym.click();
    await tym.locator('input').fill('瑞巴派特');
    await page.getByRole('option', { name: '瑞巴派特片', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId(`${PAGE}-search`).click();
    const firstBody = await nthQuery(page, 1);
    expect(firstBody.period.type).toBe('MAT');
    expect(firstBody.filters.tym).toHaveLength(1);
    const trend = page.getByTestId(`${PAGE}-sales-trend`);
    await expect.poll(() => trend.getAttribute('data-revision'), { timeout: 20_000 }).toBe('1');
    expect(await trend.locator('svg path').count()).toBeGreaterThan(3);
    // A chart further down is drawn once the reader scrolls to it.
    const regional = page.getByTestId(`${PAGE}-regional-spread`);
    await regional.scrollIntoViewIfNeeded();
    await expect.poll(() => regional.getAttribute('data-revision')).toBe('1');

    // Another period type: a new query and every chart drawn again.
    await page.getByTestId(`${PAGE}-filter-timeType`).getByText('年', { exact: true }).click();
    await page.getByTestId(`${PAGE}-search`).click();
    const secondBody = await nthQuery(page, 2);
    expect(secondBody.period.type).toBe('YEAR');
    expect(secondBody.filters.tym).toEqual(firstBody.filters.tym);
    await expect.poll(() => trend.getAttribute('data-revision'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => regional.getAttribute('data-revision')).toBe('2');

    // A brand's product analysis in a new tab, carrying the filters.
    await reveal(page, `${PAGE}-brand-ranking`);
    const link = page.getByTestId(`${PAGE}-brand-ranking-open-product-analysis`).first();
    await link.waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL(/\/market-database\/drug-sale\/product-analysis\?/);
    const carried = decrypt(new URL(tab.url()).searchParams.get(PENETRATION_PARAM));
    expect(carried).toMatchObject({ tym: secondBody.filters.tym, timeType: 'YEAR' });
    expect(carried.brand).toHaveLength(1);
    const tabBody = await nthQuery(tab, 1);
    expect(tabBody.filters).toMatchObject({ tym: secondBody.filters.tym, brand: carried.brand });
    expect(tabBody.period).toEqual(secondBody.period);
    await expect.poll(() => tab.getByTestId(`${PAGE}-sales-trend`).getAttribute('data-revision'), { timeout: 20_000 }).toBe('1');
  }, 120_000);

  it('draws the blocks further down an overview only as the reader scrolls to them', async () => {
    const OVERVIEW = 'drug-sale-market-overview';
    const scripts: string[] = [];
    const record = (request: { url: () => string; resourceType: () => string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', record);
    try {
      await page.goto(`${base}/market-database/drug-sale/market-overview`);
      // The trend at the top is drawn; the provincial ranking and the concentration curve at the
      // bottom are not (the curve's summary is there for screen readers), and the table's code has not
      // been fetched.
      await expect.poll(() => page.getByTestId(`${OVERVIEW}-trend`).getAttribute('data-revision'), { timeout: 30_000 }).toBe('1');
      const curve = page.getByTestId(`${OVERVIEW}-concentration`);
      await page.getByTestId(`${OVERVIEW}-province-ranking-pending`).waitFor({ state: 'attached' });
      expect(await curve.getAttribute('data-revision')).toBe('0');
      expect(await curve.getAttribute('aria-label')).toMatch(/\. ./);
      expect(scripts.filter((path) => path.includes('DataTable'))).toEqual([]);

      await reveal(page, `${OVERVIEW}-province-ranking`);
      await page.getByTestId(`${OVERVIEW}-province-ranking`).locator('tbody tr').first().waitFor();
      expect(scripts.some((path) => path.includes('DataTable'))).toBe(true);
      await curve.scrollIntoViewIfNeeded();
      await expect.poll(() => curve.getAttribute('data-revision')).toBe('1');
      expect(await curve.locator('svg path').count()).toBeGreaterThan(3);
    } finally {
      page.off('request', record);
    }
  }, 120_000);

  it('prints an overview whole: Ctrl+P draws every chart and table before the print dialog opens', async () => {
    const OVERVIEW = 'drug-sale-market-overview';
    await page.goto(`${base}/market-database/drug-sale/market-overview`);
    await expect.poll(() => page.getByTestId(`${OVERVIEW}-trend`).getAttribute('data-revision'), { timeout: 30_000 }).toBe('1');
    expect(await page.locator('[data-deferred="true"]').count()).toBeGreaterThan(0);
    // The browser's dialog is the edge: what the page holds when it asks for it is what goes on paper.
    await page.evaluate(() => {
      window.print = () => {
        const drawn = {
          deferred: document.querySelectorAll('[data-deferred="true"]').length,
          undrawnCharts: document.querySelectorAll('.chis-chart[data-revision="0"]').length,
          provinceRows: document.querySelectorAll('[data-testid="drug-sale-market-overview-province-ranking"] tbody tr').length,
        };
        Object.assign(window, { printed: drawn });
      };
    });
    await page.keyboard.press('Control+P');
    await page.waitForFunction(() => 'printed' in window, undefined, { timeout: 30_000 });
    const printed = await page.evaluate(() => (window as unknown as { printed: Record<string, number> }).printed);
    expect(printed).toMatchObject({ deferred: 0, undrawnCharts: 0 });
    expect(printed.provinceRows).toBeGreaterThan(0);
    // On paper the charts scale to the sheet (a viewBox), and the frame around the page is left out.
    expect(await page.locator('.chis-chart svg[viewBox]').count()).toBe(await page.locator('.chis-chart').count());
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('app-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  }, 120_000);

  it('folds the chosen tags that do not fit a filter into "+ n ...", the filter bar keeping its height', async () => {
    await page.goto(`${base}/market-database/drug-sale/market-overview`);
    const forms = page.getByTestId('drug-sale-market-overview-filter-zx');
    const options = page.getByRole('option');
    await forms.click();
    await options.nth(6).waitFor({ timeout: 30_000 });
    const oneLine = (await forms.boundingBox())!.height;
    // 全选 is chosen by default; six forms instead.
    await page.getByRole('option', { name: '全选', exact: true }).click();
    for (let i = 1; i <= 6; i++) await options.nth(i).click();
    await page.keyboard.press('Escape');
    const folded = forms.getByText(/^\+ \d+ \.\.\.$/);
    await folded.waitFor();
    // The fold settles as the tags are measured: once settled, the shown tags and the count agree.
    const shownTags = () => forms.locator('.chis-select-tag-label:visible').count();
    await expect.poll(async () => (await folded.textContent()) === `+ ${6 - (await shownTags())} ...`).toBe(true);
    const shown = await shownTags();
    expect(shown).toBeGreaterThan(0);
    // The folded forms are named on hover.
    expect((await folded.getAttribute('title'))?.split('、')).toHaveLength(6 - shown);
    expect((await forms.boundingBox())!.height).toBe(oneLine);
  }, 120_000);

  it('exports a ranking that reads like the table on screen, cell by cell', async () => {
    // 瑞巴派特片 (GKA01) in 亿元: three makers, 其他 none, 合计 the generic's market.
    await page.goto(`${base}/market-database/drug-sale/product-analysis?f.tym=${encodeURIComponent('["GKA01"]')}`);
    const table = page.getByTestId(`${PAGE}-product-ranking`);
    await reveal(page, `${PAGE}-product-ranking`);
    await table.locator('tbody tr').nth(3).waitFor({ timeout: 30_000 });
    await page.getByTestId(`${PAGE}-unit`).click();
    await page.getByRole('option', { name: '亿元', exact: true }).click();
    await expect.poll(() => table.locator('th').nth(3).textContent()).toBe('销售额（亿元）');
    await expect.poll(() => page.getByTestId(`${PAGE}-page`).getAttribute('aria-busy')).toBe('false');
    const onScreen = await table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId(`${PAGE}-product-ranking-export`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('零售药店产品分析-产品排名-MAT 2026M09.xlsx');
    const file = join(downloadDir, 'ranking.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const lines = Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1));
    const header = lines.findIndex((row) => row.getCell(1).value === '产品');
    const texts = lines.slice(0, header).map((row) => String(row.getCell(1).value ?? ''));
    expect(texts).toContain('通用名：瑞巴派特片');
    expect(texts).toContain('数值单位：亿元');
    expect(texts.some((text) => /^导出时间（北京时间）：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text))).toBe(true);

    // The workbook's table: as many lines as the screen's (header, three makers, 合计), each cell
    // printed through its number format reading exactly as the screen's cell.
    const exportedTable = lines.slice(header).filter((row) => row.cellCount > 0);
    expect(exportedTable.map((row) => String(row.getCell(1).value))).toEqual(onScreen.map((row) => row[0]));
    exportedTable.forEach((row, r) => {
      for (let c = 1; c <= row.cellCount; c++) {
        const cell = row.getCell(c);
        expect(shown(cell.value, cell.numFmt), `row ${r} column ${c}`).toBe(onScreen[r][c - 1]);
      }
    });
  }, 120_000);
});

/** An Excel cell as Excel prints it with the number formats the market export uses (export-cells.ts). */
function shown(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (typeof value !== 'number') return String(value ?? '');
  const fixed = (n: number, digits: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (numFmt) {
    case '0.0%':
      return `${fixed(value * 100, 1)}%`;
    case '+0.00"pp";-0.00"pp";0.00"pp"':
      return `${value > 0 ? '+' : ''}${fixed(value, 2)}pp`;
    case '"↑"0;"↓"0;0':
      return value === 0 ? '0' : `${value > 0 ? '↑' : '↓'}${Math.abs(value)}`;
    case '#,##0.00':
      return fixed(value, 2);
    case '0.0':
      return fixed(value, 1);
    default:
      return fixed(value, 0);
  }
}
