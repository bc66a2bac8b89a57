// Issue 24 in a real browser against the real server: an administrator designs "competitor notes"
// (a string, a select with a dictionary, a date, a remote select onto members), saves, and the menu
// entry appears without a reload or a server restart; adds and edits a row on the generated
// screen; designs again from the record, renames a field, and the row's value is still there.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inputOf, launchChromium } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'zh-CN' })).newPage();
  await page.goto(`${base}/admin/login`);
  await inputOf(page, 'admin-login-username').fill('admin');
  await inputOf(page, 'admin-login-password').fill('chis-admin-2026');
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-menu').waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of an antd select (its list is drawn in a popup); typing narrows a searchable one. */
async function chooseAntd(select: Locator, option: string, typed?: string) {
  // A chosen value's text lies over the search input: the click goes to the select's box.
  await select.locator('.ant-select-selector').click();
  if (typed) await select.getByRole('combobox').fill(typed);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).click();
}

/** Picks a row of another screen in a remote select (the engine's own combobox). */
async function chooseRemote(testId: string, option: string, typed: string) {
  await page.getByTestId(testId).getByRole('combobox').fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The chosen field's settings tab. */
const tab = (name: string) => page.getByTestId('crud-log-settings').getByRole('tab', { name, exact: true }).click();

async function applyDesign(expectedOp: string) {
  await page.getByTestId('crud-log-save').click();
  await page.getByTestId(`crud-log-op-${expectedOp}`).first().waitFor();
  await page.getByTestId('crud-log-apply').click();
  await page.getByTestId('crud-log-open-screen').waitFor();
}

const cell = (text: string) => page.getByTestId('competitor-note-page').getByRole('cell', { name: text, exact: true });

describe('the CRUD designer in Chromium', () => {
  it('designs competitor notes, uses the generated screen, renames a field and keeps its values', async () => {
    await page.getByTestId('admin-menu-crud-log').click();
    await page.getByTestId('crud-log-action-design').click();
    await page.getByTestId('crud-log-designer').waitFor();

    await inputOf(page, 'crud-log-table-name').fill('competitor_note');
    await inputOf(page, 'crud-log-title-zh').fill('竞品笔记');
    await inputOf(page, 'crud-log-title-en').fill('Competitor notes');

    await page.getByTestId('crud-log-preset-string').click();
    await inputOf(page, 'crud-log-setting-key').fill('product');
    await inputOf(page, 'crud-log-setting-labelZh').fill('产品');
    await inputOf(page, 'crud-log-setting-labelEn').fill('Product');

    await page.getByTestId('crud-log-preset-select').click();
    await inputOf(page, 'crud-log-setting-key').fill('category');
    await inputOf(page, 'crud-log-setting-labelZh').fill('类别');
    await inputOf(page, 'crud-log-setting-labelEn').fill('Category');
    await tab('字典');
    await page.getByTestId('crud-log-setting-options').fill('drug=药品|Drug\ndevice=器械|Device');

    await page.getByTestId('crud-log-preset-date').click();
    await inputOf(page, 'crud-log-setting-key').fill('noted_on');

    await page.getByTestId('crud-log-preset-remoteSelect').click();
    await inputOf(page, 'crud-log-setting-key').fill('member_id');
    await inputOf(page, 'crud-log-setting-labelZh').fill('会员');
    await inputOf(page, 'crud-log-setting-labelEn').fill('Member');
    await tab('远程选择');
    await chooseAntd(page.getByTestId('crud-log-setting-remoteScreen'), '会员管理 (user)', '(user)');
    await chooseAntd(page.getByTestId('crud-log-setting-remoteLabel'), '用户名 (username)');

    // The live preview is the real renderer over the design: the new columns are there.
    await page.getByTestId('crud-log-preview').getByText('类别').first().waitFor();
    await applyDesign('create');
    // The new screen is in the menu at once: the page read the admin index again, nothing restarted.
    await page.getByTestId('admin-menu-competitor-note').waitFor();

    await page.getByTestId('crud-log-open-screen').click();
    await page.getByTestId('competitor-note-add').click();
    await inputOf(page, 'competitor-note-form-product').fill('阿司匹林肠溶片');
    await chooseAntd(page.getByTestId('competitor-note-form-category'), '药品');
    await inputOf(page, 'competitor-note-form-noted_on').fill('2026-03-01');
    await page.keyboard.press('Enter');
    await chooseRemote('competitor-note-form-member_id', 'demo', 'demo');
    await page.getByTestId('competitor-note-submit').click();
    await cell('阿司匹林肠溶片').waitFor();
    await cell('2026-03-01').waitFor();
    await cell('demo').waitFor();

    await page.getByTestId('competitor-note-edit-1').click();
    await inputOf(page, 'competitor-note-form-product').fill('拜阿司匹灵');
    await page.getByTestId('competitor-note-submit').click();
    await cell('拜阿司匹灵').waitFor();

    // Design again from the record: the product field becomes product_name, a rename of its column.
    await page.getByTestId('admin-menu-crud-log').click();
    await page.getByTestId('crud-log-page').getByText('competitor-note').first().waitFor();
    const record = (await page.getByTestId('crud-log-page').locator('[data-testid^="crud-log-action-designAgain-"]').first().getAttribute('data-testid'))!;
    await page.getByTestId(record).click();
    await page.getByTestId('crud-log-from-record').waitFor();
    await page.getByTestId('crud-log-field-product').click();
    await inputOf(page, 'crud-log-setting-key').fill('product_name');
    await applyDesign('rename');
    await page.getByTestId('crud-log-open-screen').click();
    await cell('拜阿司匹灵').waitFor();

    const token = await page.evaluate(() => localStorage.getItem('chis-admin-token'));
    const row = await (await fetch(`${base}/chis_web/api/admin/competitor-note/1`, { headers: { authorization: token! } })).json();
    expect(row.content).toMatchObject({ product_name: '拜阿司匹灵', category: 'drug', noted_on: '2026-03-01' });
    expect(row.content).not.toHaveProperty('product');
  });
});
