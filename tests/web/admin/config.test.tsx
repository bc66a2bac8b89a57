// /admin/config (issue 22 item 7): the system configuration as one form per group tab, titled from
// the group documents in both languages; a tab saves only the items that changed; the mail tab's
// test-mail button (drawn only with config/sendTestMail) sends the settings as typed, unsaved, and
// shows the mailer's error; an item an administrator added is drawn by its own type and deletable.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { server } from '../setup';
import { adminIndex, ADMIN_API, ok, openApp, refused, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const ROWS = [
  { name: 'site_name', group: 'basics', value: 'CHIS', secret: false },
  { name: 'record_number', group: 'basics', value: '', secret: false },
  { name: 'hotline_hours', group: 'basics', value: '8', secret: false, type: 'integer' },
  { name: 'smtp_server', group: 'mail', value: 'smtp.stored.example', secret: false },
  { name: 'smtp_port', group: 'mail', value: '465', secret: false },
  { name: 'smtp_pass', group: 'mail', value: '', secret: true },
];
const ALL_RULES = ['config', 'config/index', 'config/edit', 'config/add', 'config/del', 'config/sendTestMail'];

function open(rules = ALL_RULES) {
  storeAdminToken();
  serveIndex(adminIndex({ rules }));
  const seen: { edits: [string, unknown][]; mails: Record<string, unknown>[]; deletes: string[] } = { edits: [], mails: [], deletes: [] };
  server.use(
    http.get(`${ADMIN_API}/config`, () => ok({ list: ROWS, total: ROWS.length })),
    http.put(`${ADMIN_API}/config/:name`, async ({ params, request }) => (seen.edits.push([String(params.name), await request.json()]), ok(null))),
    http.delete(`${ADMIN_API}/config`, ({ request }) => (seen.deletes.push(new URL(request.url).search), ok({ deleted: 1 }))),
  );
  return { seen, ...openApp('/admin/config') };
}

const input = (testid: string) => within(screen.getByTestId(testid)).getByRole('textbox') as HTMLInputElement;

describe('/admin/config: one form per group tab', () => {
  it('titles the tabs from the group files in zh-cn, fills them from the rows and saves only what changed', async () => {
    const { seen } = open();
    expect(await screen.findByTestId('config-tab-basics')).toBeTruthy();
    for (const title of ['基础配置', '邮件配置', '上传配置', '日志保留', '全部配置项']) expect(screen.getByRole('tab', { name: title })).toBeTruthy();
    expect(input('config-basics-form-site_name').value).toBe('CHIS');
    fireEvent.change(input('config-basics-form-site_name'), { target: { value: '医药魔方' } });
    fireEvent.click(screen.getByTestId('config-basics-submit'));
    await waitFor(() => expect(seen.edits).toEqual([['site_name', { value: '医药魔方' }]]));
  });

  it('draws an added item by its own type and deletes it; the product items have no delete button', async () => {
    const { seen } = open();
    const hotline = await screen.findByTestId('config-basics-form-hotline_hours');
    expect((within(hotline).getByRole('spinbutton') as HTMLInputElement).value).toBe('8');
    expect(screen.queryByTestId('config-item-site_name-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('config-item-hotline_hours-delete'));
    fireEvent.click(await screen.findByTestId('config-item-hotline_hours-confirm'));
    await waitFor(() => expect(seen.deletes).toHaveLength(1));
    expect(decodeURIComponent(seen.deletes[0])).toContain('hotline_hours');
  });

  it('in English, sends a test mail with the settings as typed (unsaved) and shows the mailer error', async () => {
    appStore.set(localeAtom, 'en');
    const { seen } = open();
    server.use(
      http.post(`${ADMIN_API}/config/sendTestMail`, async ({ request }) => {
        seen.mails.push((await request.json()) as Record<string, unknown>);
        return refused(400, 'The test mail was not sent: Invalid login: 535 Authentication failed');
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Mail' }));
    for (const title of ['Basics', 'Uploads', 'Log retention', 'All items']) expect(screen.getByRole('tab', { name: title })).toBeTruthy();
    await screen.findByTestId('config-tab-mail');
    fireEvent.change(input('config-mail-form-smtp_server'), { target: { value: 'smtp.typed.example' } });
    fireEvent.change(screen.getByTestId('config-test-mail-address'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('config-test-mail-send'));
    expect((await screen.findByTestId('config-test-mail-error')).textContent).toContain('Invalid login: 535 Authentication failed');
    // As typed, not as stored; the blank password is left for the server to take the stored one.
    expect(seen.mails[0]).toMatchObject({ smtp_server: 'smtp.typed.example', smtp_port: 465, testMail: 'me@example.com' });
    expect(seen.mails[0]).not.toHaveProperty('smtp_pass');
    expect(seen.edits).toEqual([]);
    appStore.set(localeAtom, 'zh-cn');
  });

  it('draws no test-mail button without config/sendTestMail, and no add button without config/add', async () => {
    open(['config', 'config/index', 'config/edit']);
    fireEvent.click(await screen.findByRole('tab', { name: '邮件配置' }));
    expect(await screen.findByTestId('config-mail-form-smtp_server')).toBeTruthy();
    expect(screen.queryByTestId('config-test-mail-send')).toBeNull();
    expect(screen.queryByTestId('config-mail-add')).toBeNull();
  });

  it('shows the no-permission page without config/index', async () => {
    open(['dashboard', 'dashboard/index']);
    expect(await screen.findByTestId('admin-no-power')).toBeTruthy();
  });
});
