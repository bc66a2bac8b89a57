// The marketplace end to end (issue 25) in Chromium against the real server and its built-in
// marketplace: a designer-made screen has a rich-text field, whose form says 'Please install editor'
// with a link to the marketplace; the administrator follows it, buys the editor module with the demo
// member's points (signing in as that buyer, ticking the agreement), installs it watching the progress,
// and the same form now draws the module's editor — loaded from our own origin under the strict CSP,
// with no CSP violation — whose text is saved and listed as plain text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium } from './browser';

const base = inject('baseUrl');
const API = `${base}/chis_web/api`;
let browser: Browser;
let adminToken: string;

async function call<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', channel: 'web', 'accept-language': 'en', ...(token ? { Authorization: token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; content: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.content;
}

const label = (zh: string, en: string) => ({ 'zh-cn': zh, en });

beforeAll(async () => {
  browser = await launchChromium();
  const token = (adminToken = (await call<{ token: string }>('/admin/login', { username: 'admin', password: 'chis-admin-2026' })).token);
  // The buyer: the demo member, given the points the editor costs.
  const members = await call<{ list: { id: number; username: string }[] }>('/admin/user?quickSearch=demo', null, token, 'GET');
  const demo = members.list.find((m) => m.username === 'demo')!;
  await call('/admin/user/adjust', { id: demo.id, field: 'score', change: 300, remark: 'e2e marketplace', idempotencyKey: 'e2e-marketplace-points-1' }, token);
  // A screen with a rich-text field, made with the CRUD designer.
  const design = {
    kind: 'crud',
    id: 'launch-note',
    schemaVersion: 2,
    title: label('上市简报', 'Launch notes'),
    scope: 'admin',
    menu: { group: 'routine', order: 90 },
    table: 'launch_note',
    primaryKey: 'id',
    presets: ['id'],
    fields: [
      { key: 'subject', label: label('主题', 'Subject'), type: 'string', length: 80, nullable: true, list: { operator: 'contains' }, form: { widget: 'input' } },
      { key: 'body', label: label('正文', 'Body'), type: 'text', nullable: true, list: {}, form: { widget: 'editor' } },
    ],
    actions: ['index', 'info', 'add', 'edit', 'del', 'select'],
  };
  await call('/admin/crud-log/apply', { design }, token);
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('chis:locale', JSON.stringify('en')));
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.goto(`${base}/admin/login`);
  await inputOf(page, 'admin-login-username').fill('admin');
  await inputOf(page, 'admin-login-password').fill('chis-admin-2026');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  return { page, violations };
}

describe('module marketplace in Chromium', () => {
  it('buys the editor with points, installs it watching the progress, and the form that asked for it draws it', async () => {
    const { page, violations } = await adminPage();

    // Before: the form says which module to install and links to it.
    await page.goto(`${base}/admin/launch-note`);
    await page.getByTestId('launch-note-add').click();
    const missing = page.getByTestId('body-missing-widget');
    await expect.poll(() => missing.textContent(), { timeout: 30_000 }).toContain('Please install editor');
    await page.getByTestId('body-missing-widget-marketplace').click();
    await page.waitForURL(/\/admin\/module\?uid=editor$/);

    // The detail, bought with points as the demo member, after ticking the agreement.
    const detail = page.getByTestId('market-detail-editor');
    await detail.getByTestId('market-action-buy-editor').click({ timeout: 60_000 });
    await inputOf(page, 'market-buyer-username').fill('demo');
    await inputOf(page, 'market-buyer-password').fill('chis-demo-2026');
    await page.getByTestId('market-buyer-submit').click();
    await expect.poll(() => page.getByTestId('market-order-account').textContent(), { timeout: 30_000 }).toContain('300 points');
    await expect.poll(() => page.getByTestId('market-order-terms').textContent()).toContain('no 7-day refund');
    await page.getByTestId('market-order-pay-points').click();
    await page.getByRole('checkbox', { name: 'I have read and agree to the module purchase agreement' }).check();
    await page.getByTestId('market-order-submit').click();
    await page.getByRole('dialog', { name: 'Buy Rich-text editor' }).waitFor({ state: 'detached', timeout: 30_000 });

    // Install, watching the run's steps and progress to the end.
    await detail.getByTestId('market-action-install-editor').click();
    const progress = page.getByTestId('market-progress');
    await progress.getByTestId('market-progress-steps').waitFor();
    await progress.getByTestId('market-progress-installed').waitFor({ timeout: 60_000 });
    expect(await progress.getByTestId('market-progress-error').count()).toBe(0);
    await progress.getByTestId('market-progress-close').click();
    await expect.poll(() => page.getByTestId('market-state-editor').first().textContent()).toBe('Installed');

    // After: the same form draws the module's editor; what is typed is saved as HTML and listed as text.
    await page.goto(`${base}/admin/launch-note`);
    await page.getByTestId('launch-note-add').click();
    const editor = page.getByTestId('editor-module-input');
    await editor.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('body-missing-widget').count()).toBe(0);
    await inputOf(page, 'launch-note-form-subject').fill('Q1 launch');
    await editor.click();
    await page.keyboard.type('Approved in ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Beijing');
    await page.getByTestId('launch-note-submit').click();
    const row = page.locator('tr', { hasText: 'Q1 launch' });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Approved in Beijing');
    expect(await row.locator('strong, b').count()).toBe(0);
    const saved = await call<{ list: { subject: string; body: string }[] }>('/admin/launch-note', null, adminToken, 'GET');
    expect(saved.list.find((note) => note.subject === 'Q1 launch')?.body).toBe('<p>Approved in <strong>Beijing</strong></p>');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
