import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decrypt, PENETRATION_PARAM } from '../../src/shared/penetration-params';
import { launchChromium, logIn } from './browser';

// A market analysis page in a real browser against the real server and the `small` warehouse: choose
// a generic name by search, query, change the period type and see the charts redraw, then open a brand's
// product analysis in a new tab that queries with the same filters.

const base = inject('baseUrl');
const PAGE = 'drug-sale-product-analysis';
let browser: Browser;
let context: BrowserContext;
let page: Page;

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
});

/** The page-query bodies a tab has sent so far, oldest first. */
const sentQueries = (target: Page) => target.evaluate(() => (window as unknown as { marketQueries: unknown[] }).marketQueries) as Promise<QueryBody[]>;

async function nthQuery(target: Page, n: number): Promise<QueryBody> {
  await expect.poll(async () => (await sentQueries(target)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  return (await sentQueries(target))[n - 1];
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
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="瑞巴派特片"]').click();
    await page.keyboard.press('Escape');
    await page.getByTestId(`${PAGE}-search`).click();
    const firstBody = await nthQuery(page, 1);
    expect(firstBody.period.type).toBe('MAT');
    expect(firstBody.filters.tym).toHaveLength(1);
    const trend = page.getByTestId(`${PAGE}-sales-trend`);
    await expect.poll(() => trend.getAttribute('data-revision'), { timeout: 20_000 }).toBe('1');
    expect(await trend.locator('svg path').count()).toBeGreaterThan(3);

    // Another period type: a new query and every chart drawn again.
    await page.getByTestId(`${PAGE}-filter-timeType`).getByText('年', { exact: true }).click();
    await page.getByTestId(`${PAGE}-search`).click();
    const secondBody = await nthQuery(page, 2);
    expect(secondBody.period.type).toBe('YEAR');
    expect(secondBody.filters.tym).toEqual(firstBody.filters.tym);
    await expect.poll(() => trend.getAttribute('data-revision'), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => page.getByTestId(`${PAGE}-regional-spread`).getAttribute('data-revision')).toBe('2');

    // A brand's product analysis in a new tab, carrying the filters.
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
});
