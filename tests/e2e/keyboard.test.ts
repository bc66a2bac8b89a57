// Issue 14: the product from the keyboard alone. One walk, as a keyboard user does it: sign in
// through the login dialog, open a database from the side menu, filter it, sort and page the table,
// open a record (the drawer traps focus, Escape closes it and focus goes back to the row), export,
// and switch the interface to English. Every stop is reached with Tab or the arrow keys (never a
// click) and must show a visible focus indicator.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logIn } from './browser';

const base = inject('baseUrl');
const ID = 'win-bid-library';
const MAX_STEPS = 120;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Presses `key` until the focused element matches `selector` (and starts with `text`, if given);
 * fails naming where focus went.
 */
async function pressUntil(key: string, selector: string, text?: string, max = MAX_STEPS): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key);
    const hit = await page.evaluate(
      ([css, start]) => {
        const focused = document.activeElement;
        return Boolean(focused?.matches(css) && (start === undefined || (focused.textContent ?? '').trim().startsWith(start)));
      },
      [selector, text] as const,
    );
    if (hit) return;
    seen.push(await page.evaluate(() => `${document.activeElement?.tagName} «${(document.activeElement?.textContent ?? '').trim().slice(0, 20)}»`));
  }
  throw new Error(`${key} × ${max} never reached ${selector}; focus went: ${seen.slice(-8).join(' → ')}`);
}

const tabTo = (selector: string, text?: string) => pressUntil('Tab', selector, text);

/**
 * Arrow-keys through a menu until the focused entry reads `text`. The menu moves focus a frame
 * after the key press, so each step waits for focus to leave the entry it was on before reading it
 * (reading at once can see the previous entry and stop one entry too far).
 */
async function arrowTo(text: string): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((previous) => document.activeElement !== previous, before, { timeout: 5_000 });
    await before.dispose();
    const focused = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    if (focused === text) return;
    seen.push(focused.slice(0, 12));
  }
  throw new Error(`the menu has no entry "${text}" within reach of the arrow keys; focus went: ${seen.join(' → ')}`);
}

/** The focused control (or the antd wrapper that draws its focus) shows an outline or a focus shadow. */
async function focusIsVisible(): Promise<boolean> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    }
    return false;
  });
}

async function expectFocusVisible(what: string): Promise<void> {
  expect(await focusIsVisible(), `${what}: no visible focus indicator`).toBe(true);
}

async function listAfter(action: () => Promise<unknown>): Promise<URLSearchParams> {
  const answered = page.waitForResponse((r) => r.url().includes(`/api/v2/database/${ID}/list`), { timeout: 20_000 });
  await action();
  const response = await answered;
  await expect.poll(() => page.getByTestId(`${ID}-table`).getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  return new URL(response.url()).searchParams;
}

describe('keyboard only (issue 14)', () => {
  it('signs in, opens a database from the menu, filters, sorts, pages, opens a record, exports and switches language', async () => {
    // Sign in: the login dialog keeps focus inside itself.
    await page.goto(`${base}/home?type=login`);
    await page.getByRole('dialog').waitFor();
    await tabTo('input[data-testid="login-account"], [data-testid="login-account"] input');
    await expectFocusVisible('account');
    await page.keyboard.type('demo');
    await tabTo('input[data-testid="login-password"], [data-testid="login-password"] input');
    await page.keyboard.type('chis-demo-2026');
    await tabTo('[data-testid="login-submit"]');
    await expectFocusVisible('login button');
    const login = page.waitForResponse((r) => r.url().includes('/api/v2/user/login'));
    await page.keyboard.press('Enter');
    const { content } = (await (await login).json()) as { content: { newVersionPopped?: boolean } };
    await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
    // The first login shows the what's-new notice; it holds focus until dismissed from the keyboard.
    if (content.newVersionPopped === false) {
      const notice = page.getByRole('dialog');
      await notice.waitFor();
      await tabTo('[data-testid="new-version-ok"]');
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'hidden' });
    }

    // The side menu: Tab reaches it, the arrow keys walk it, Enter opens a section and a page.
    await tabTo('[data-testid="menu-item-home"]');
    await arrowTo('市场信息');
    await page.keyboard.press('Enter');
    await page.getByTestId(`menu-item-${ID}`).waitFor();
    await arrowTo('中标库');
    await expectFocusVisible('menu entry');
    await listAfter(() => page.keyboard.press('Enter'));
    expect(new URL(page.url()).pathname).toBe(`/basic-database/market-info/${ID}`);

    // Filter: type into the generic-name filter, then Enter on 查询.
    await tabTo(`[data-testid="${ID}-filter-genericName"] input`);
    await expectFocusVisible('filter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('通用名');
    await page.keyboard.type('片');
    await tabTo(`[data-testid="${ID}-search"]`);
    const filtered = await listAfter(() => page.keyboard.press('Enter'));
    expect(JSON.parse(filtered.get('filters') ?? '[]')).toContainEqual({ field: 'genericName', op: 'contains', value: '片' });

    // Sort: the header's button, Enter; then page 2 from the pager.
    await tabTo(`[data-testid="${ID}-table"] th button`, '中标价（元）');
    await expectFocusVisible('sort button');
    const sorted = await listAfter(() => page.keyboard.press('Enter'));
    expect([sorted.get('sort'), sorted.get('order')]).toEqual(['bidPrice', 'desc']);
    await tabTo(`[data-testid="${ID}-pager"] .ant-pagination-item-2`);
    await expectFocusVisible('page 2');
    const paged = await listAfter(() => page.keyboard.press('Enter'));
    expect(paged.get('page')).toBe('2');

    // A record: Tab to its row, Enter opens the drawer; focus stays inside it; Escape closes it and
    // focus returns to the row.
    await tabTo(`[data-testid="${ID}-table"] tbody tr[data-row-key]`);
    await expectFocusVisible('row');
    const rowKey = await page.evaluate(() => document.activeElement?.getAttribute('data-row-key'));
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByTestId(`${ID}-detail`).waitFor({ timeout: 15_000 });
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-key'))).toBe(rowKey);

    // Export what is shown: Shift+Tab back up to the export button, Enter, and a workbook arrives.
    await pressUntil('Shift+Tab', `[data-testid="${ID}-export"]`);
    await expectFocusVisible('export');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Language: the header's switch opens its menu with Enter, on the language in use; English is
    // one ArrowDown further.
    await pressUntil('Shift+Tab', '[data-testid="lang-switch"]');
    await expectFocusVisible('language switch');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="lang-option-zh-cn"]:focus').waitFor();
    await pressUntil('ArrowDown', '[data-testid="lang-option-en"]');
    await expectFocusVisible('language entry');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId(`${ID}-search`).innerText()).toBe('Search');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
  });
  it('puts focus back on the row when the record drawer is closed while it is still opening', async () => {
    const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const tab = await fresh.newPage();
    await logIn(tab, base, 'demo', 'chis-demo-2026');
    await tab.goto(`${base}/basic-database/market-info/${ID}`);
    const row = tab.getByTestId(`${ID}-table`).locator('tbody tr[data-row-key]').first();
    await row.focus();
    const rowKey = await row.getAttribute('data-row-key');
    await tab.keyboard.press('Enter');
    await tab.locator('.ant-drawer-open').waitFor();
    await tab.keyboard.press('Escape');
    await expect.poll(() => tab.evaluate(() => document.activeElement?.getAttribute('data-row-key')), { timeout: 5_000 }).toBe(rowKey);
    await fresh.close();
  });
});
