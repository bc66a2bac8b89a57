import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createLegacyToken } from '../../server/modules/auth/legacy-token';
import frameMessages from '../../src/app/layout/signed-in/messages';
import { inputOf, launchChromium, logIn } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let apiRequests: Request[];

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
  apiRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/chis_web/')) apiRequests.push(request);
  });
});

/** The address bar once the app has settled there. */
async function settlesAt(path: string) {
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15_000 });
  return new URL(page.url());
}

/** The <input> of a form field, whether the test id sits on it or on its wrapper. */
describe('redirects in a real browser (spec §2)', () => {
  it('/ goes to /home', async () => {
    await page.goto(`${base}/`);
    await settlesAt('/home');
    await expect(page.title()).resolves.toContain('中国医药健康产业数据平台');
  });

  it('an unknown path goes to /404', async () => {
    await page.goto(`${base}/this/does/not/exist`);
    await settlesAt('/404');
  });

  it('/admin paths go to /admin/loading/{to} with the original path and query', async () => {
    await page.goto(`${base}/admin/dashboard?tab=logs`);
    await settlesAt(`/admin/loading/${encodeURIComponent('/admin/dashboard?tab=logs')}`);
  });

  it('any path starting with /admin, /admindashboard too, goes to /admin/loading/{to}', async () => {
    await page.goto(`${base}/admindashboard`);
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'), { timeout: 15_000 });
    expect(new URL(page.url()).pathname).not.toBe('/404');
    // Without an admin session the loading page hands over to the admin login.
    await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 15_000 });
  });

  it('/login opens the login: logging in there leads on to ?redirect', async () => {
    await page.goto(`${base}/login?redirect=/service-and-support`);
    await settlesAt('/login?redirect=/service-and-support');
    await inputOf(page, 'login-account').fill('trial');
    await inputOf(page, 'login-password').fill('chis-trial-2026');
    await page.getByTestId('login-submit').click();
    await settlesAt('/service-and-support');
    await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
  });

  it('/demo is a public page (the product tour), not the 404', async () => {
    await page.goto(`${base}/demo`);
    await page.getByTestId('home-hero').waitFor();
    await settlesAt('/demo');
    await page.getByTestId('hero-login').click();
    await page.getByTestId('login-form').waitFor();
  });

  it('a protected page without a token goes to /home?type=login and opens the login dialog', async () => {
    await page.goto(`${base}/user-center`);
    await settlesAt('/home?type=login');
    await page.getByTestId('login-form').waitFor();
  });
});

describe('a subscriber session end to end', () => {
  it('login → an allowed page → a page without its code lands on /no-permission → logout', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('chis:token') ?? '""') as string);
    expect(token).not.toBe('');

    await page.goto(`${base}/basic-database/drug-database/drug-library`);
    await settlesAt('/basic-database/drug-database/drug-library');
    await page.getByTestId('drug-library-page').or(page.getByTestId('drug-library-table')).first().waitFor();

    await page.goto(`${base}/market-database/b2c/market-overview`);
    await settlesAt('/no-permission');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: frameMessages['zh-cn']['layout.user.logout'] }).click();
    await settlesAt('/home');
    await expect(page.evaluate(() => localStorage.getItem('chis:token'))).resolves.toBeNull();
    await page.goto(`${base}/user-center`);
    await settlesAt('/home?type=login');
  });

  it('every API request carries channel, Authorization and a 32-character X-Trace-Id', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    await page.goto(`${base}/home`);
    await page.getByTestId('home-dashboard').waitFor();
    expect(apiRequests.length).toBeGreaterThan(2);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('chis:token') ?? '""') as string);
    const traceIds = new Set<string>();
    for (const request of apiRequests) {
      const headers = await request.allHeaders();
      expect(headers.channel, request.url()).toBe('web');
      expect(headers, request.url()).toHaveProperty('authorization');
      expect(headers['x-trace-id'], request.url()).toMatch(/^[A-Za-z0-9]{32}$/);
      traceIds.add(headers['x-trace-id']);
    }
    expect(traceIds.size).toBe(apiRequests.length);
    const afterLogin = apiRequests.filter((request) => new URL(request.url()).pathname === '/chis_web/api/v2/user/permissions');
    expect(afterLogin.length).toBeGreaterThan(0);
    for (const request of afterLogin) expect((await request.allHeaders()).authorization).toBe(token);
  });
});

describe('login through a legacy-system token (spec §2)', () => {
  it('logs in with oldToken and continues to the page without it; a forged one leads to the login', async () => {
    const oldToken = createLegacyToken('trial', Math.floor(Date.now() / 1000) + 300, inject('legacyTokenSecret'));
    await page.goto(`${base}/chis-pro?oldToken=${encodeURIComponent(oldToken)}&from=legacy`);
    await settlesAt('/chis-pro?from=legacy');
    await page.getByTestId('user-menu').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('chis:token'))).resolves.not.toBeNull();

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/chis-pro?oldToken=forged.token`);
    await settlesAt('/home?type=login');
  });
});

describe('usage tracking against the real server (spec §3, §9)', () => {
  it('uploads the buffered records when the tab is hidden; the server stores each once and the buffer empties', async () => {
    await logIn(page, base, 'trial', 'chis-trial-2026');
    // A visit counts from one whole second on: the page's clock is moved on instead of waiting.
    await page.clock.install();
    await page.goto(`${base}/chis-pro`);
    await settlesAt('/chis-pro');
    // The address bar says /chis-pro from the start, but the visit starts only when the guard (after
    // its permission check) lets the page draw; and the records the login's pages left behind go out
    // with the start-up round. Moving the clock before either is done would time a visit that has
    // not begun (no record, no upload on hide) or catch the start-up round's answer instead.
    await page.getByTestId('chis-pro').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ChisWeb_tracking_records')), { timeout: 15_000 })
      .toBeNull();
    await page.clock.fastForward(1600);
    const upload = page.waitForResponse((response) => response.url().endsWith('/chis_web/api/v2/user/visit-log/submit'));
    // What the browser does when the user switches tabs or closes this one.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const response = await upload;
    expect(response.status()).toBe(200);
    // Chromium does not expose a keepalive request's body to the test; the server's answer tells
    // what it received (the record fields themselves are covered by the unit and web tests).
    const answer = (await response.json()) as { code: number; content: { received: number; stored: number; duplicates: number } };
    expect(answer.code).toBe(200);
    expect(answer.content.received).toBeGreaterThanOrEqual(1);
    expect(answer.content.stored).toBe(answer.content.received);
    expect(answer.content.duplicates).toBe(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ChisWeb_tracking_records')), { timeout: 5000 })
      .toBeNull();
  });
});

describe('the new-version popup (spec §3 newVersionPopped)', () => {
  it('once dismissed, does not come back in another browser', async () => {
    await logIn(page, base, 'demo', 'chis-demo-2026');
    await page.goto(`${base}/home`);
    const notes = page.getByTestId('new-version-ok');
    // Another test may have dismissed it for this account already; then it must stay away here too.
    if (await notes.waitFor({ timeout: 8_000 }).then(() => true, () => false)) {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/user/new-version-popped'));
      await notes.click();
      expect((await saved).status()).toBe(200);
    }
    const other = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await logIn(second, base, 'demo', 'chis-demo-2026');
      await second.goto(`${base}/home`);
      await second.getByTestId('home-dashboard').waitFor({ timeout: 20_000 });
      // The account's flag has come with the login: the popup's condition (false) cannot hold any more.
      await expect
        .poll(() => second.evaluate(() => (JSON.parse(localStorage.getItem('chis:userInfo') ?? 'null') as { newVersionPopped?: boolean } | null)?.newVersionPopped), { timeout: 10_000 })
        .toBe(true);
      expect(await second.getByTestId('new-version-ok').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
