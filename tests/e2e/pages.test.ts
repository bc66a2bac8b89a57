import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import homeMessages from '../../src/app/pages/home/messages';
import { inputOf, launchChromium, logIn, paintedTwice } from './browser';

// The hand-written pages and the layout in a real browser against the real server: the visitor's
// home and language switch, the menu a trial user gets, tabs across a reload, QR login with a
// second device, and a refused card.

const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  page = await context.newPage();
});

describe('home for a visitor', () => {
  it('shows the hero in Chinese, then in English after the language switch', async () => {
    await page.goto(`${base}/home`);
    const hero = page.getByTestId('home-hero');
    await hero.getByText(homeMessages['zh-cn']['home.hero.title']).waitFor();
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-option-en').click();
    await hero.getByText(homeMessages.en['home.hero.title']).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('chis:locale'))).resolves.toBe('"en"');
  });
});

describe('layout for a trial user', () => {
  it('lists only the licensed pages in the menu and on the home cards', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    await page.getByTestId('home-entries').waitFor();
    const sections = await page.locator('[data-testid^="home-entry-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(sections).toEqual(['home-entry-drug-database', 'home-entry-drug-sale']);
    // The trial account has not seen the new-version notes yet: they come first.
    await page.getByTestId('new-version-ok').click();
    await page.getByTestId('menu-section-drug-sale').click();
    await page.getByTestId('menu-item-drug-sale-market-overview').waitFor();
    expect(await page.getByTestId('menu-item-drug-sale-company-analysis').count()).toBe(0);
  });

  it('keeps the opened tabs across a reload', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    await page.goto(`${base}/service-and-support`);
    await page.getByTestId('service-and-support').waitFor();
    await page.goto(`${base}/user-center`);
    await page.getByTestId('user-center').waitFor();
    // The same page under its other path: still one tab (it opened a second one).
    await page.goto(`${base}/user-center/index`);
    await page.getByTestId('user-center').waitFor();
    await page.reload();
    await page.getByTestId('user-center').waitFor();
    const tabs = await page.locator('[data-testid^="tab-/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(tabs).toEqual(['tab-/home', 'tab-/service-and-support', 'tab-/user-center/index']);
    await page.getByTestId('tab-/service-and-support').click();
    await page.waitForURL((url) => url.pathname === '/service-and-support');
  });
});

describe('QR login with a second device', () => {
  it('logs the computer in once the signed-in phone confirms', async () => {
    const scene = new Promise<string>((resolve) => {
      page.on('response', async (response) => {
        if (response.url().endsWith('/api/v2/user/wxmp-login')) resolve(((await response.json()) as { content: { scene: string } }).content.scene);
      });
    });
    await page.goto(`${base}/home?type=login`);
    await page.getByTestId('login-tab-qr').click();
    await page.getByTestId('qr-login-image').waitFor();

    const phoneContext = await browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'zh-CN' });
    try {
      const phone = await phoneContext.newPage();
      await logIn(phone, base, 'demo', 'chis-demo-2026');
      await phone.goto(`${base}/official-account-login-confirm?scene=${await scene}`);
      await phone.getByTestId('qr-confirm-ok').waitFor();
      await expect.poll(() => page.getByTestId('qr-login-status').textContent(), { timeout: 10_000 }).toContain('已扫码');
      await phone.getByTestId('qr-confirm-ok').click();
      await phone.getByTestId('qr-confirm-done').waitFor();
    } finally {
      await phoneContext.close();
    }
    await page.getByTestId('home-dashboard').waitFor({ timeout: 10_000 });
    await expect(page.evaluate(() => localStorage.getItem('chis:token'))).resolves.not.toBeNull();
  });
});

describe('card redemption', () => {
  it('names a wrong card and how many attempts are left', async () => {
    await logIn(page, base, 'demo', 'chis-demo-2026');
    await page.goto(`${base}/user-center/card-pay`);
    await inputOf(page, 'card-pay-card-no').fill('C999999999999999');
    await inputOf(page, 'card-pay-secret').fill('NOTHING');
    await page.getByTestId('card-pay-submit').click();
    const alert = page.getByTestId('card-pay-error-wrong');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/卡号或卡密不正确。还可尝试 \d 次/);
    // Its message is the whole answer: no generic "参数不正确！" toast contradicting it.
    await paintedTwice(page);
    expect((await page.locator('.ant-message').allInnerTexts()).join(' ')).not.toContain('参数不正确');
  });
});

describe('a refused login', () => {
  it('names the wrong password in the dialog and raises no generic toast besides', async () => {
    await page.goto(`${base}/home?type=login`);
    await inputOf(page, 'login-account').fill('demo');
    await inputOf(page, 'login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error-credentials').waitFor();
    await paintedTwice(page);
    expect((await page.locator('.ant-message').allInnerTexts()).join(' ')).not.toContain('参数不正确');
  });
});

describe('one-click search for a trial account', () => {
  it('shows the matching items locked, not as links to result pages it cannot open', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    await page.goto(`${base}/one-click-search?keyword=${encodeURIComponent('阿莫西林')}`);
    await page.getByTestId('one-click-search-group-drugs').waitFor({ timeout: 20_000 });
    const locked = page.locator('[data-testid^="one-click-search-hit-locked-"]');
    await locked.first().waitFor();
    expect(await page.locator('[data-testid="one-click-search"] a[href^="/one-click-search-detail"]').count()).toBe(0);
    expect(await locked.first().getAttribute('title')).toContain('未开通结果页');
  });
});
