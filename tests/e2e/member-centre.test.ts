// The member centre in a real browser (issue 23 item 6), in both languages: a member signs in on the
// subscriber site, opens the member centre from the user centre, sees the balance (cents shown as
// yuan) and the points the administrator's ledger gave them, edits the profile (nickname, gender)
// and sees it saved in the list, and again after a reload.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium, logIn } from './browser';

const base = inject('baseUrl');
const API = `${base}/chis_web/api`;
const PASSWORD = 'Member-2026';

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', channel: 'web', ...(token ? { authorization: token } : {}) };
  const res = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; content: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.content;
}

/** A new member with 12.34 yuan and 56 points, given through the administrator's ledger action. */
async function memberWithLedger(username: string): Promise<void> {
  const { token } = await call<{ token: string }>('/admin/login', { username: 'admin', password: 'chis-admin-2026' });
  const { id } = await call<{ id: number }>('/admin/user', { username, nickname: '原昵称', password: PASSWORD, status: 'active' }, token);
  await call('/admin/user/adjust', { id, field: 'money', change: 1234, remark: 'e2e', idempotencyKey: randomUUID() }, token);
  await call('/admin/user/adjust', { id, field: 'score', change: 56, remark: 'e2e', idempotencyKey: randomUUID() }, token);
}

const TEXTS = {
  'zh-cn': { profile: '个人资料', female: '女' },
  en: { profile: 'Profile', female: 'Female' },
} as const;

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

describe.each(['zh-cn', 'en'] as const)('member centre in Chromium (%s)', (lang) => {
  it('opens from the user centre with balance and points, and saves the profile', { timeout: 120_000 }, async () => {
    const username = `centre${lang === 'en' ? 'en' : 'zh'}${Date.now() % 100000}`;
    await memberWithLedger(username);
    context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    await context.addInitScript((locale) => localStorage.setItem('chis:locale', JSON.stringify(locale)), lang);
    page = await context.newPage();
    const text = TEXTS[lang];

    await logIn(page, base, username, PASSWORD);
    await page.goto(`${base}/user-center`);
    await page.getByTestId('user-center-member-centre').click();
    await page.waitForURL((url) => url.pathname === '/user/overview', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('member-overview-money').textContent(), { timeout: 30_000 }).toContain('12.34');
    expect(await page.getByTestId('member-overview-score').textContent()).toContain('56');

    await page.getByTestId('member-centre').getByRole('menuitem', { name: text.profile }).click();
    await page.waitForURL((url) => url.pathname === '/user/my-profile');
    const editButton = page.locator('[data-testid^="my-profile-edit-"]').first();
    await editButton.click();
    const nickname = inputOf(page, 'my-profile-form-nickname');
    await nickname.fill(`新昵称 ${lang}`);
    await page.getByTestId('my-profile-form-gender').getByText(text.female, { exact: true }).click();
    await page.getByTestId('my-profile-submit').click();

    const table = page.getByTestId('my-profile-page');
    await table.getByText(`新昵称 ${lang}`, { exact: true }).waitFor({ timeout: 30_000 });
    await table.locator('td').getByText(text.female, { exact: true }).waitFor();

    // Saved on the server, not only in the page: a reload reads it back.
    await page.reload();
    await page.getByTestId('my-profile-page').getByText(`新昵称 ${lang}`, { exact: true }).waitFor({ timeout: 30_000 });
  });
});
