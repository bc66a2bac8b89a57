// Issue 21 (items 1, 2, 4, done-when): a delegated administrator whose group holds every admin/*
// rule, in a real browser. They neither see nor change the super administrator, cannot switch off
// the last super group, and their password reset of a colleague signs that colleague out: the
// colleague's next call lands on the admin login.
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

async function call<T = unknown>(method: string, path: string, token = '', body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function login(username: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/login', '', { username, password });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.content.token;
}

interface RuleRow {
  id: number;
  name: string;
  children?: RuleRow[];
}

/** The ids of the named rules, and of every rule whose name starts with one of `prefixes`. */
async function ruleIds(token: string, names: string[], prefixes: string[] = []): Promise<number[]> {
  const rows = (await call<{ list: RuleRow[] }>('GET', '/admin-rule', token)).body.content.list;
  const flat: RuleRow[] = [];
  const walk = (list: RuleRow[]) => list.forEach((r) => (flat.push(r), walk(r.children ?? [])));
  walk(rows);
  return flat.filter((r) => names.includes(r.name) || prefixes.some((p) => r.name.startsWith(p))).map((r) => r.id);
}

async function groupWith(token: string, name: string, rules: number[]): Promise<number> {
  const answer = await call<{ id: number }>('POST', '/admin-group', token, { pid: 0, name, rules, status: true });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.content.id;
}

async function administrator(token: string, username: string, groupId: number): Promise<number> {
  const answer = await call<{ id: number }>('POST', '/admin', token, { username, nickname: username, password: 'Secret-2026', groups: [groupId], status: true });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.content.id;
}

async function browserSignIn(username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await inputOf(page, 'admin-login-username').fill(username);
  await inputOf(page, 'admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-menu').waitFor({ timeout: 30_000 });
  return page;
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('a delegated administrator holding admin/* in Chromium', () => {
  let superToken: string;
  let superId: number;
  let superGroupId: number;
  let colleagueId: number;

  beforeAll(async () => {
    superToken = await login('admin', 'chis-admin-2026');
    const admins = (await call<{ list: { id: number; username: string; groups: number[] }[] }>('GET', '/admin?limit=100', superToken)).body.content.list;
    const root = admins.find((a) => a.username === 'admin')!;
    superId = root.id;
    superGroupId = root.groups[0];
    // The delegate: every admin/* rule, the group screen's, and the dashboard; the colleague: the dashboard only (within the delegate's reach).
    const delegateRules = await ruleIds(superToken, ['auth', 'admin', 'admin-group', 'dashboard'], ['admin/', 'admin-group/', 'dashboard/']);
    await administrator(superToken, 'delegate1', await groupWith(superToken, '委派管理组', delegateRules));
    colleagueId = await administrator(superToken, 'colleague1', await groupWith(superToken, '同事组', await ruleIds(superToken, ['dashboard', 'dashboard/index'])));
  });

  it('neither sees nor changes the super administrator', async () => {
    const page = await browserSignIn('delegate1', 'Secret-2026');
    await page.getByTestId('admin-menu-admin').click();
    await page.waitForURL(/\/admin\/admin$/);
    const row = (id: number) => page.locator(`[data-testid="admin-table"] tbody tr[data-row-key="${id}"]`);
    await row(colleagueId).waitFor();
    expect(await row(superId).count()).toBe(0);
    expect(await page.getByTestId(`admin-edit-${superId}`).count()).toBe(0);

    // Nor through the API with the same session: the password, the status, a delete.
    const token = (await page.evaluate(() => localStorage.getItem('chis-admin-token')))!;
    expect((await call('PUT', `/admin/${superId}`, token, { password: 'Taken-over-1' })).status).toBe(403);
    expect((await call('PUT', `/admin/${superId}`, token, { status: false })).status).toBe(403);
    expect((await call('DELETE', `/admin?ids=${superId}`, token)).status).toBe(403);
    await login('admin', 'chis-admin-2026');
    await page.context().close();
  });

  it('cannot switch off the last super group', async () => {
    const token = await login('delegate1', 'Secret-2026');
    const refused = await call('PUT', `/admin-group/${superGroupId}`, token, { status: false });
    expect([403, 409]).toContain(refused.status);
    const groups = (await call<{ list: { id: number; status: number | boolean }[] }>('GET', '/admin-group', superToken)).body.content.list;
    expect(Boolean(groups.find((g) => g.id === superGroupId)?.status)).toBe(true);
    // Not even the super administrator may leave no enabled super group.
    expect((await call('PUT', `/admin-group/${superGroupId}`, superToken, { status: false })).status).toBe(409);
  });

  it('signs a colleague out by resetting their password: the colleague’s next call lands on the login', async () => {
    const colleague = await browserSignIn('colleague1', 'Secret-2026');
    const delegate = await browserSignIn('delegate1', 'Secret-2026');
    await delegate.getByTestId('admin-menu-admin').click();
    await delegate.getByTestId(`admin-edit-${colleagueId}`).click();
    await delegate.getByTestId('admin-form').waitFor();
    await inputOf(delegate, 'admin-form-password').fill('Reset-2026');
    await delegate.getByTestId('admin-submit').click();
    await delegate.getByTestId('admin-form').waitFor({ state: 'hidden' });

    // The colleague's next call (a reload asks for the session's index) is refused, the refresh token too.
    await colleague.reload();
    await colleague.waitForURL(/\/admin\/login/, { timeout: 30_000 });
    expect(await colleague.evaluate(() => [localStorage.getItem('chis-admin-token'), localStorage.getItem('chis-admin-refresh-token')])).toEqual([null, null]);
    await login('colleague1', 'Reset-2026');
    await colleague.context().close();
    await delegate.context().close();
  });
});
