// Issue 22 (items 1–3 and 8) in a real browser: the super administrator deletes an admin group,
// restores it from the recycle bin, changes a member's e-mail and rolls it back from the change
// log, all through the crud pages' buttons; the four events are in the logs (the operation log,
// the recycle bin marked restored, the change log with the rollback as a new change).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium } from './browser';

const base = inject('baseUrl');
const API = `${base}/chis_web/api/admin`;
let browser: Browser;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  content: T;
}

async function call<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Clicks OK on the confirmation that is open. */
async function confirm(page: Page): Promise<void> {
  await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary').click();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the recycle bin and the change log in Chromium', () => {
  let page: Page;
  let token: string;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await inputOf(page, 'admin-login-username').fill('admin');
    await inputOf(page, 'admin-login-password').fill('chis-admin-2026');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-menu').waitFor({ timeout: 30_000 });
    token = (await page.evaluate(() => localStorage.getItem('chis-admin-token')))!;
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('deletes an admin group and restores it from the recycle bin', async () => {
    const rules = (await call<{ list: { id: number; name: string }[] }>('GET', '/admin-rule', token)).body.content.list;
    const added = await call<{ id: number }>('POST', '/admin-group', token, { pid: 0, name: '回收演示组', rules: [rules[0].id], status: true });
    expect(added.status, added.body.msg).toBe(200);
    const groupId = added.body.content.id;

    await page.goto(`${base}/admin/admin-group`);
    await page.getByTestId(`admin-group-del-${groupId}`).click();
    await confirm(page);
    await page.locator(`[data-testid="admin-group-table"] tbody tr[data-row-key="${groupId}"]`).waitFor({ state: 'detached' });

    const bin = (await call<{ list: { id: number; screen: string; row_key: string }[] }>('GET', '/security-data-recycle-log?limit=50', token)).body.content.list;
    const logged = bin.find((r) => r.screen === 'admin-group' && r.row_key === String(groupId))!;
    await page.goto(`${base}/admin/security-data-recycle-log`);
    await page.getByTestId(`security-data-recycle-log-restore-${logged.id}`).click();
    await confirm(page);
    await page.getByText('已还原 1 条记录').waitFor();

    const group = await call<{ name: string }>('GET', `/admin-group/${groupId}`, token);
    expect(group.body.content.name).toBe('回收演示组');
    const marked = await call<{ restored: boolean }>('GET', `/security-data-recycle-log/${logged.id}`, token);
    expect(marked.body.content.restored).toBe(true);
  });

  it('changes a member’s e-mail and rolls it back from the change log', async () => {
    const members = (await call<{ list: { id: number; username: string; email: string }[] }>('GET', '/user?quickSearch=trial', token)).body.content.list;
    const trial = members.find((m) => m.username === 'trial')!;
    await page.goto(`${base}/admin/user`);
    await page.getByTestId(`user-edit-${trial.id}`).click();
    await page.getByTestId('user-form').waitFor();
    await inputOf(page, 'user-form-email').fill('changed@example.com');
    await page.getByTestId('user-submit').click();
    await page.getByTestId('user-form').waitFor({ state: 'hidden' });
    expect((await call<{ email: string }>('GET', `/user/${trial.id}`, token)).body.content.email).toBe('changed@example.com');

    const changes = (await call<{ list: { id: number; screen: string; data_field: string; id_value: string }[] }>('GET', '/security-sensitive-data-log?limit=50', token)).body.content.list;
    const change = changes.find((c) => c.screen === 'user' && c.data_field === 'email' && c.id_value === String(trial.id))!;
    await page.goto(`${base}/admin/security-sensitive-data-log`);
    await page.getByTestId(`security-sensitive-data-log-rollback-${change.id}`).click();
    await confirm(page);
    await page.getByText('已回滚').first().waitFor();
    expect((await call<{ email: string }>('GET', `/user/${trial.id}`, token)).body.content.email).toBe(trial.email);

    const after = (await call<{ list: { id: number; rolled_back: boolean; rollback_of: number | null }[] }>('GET', '/security-sensitive-data-log?limit=50', token)).body.content.list;
    expect(after.find((c) => c.id === change.id)?.rolled_back).toBe(true);
    expect(after.some((c) => c.rollback_of === change.id)).toBe(true);
  });

  it('shows the four events in the operation log', async () => {
    const log = (await call<{ list: { url: string; method: string }[] }>('GET', '/admin-log?limit=50', token)).body.content.list;
    const urls = log.map((entry) => `${entry.method} ${entry.url.split('?')[0]}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'DELETE /chis_web/api/admin/admin-group',
        'POST /chis_web/api/admin/security-data-recycle-log/restore',
        expect.stringMatching(/^PUT \/chis_web\/api\/admin\/user\/\d+$/),
        'POST /chis_web/api/admin/security-sensitive-data-log/rollback',
      ]),
    );
    await page.goto(`${base}/admin/admin-log`);
    await page.locator('[data-testid="admin-log-table"] tbody tr[data-row-key]').first().waitFor();
  });
});
