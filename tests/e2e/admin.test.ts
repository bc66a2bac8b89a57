// The back-end in a real browser: the super administrator signs in, creates a group holding two
// menus' rules and an administrator in it through the crud screens; that administrator signs in
// and sees exactly those menus, and the API refuses what the screen does not offer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium } from './browser';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  return context.newPage();
}

async function adminSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await inputOf(page, 'admin-login-username').fill(username);
  await inputOf(page, 'admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  await page.getByTestId('admin-menu').waitFor();
}

/** The names of the menu entries (data-testid admin-menu-<rule name>) the side menu shows. */
async function menuNames(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('admin-menu').locator('[data-testid^="admin-menu-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return [...new Set(ids.map((id) => id.replace(/^admin-menu-/, '')))].sort();
}

/** Checks the rule-tree node titled `title` (a menu: all its buttons come with it). */
async function checkRule(page: Page, title: string): Promise<void> {
  const node = page.getByTestId('admin-group-form-rules').locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });
  await node.locator('.ant-tree-checkbox').first().click();
}

describe('admin back-end in Chromium', () => {
  it('a visit before signing in goes through /admin/loading to the login', async () => {
    const page = await newPage();
    const seen: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname));
    await page.goto(`${base}/admin/admin-group?tab=1`);
    await page.waitForURL(/\/admin\/login/);
    expect(seen.some((path) => path === `/admin/loading/${encodeURIComponent('/admin/admin-group?tab=1')}`) || seen.some((p) => p.startsWith('/admin/loading'))).toBe(true);
    await page.context().close();
  });

  it('creates a group with two menus and an administrator in it, who then sees only those menus', async () => {
    const page = await newPage();
    await adminSignIn(page, 'admin', 'chis-admin-2026');
    expect(await menuNames(page)).toEqual(expect.arrayContaining(['admin', 'admin-group', 'admin-rule', 'admin-log', 'config', 'dashboard']));

    // The group: two menus (管理员日志 and 系统配置) with their buttons.
    await page.getByTestId('admin-menu-admin-group').click();
    await page.waitForURL(/\/admin\/admin-group$/);
    await page.getByTestId('admin-group-add').click();
    await page.getByTestId('admin-group-form').waitFor();
    await inputOf(page, 'admin-group-form-name').fill('日志审计组');
    await checkRule(page, '管理员日志');
    await checkRule(page, '系统配置');
    await page.getByTestId('admin-group-submit').click();
    await page.getByTestId('admin-group-form').waitFor({ state: 'hidden' });
    await page.getByTestId('admin-group-page').getByText('日志审计组').waitFor();

    // The administrator in that group.
    await page.getByTestId('admin-menu-admin').click();
    await page.waitForURL(/\/admin\/admin$/);
    await page.getByTestId('admin-add').click();
    await page.getByTestId('admin-form').waitFor();
    await inputOf(page, 'admin-form-username').fill('auditor');
    await inputOf(page, 'admin-form-nickname').fill('审计员');
    await inputOf(page, 'admin-form-password').fill('Audit-2026');
    await page.getByTestId('admin-form-groups').getByRole('combobox').click();
    await page.getByRole('option', { name: '日志审计组' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-submit').click();
    await page.getByTestId('admin-form').waitFor({ state: 'hidden' });
    await page.getByTestId('admin-page').getByText('auditor').waitFor();
    await page.context().close();

    const auditor = await newPage();
    await auditor.goto(`${base}/admin/login`);
    await inputOf(auditor, 'admin-login-username').fill('auditor');
    await inputOf(auditor, 'admin-login-password').fill('Audit-2026');
    await auditor.getByTestId('admin-login-submit').click();
    await auditor.getByTestId('admin-menu').waitFor({ timeout: 30_000 });
    expect(await menuNames(auditor)).toEqual(['admin-log', 'auth', 'config', 'routine']);
    await auditor.getByTestId('admin-menu-admin-log').click();
    await auditor.getByTestId('admin-log-table').waitFor();
    // The screen offers no add or delete, and the API refuses them too.
    expect(await auditor.getByTestId('admin-log-add').count()).toBe(0);
    const token = await auditor.evaluate(() => localStorage.getItem('chis-admin-token'));
    const refused = await auditor.evaluate(
      async (t) => (await fetch('/chis_web/api/admin/admin', { headers: { authorization: String(t) } })).status,
      token,
    );
    expect(refused).toBe(403);
    await auditor.context().close();
  });
});
