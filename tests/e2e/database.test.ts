import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

// A basic database in a real browser against the real server and the `small` warehouse: filter,
// sort, page, reload the address and see the same view; a record in the drawer and on the detail
// page; an export read back from the downloaded workbook; and a trial account without export.

const base = inject('baseUrl');
const API = `${base}/chis_web/api/v2`;
const WIN_BIDS = '/basic-database/market-info/win-bid-library';
const DRUGS = '/basic-database/drug-database/drug-library';
const ID = 'win-bid-library';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const downloadDir = mkdtempSync(join(tmpdir(), 'chis-e2e-download-'));

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloadDir, { recursive: true, force: true });
});

async function apiLogin(account: string, password: string): Promise<string> {
  const res = await fetch(`${API}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'web' },
    body: JSON.stringify({ account, password }),
  });
  const body = (await res.json()) as { code: number; content: { token: string } };
  expect(body.code).toBe(200);
  return body.content.token;
}

/**
 * A browser tab signed in as `account`. The login form has its own end-to-end test (shell.test.ts);
 * here the session starts the way a returning subscriber's does: with the token already stored.
 */
async function signedInTab(account: string, password: string): Promise<{ token: string; tab: Page }> {
  const token = await apiLogin(account, password);
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  await context.addInitScript((stored) => {
    if (localStorage.getItem('chis:token') === null) localStorage.setItem('chis:token', stored);
  }, JSON.stringify(token));
  return { token, tab: await context.newPage() };
}

const table = (tab: Page, id: string) => tab.getByTestId(`${id}-table`);

/** Waits until the table shows the answer to the current address (not loading, rows drawn). */
async function settled(tab: Page, id: string) {
  await expect.poll(() => table(tab, id).getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
}

/** The rows on screen: their keys (primary keys) and the text of each cell, by column header. */
async function shownRows(tab: Page, id: string) {
  const headers = (await table(tab, id).locator('thead th').allInnerTexts()).map((text) => text.replace(/[⇅▲▼]/g, '').trim());
  const rows = table(tab, id).locator('tbody tr[data-row-key]');
  const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''));
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
  return { headers, keys, cells };
}

/** Does `action` and waits for the list request it causes. */
async function listAfter(tab: Page, id: string, action: () => Promise<unknown>) {
  const answered = tab.waitForResponse((r) => r.url().includes(`/api/v2/database/${id}/list`) && r.request().method() === 'GET', { timeout: 20_000 });
  await action();
  const response = await answered;
  await settled(tab, id);
  return new URL(response.url()).searchParams;
}

async function apiList(token: string, id: string, params: URLSearchParams) {
  const res = await fetch(`${API}/database/${id}/list?${params}`, { headers: { Authorization: token, channel: 'web' } });
  const body = (await res.json()) as { code: number; content: { list: Record<string, unknown>[]; total: number } };
  expect(body.code).toBe(200);
  return body.content;
}

describe('a basic database end to end (issue 6)', () => {
  it('filters, sorts, pages, reloads to the same view, opens a record and exports what is shown', async () => {
    const { token, tab } = await signedInTab('demo', 'chis-demo-2026');
    page = tab;
    await listAfter(page, ID, () => page.goto(`${base}${WIN_BIDS}`));
    const everything = Number((await page.getByTestId(`${ID}-pager`).locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
    expect(everything).toBeGreaterThan(100);

    // A facet (checkbox group) and a text filter, applied with 查询.
    await page.getByTestId(`${ID}-filter-qualityTier`).locator('label', { hasText: '原研' }).first().click();
    await page.getByTestId(`${ID}-filter-genericName`).locator('input').fill('片');
    const filtered = await listAfter(page, ID, () => page.getByTestId(`${ID}-search`).click());
    expect(JSON.parse(filtered.get('filters') ?? '[]')).toEqual(
      expect.arrayContaining([
        { field: 'qualityTier', op: 'in', value: ['原研'] },
        { field: 'genericName', op: 'contains', value: '片' },
      ]),
    );
    const total = Number((await page.getByTestId(`${ID}-pager`).locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20); // more than one page
    expect(total).toBeLessThan(everything);

    // Sort by bid price (first click: descending), then page 2.
    const sorted = await listAfter(page, ID, () => table(page, ID).locator('th', { hasText: '中标价（元）' }).click());
    expect([sorted.get('sort'), sorted.get('order')]).toEqual(['bidPrice', 'desc']);
    const firstPage = await shownRows(page, ID);
    const priceColumn = firstPage.headers.indexOf('中标价（元）');
    const prices = firstPage.cells.map((row) => Number(row[priceColumn].replace(/,/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await listAfter(page, ID, () => page.getByTestId(`${ID}-pager`).locator('.ant-pagination-item-2').click());
    const secondPage = await shownRows(page, ID);
    expect(secondPage.keys).toHaveLength(20);
    expect(secondPage.keys.some((key) => firstPage.keys.includes(key))).toBe(false);
    expect(Number(secondPage.cells[0][priceColumn].replace(/,/g, ''))).toBeLessThanOrEqual(prices[prices.length - 1]);
    // Every row on screen is the server's answer for that query: original-brand, generic name with 片.
    const viaApi = await apiList(token, ID, new URLSearchParams({ filters: filtered.get('filters') ?? '', sort: 'bidPrice', order: 'desc', page: '2', pageSize: '20' }));
    expect(secondPage.keys).toEqual(viaApi.list.map((row) => String(row.id)));
    expect(viaApi.list.every((row) => row.qualityTier === '原研' && String(row.genericName).includes('片'))).toBe(true);

    // The address alone reproduces the view.
    const address = new URL(page.url());
    expect(address.searchParams.get('page')).toBe('2');
    expect(address.searchParams.get('sort')).toBe('bidPrice');
    await listAfter(page, ID, () => page.reload());
    expect(page.url()).toBe(address.href);
    expect((await shownRows(page, ID)).keys).toEqual(secondPage.keys);
    await expect.poll(() => page.getByTestId(`${ID}-filter-genericName`).locator('input').inputValue()).toBe('片');
    expect(await page.getByTestId(`${ID}-filter-qualityTier`).locator('label', { hasText: '原研' }).first().locator('input').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId(`${ID}-pager`).locator('.ant-pagination-item-active').innerText()).toBe('2');

    // A record of this database opens in the drawer (its detail mode), with its related lists.
    const detailAnswered = page.waitForResponse((r) => r.url().includes(`/database/${ID}/detail/${secondPage.keys[0]}`));
    await table(page, ID).locator(`tbody tr[data-row-key="${secondPage.keys[0]}"] td`).nth(2).click();
    await detailAnswered;
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByTestId(`${ID}-detail`).waitFor({ timeout: 15_000 });
    expect(await drawer.locator('.ant-tabs-tab').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', timeout: 10_000 });

    // Export the filtered, sorted view and read the workbook back.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId(`${ID}-export`).click();
    const file = join(downloadDir, 'win-bids.xlsx');
    await (await downloading).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const text = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));
    expect(text(1)).toEqual(['中标库']);
    expect(text(2)[0]).toMatch(/^筛选条件: /);
    expect(text(2)[0]).toContain('原研');
    expect(text(2)[0]).toContain('片');
    expect(text(3)[0]).toMatch(/^导出时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(text(4)).toEqual(['导出账号: demo']);
    expect(text(6)).toEqual(secondPage.headers); // the visible columns, in screen order
    expect(sheet.rowCount - 6).toBe(total);
    // The rows in the view's order: the 21st data row is the first of page 2.
    const genericColumn = secondPage.headers.indexOf('通用名');
    expect(text(6 + 21)[genericColumn]).toBe(secondPage.cells[0][genericColumn]);
    expect(Number(text(6 + 21)[priceColumn])).toBeCloseTo(Number(secondPage.cells[0][priceColumn].replace(/,/g, '')), 2);
  });

  it('opens a drug-library record on its detail page with the related tabs, and a linked company on its own detail page', async () => {
    const { tab } = await signedInTab('demo', 'chis-demo-2026');
    page = tab;
    await listAfter(page, 'drug-library', () => page.goto(`${base}${DRUGS}`));
    const { keys } = await shownRows(page, 'drug-library');
    await table(page, 'drug-library').locator(`tbody tr[data-row-key="${keys[0]}"] td`).nth(1).click();
    await page.waitForURL(`${base}${DRUGS.replace('drug-library', 'drug-library-detail')}/${keys[0]}`, { timeout: 15_000 });
    const detail = page.getByTestId('drug-library-detail');
    await detail.waitFor({ timeout: 15_000 });
    // The same-generic approvals: a related list with at least the record's own approval.
    const related = detail.locator('.ant-tabs-tab', { hasText: '同品种批文' });
    expect(Number((await related.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await related.click();
    await expect.poll(() => detail.locator('.ant-tabs-tabpane-active tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // A linked company (the holder column) opens on the company library's own detail page.
    await listAfter(page, 'drug-library', () => page.goBack());
    const holder = table(page, 'drug-library').locator(`tbody tr[data-row-key="${keys[0]}"] a`).first();
    const holderName = await holder.innerText();
    await holder.click();
    await page.waitForURL(/\/basic-database\/company-database\/pharmacy-industry-library-detail\/[^/]+$/, { timeout: 15_000 });
    const company = page.getByTestId('pharmacy-industry-library-detail');
    await company.waitFor({ timeout: 15_000 });
    expect(await company.innerText()).toContain(holderName);
  });

  it('a trial account sees no export button and the export API refuses it with 403', async () => {
    const { token, tab } = await signedInTab('trial', 'chis-trial-2026');
    page = tab;
    await listAfter(page, 'drug-library', () => page.goto(`${base}${DRUGS}`));
    expect(await page.getByTestId('drug-library-columns').isVisible()).toBe(true);
    expect(await page.getByTestId('drug-library-export').count()).toBe(0);
    const res = await fetch(`${API}/database/drug-library/export`, {
      method: 'POST',
      headers: { Authorization: token, channel: 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ filters: [], keyword: '', columns: ['approvalNo'], locale: 'zh-cn' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: number }).code).toBe(403);
  });
});
