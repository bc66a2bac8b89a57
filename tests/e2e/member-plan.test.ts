// A plan's scope reaches a signed-in member in a real browser (issue 23): an administrator creates a
// plan limited to 北京 with no export code and issues a prepaid card for it; a new member redeems the
// card on the card page (a subscription to the plan) and sees only 北京 on the retail overview, with
// no export button; the administrator extends the plan to a second province and the member's next
// page shows both, without a new login. (The issue names 上海; the test warehouse holds 北京, 江苏
// and 广东 only, so the plan is extended to 江苏.)
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium, logIn } from './browser';

const base = inject('baseUrl');
const API = `${base}/chis_web/api`;
const PASSWORD = 'Member-2026';
const PAGE = 'drug-sale-market-overview';
// A province as the ranking names it (北京 or 北京市, 江苏 or 江苏省).
const province = (name: string) => new RegExp(`^${name}[市省]?$`);

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', channel: 'web', ...(token ? { authorization: token } : {}) };
  const res = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; content: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.content;
}

/** The card of a one-card batch, from the workbook its issuer downloads once. */
async function cardOf(token: string, batchId: number): Promise<{ cardNo: string; secret: string }> {
  const res = await fetch(`${API}/admin/card-batch/${batchId}/download`, { headers: { authorization: token } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const [, , row] = book.worksheets[0].getSheetValues() as unknown[][];
  return { cardNo: String(row[1]), secret: String(row[2]) };
}

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a plan’s areas in Chromium', () => {
  it('a member subscribed to a 北京 plan without export sees 北京 only, then 江苏 too once the plan is extended', { timeout: 180_000 }, async () => {
    const n = Date.now() % 100000;
    const { token: admin } = await call<{ token: string }>('POST', '/admin/login', null, { username: 'admin', password: 'chis-admin-2026' });
    const { id: planId } = await call<{ id: number }>('POST', '/admin/user-group', admin, { name: `北京零售 ${n}`, rules: ['HOME_PAGE', 'RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW'], areas: ['北京'] });
    const { id: batchId } = await call<{ id: number }>('POST', '/admin/card-batch/issue', admin, { name: `e2e ${n}`, count: 1, plan_id: planId, areas: ['北京'], days: 30 });
    const card = await cardOf(admin, batchId);
    const username = `plan${n}`;
    await call('POST', '/admin/user', admin, { username, nickname: '套餐会员', password: PASSWORD, status: 'active', areas: [] });

    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(() => localStorage.setItem('chis:locale', JSON.stringify('zh-cn')));
    const page = await context.newPage();
    await logIn(page, base, username, PASSWORD);

    // The subscription: the member redeems the card on the card page.
    await page.goto(`${base}/user-center/card-pay`);
    await inputOf(page, 'card-pay-card-no').fill(card.cardNo);
    await inputOf(page, 'card-pay-secret').fill(card.secret);
    await page.getByTestId('card-pay-submit').click();
    await page.waitForURL((url) => url.pathname !== '/user-center/card-pay', { timeout: 30_000 });

    const ranking = page.getByTestId(`${PAGE}-province-ranking`);
    const licence = page.getByTestId(`${PAGE}-licence-note`);
    await page.goto(`${base}/market-database/drug-sale/market-overview`);
    await expect.poll(() => licence.textContent(), { timeout: 60_000 }).toBe(' · 仅含授权省份：北京');
    // The ranking is drawn once it comes near the viewport.
    await page.getByTestId(`${PAGE}-province-ranking-deferred`).scrollIntoViewIfNeeded();
    await ranking.getByText(province('北京')).first().waitFor({ timeout: 30_000 });
    expect(await ranking.getByText(province('江苏')).count()).toBe(0);
    // The plan holds no export code: no block offers one.
    expect(await page.locator(`[data-testid^="${PAGE}-"][data-testid$="-export"]`).count()).toBe(0);

    // The administrator extends the plan; the member's next page shows both, on the same sign-in.
    await call('PUT', `/admin/user-group/${planId}`, admin, { areas: ['北京', '江苏'] });
    await page.reload();
    await expect.poll(() => licence.textContent(), { timeout: 60_000 }).toBe(' · 仅含授权省份：北京、江苏');
    await page.getByTestId(`${PAGE}-province-ranking-deferred`).scrollIntoViewIfNeeded();
    await ranking.getByText(province('江苏')).first().waitFor({ timeout: 30_000 });
    await ranking.getByText(province('北京')).first().waitFor();
    expect(await page.locator(`[data-testid^="${PAGE}-"][data-testid$="-export"]`).count()).toBe(0);
  });
});
