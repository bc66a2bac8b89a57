// /admin/module, the marketplace (issue 25), over msw at the network edge: the catalogue with
// categories and search; a priced module's purchase (buyer sign-in, the order dialog that shows the
// one-year update and no-refund terms and sends nothing until the agreement is ticked, one
// idempotency key per opening; WeChat shows the QR code and follows the order until paid); the install
// with its progress polled to the end; and an update whose
// conflicts are each chosen in the conflict dialog before it is sent again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { API, server } from '../setup';
import { adminIndex, ADMIN_API, ok, openApp, refused, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 40_000 });

// The buyer's marketplace token lives in the tab's session storage.
afterEach(() => sessionStorage.clear());

const MARKET = `${API}/marketplace`;
const RULES = ['module', 'module/index', 'module/catalogue', 'module/buy', 'module/info', 'module/install', 'module/disable', 'module/enable', 'module/update', 'module/rollback', 'module/uninstall'];
const l = (zh: string, en: string) => ({ 'zh-cn': zh, en });

const editor = {
  uid: 'editor',
  version: '1.0.0',
  title: l('富文本编辑器', 'Rich-text editor'),
  description: l('富文本编辑', 'Rich-text editing'),
  price: { points: 100, balance: 1000 },
  free: false,
  category: 'editor',
  categoryLabel: 'Editor',
  developer: 'CHIS',
  updated: '2026-11-27',
  published: '2026-11-27',
  downloads: 3,
};
const register = { ...editor, uid: 'kol-register', version: '1.1.0', title: l('KOL 登记', 'KOL register'), price: {}, free: true, category: 'market-access', categoryLabel: 'Market access' };

function open(path: string, local: { uid: string; state: string; installedVersion: string }[]) {
  storeAdminToken();
  serveIndex(adminIndex({ rules: RULES }));
  const seen = { catalogueQueries: [] as string[], buys: [] as unknown[], installs: [] as unknown[], updates: [] as unknown[], statusCalls: 0 };
  server.use(
    http.get(`${MARKET}/categories`, () => ok({ list: [{ id: 'editor', label: 'Editor', count: 1 }, { id: 'market-access', label: 'Market access', count: 1 }] })),
    http.get(`${MARKET}/catalogue`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.catalogueQueries.push(query.toString());
      const list = [editor, register].filter((m) => (!query.get('category') || m.category === query.get('category')) && (!query.get('q') || m.uid.includes(query.get('q')!)));
      return ok({ list, total: list.length });
    }),
    http.get(`${MARKET}/modules/:uid`, ({ params }) =>
      ok({
        ...(params.uid === 'editor' ? editor : register),
        productVersions: '>=0.1.0 <1.0.0',
        dependencies: {},
        changelog: [{ version: '1.0.0', date: '2026-11-27', notes: l('首个版本', 'First release') }],
        screenshots: [],
        versions: [{ version: '1.0.0', updated: '2026-11-27', size: 130_000 }],
      }),
    ),
    http.get(`${ADMIN_API}/module/catalogue`, () => ok({ list: local, total: local.length })),
    http.get(`${ADMIN_API}/module-assets`, () => ok({ list: [] })),
  );
  return { seen, ...openApp(path) };
}

describe('/admin/module: the marketplace', () => {
  it('lists by category and search, buys a priced module with points after sign-in and the agreement, and installs it watching the progress', async () => {
    appStore.set(localeAtom, 'en');
    const { seen } = open('/admin/module', [{ uid: 'kol-register', state: 'installed', installedVersion: '1.1.0' }]);
    let polls = 0;
    const steps = ['download', 'verify', 'registry'];
    server.use(
      http.post(`${MARKET}/login`, async ({ request }) => {
        const body = (await request.json()) as { username: string; password: string };
        return body.password === 'chis-demo-2026' ? ok({ token: 'buyer-tok', username: body.username, nickname: 'Demo' }) : refused(400, 'Wrong account or password');
      }),
      http.get(`${MARKET}/account`, ({ request }) => (request.headers.get('authorization') === 'buyer-tok' ? ok({ username: 'demo', nickname: 'Demo', points: 500, balance: 12345 }) : refused(401, 'sign in'))),
      http.post(`${ADMIN_API}/module/buy`, async ({ request }) => {
        seen.buys.push({ ...((await request.json()) as object), buyer: request.headers.get('x-marketplace-token') });
        return ok({ order: { orderSn: 'M20261128001', uid: 'editor', version: '1.0.0', title: 'Rich-text editor', purchaser: 'demo', pay: 'points', price: 100, status: 'paid', createdAt: 0, updateUntil: 1, refundable: false }, created: true });
      }),
      http.post(`${ADMIN_API}/module/install`, async ({ request }) => (seen.installs.push({ ...((await request.json()) as object), buyer: request.headers.get('x-marketplace-token') }), ok({ state: 'download' }))),
      http.get(`${ADMIN_API}/module/editor`, () => {
        const step = steps[Math.min(polls, steps.length - 1)];
        polls += 1;
        const done = polls > steps.length;
        return ok({ uid: 'editor', state: done ? 'installed' : 'download', step: done ? 'done' : step, progress: done ? 100 : polls * 30, version: '1.0.0', targetVersion: '1.0.0', previousVersion: '', error: null, problems: [] });
      }),
    );

    // The catalogue: both modules, each with its price and state; a category and a search narrow it.
    const row = await screen.findByTestId('market-row-editor');
    expect(row.textContent).toContain('100 points or ¥10.00');
    expect(within(screen.getByTestId('market-row-kol-register')).getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('market-state-kol-register').textContent).toBe('Installed');
    fireEvent.click(within(screen.getByTestId('market-categories')).getByText('Editor (1)'));
    await waitFor(() => expect(screen.queryByTestId('market-row-kol-register')).toBeNull());
    const search = screen.getByRole('searchbox', { name: 'Search names, descriptions or developers' });
    fireEvent.change(search, { target: { value: 'edit' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(seen.catalogueQueries.at(-1)).toBe('limit=100&category=editor&q=edit'));

    // The detail, then buying: the buyer signs in first, a wrong password is said in the dialog.
    fireEvent.click(screen.getByTestId('market-open-editor'));
    const detail = await screen.findByTestId('market-detail-editor');
    expect(await within(detail).findByText('Rich-text editing')).toBeTruthy();
    expect(within(detail).getByTestId('market-detail-changelog').textContent).toContain('1.0.0 (2026-11-27): First release');
    fireEvent.click(within(detail).getByTestId('market-action-buy-editor'));
    fireEvent.change(await screen.findByTestId('market-buyer-username'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('market-buyer-password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('market-buyer-submit'));
    expect((await screen.findByTestId('market-buyer-error')).textContent).toContain('Wrong account or password');
    fireEvent.change(screen.getByTestId('market-buyer-password'), { target: { value: 'chis-demo-2026' } });
    fireEvent.click(screen.getByTestId('market-buyer-submit'));

    // The order dialog: the account, the terms, nothing sent until the agreement is ticked.
    expect((await screen.findByTestId('market-order-account')).textContent).toContain('Buying as demo (500 points, balance ¥123.45)');
    const terms = screen.getByTestId('market-order-terms').textContent;
    expect(terms).toContain('Free download and updates for one year');
    expect(terms).toContain('no 7-day refund');
    fireEvent.click(screen.getByTestId('market-order-submit'));
    expect((await screen.findByTestId('market-order-error')).textContent).toBe('Please tick the purchase agreement first');
    expect(seen.buys).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the module purchase agreement' }));
    fireEvent.click(screen.getByTestId('market-order-submit'));
    await waitFor(() => expect(seen.buys).toEqual([{ uid: 'editor', pay: 'points', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/), buyer: 'buyer-tok' }]));
    await waitFor(() => expect(screen.queryByTestId('market-order-dialog')).toBeNull());

    // Install: the progress follows the run's steps to the end.
    fireEvent.click(within(detail).getByTestId('market-action-install-editor'));
    const progress = await screen.findByTestId('market-progress');
    expect(await within(progress).findByTestId('market-progress-installed')).toBeTruthy();
    expect(seen.installs).toEqual([{ uid: 'editor', confirmDependencies: false, buyer: 'buyer-tok' }]);
    expect(polls).toBeGreaterThan(steps.length);
    expect(within(progress).getByText('Screens and rules')).toBeTruthy();
  });

  it('sends an update again with a choice for each conflict, and offers a retry and a manual confirmation when a dependency fails', async () => {
    appStore.set(localeAtom, 'zh-cn');
    const { seen } = open('/admin/module?uid=editor', [{ uid: 'editor', state: 'disabled', installedVersion: '0.9.0' }]);
    const conflicts = [
      { kind: 'file', screen: 'kol', choices: ['backup', 'keep'] },
      { kind: 'dependency', uid: 'kol-register', installed: '1.0.0', needed: '2.0.0', neededBy: ['visit-plan'], choices: ['overwrite', 'keep'] },
    ];
    server.use(
      http.post(`${ADMIN_API}/module/update`, async ({ request }) => {
        const body = (await request.json()) as { choices?: Record<string, string> };
        seen.updates.push(body);
        return body.choices ? ok({ state: 'download' }) : refused(409, '有 2 个冲突待处理', { conflicts });
      }),
      http.get(`${ADMIN_API}/module/editor`, () =>
        ok({ uid: 'editor', state: 'disabled', step: 'dependencies', progress: 45, version: '0.9.0', targetVersion: '1.0.0', previousVersion: '0.8.0', error: '依赖 kol-register 安装失败', problems: [], dependencies: [{ uid: 'kol-register', state: 'unknown', progress: 30, error: 'x' }] }),
      ),
      http.post(`${ADMIN_API}/module/install`, async ({ request }) => (seen.installs.push(await request.json()), ok({ state: 'download' }))),
    );
    const detail = await screen.findByTestId('market-detail-editor');
    expect(await within(detail).findByText('回滚到 0.8.0')).toBeTruthy();
    fireEvent.click(within(detail).getByTestId('market-action-update-editor'));
    const dialog = await screen.findByTestId('market-conflicts');
    expect(within(dialog).getByTestId('market-conflict-file-kol').textContent).toContain('页面 kol 安装后被管理员修改过');
    expect(within(dialog).getByTestId('market-conflict-dependency-kol-register').textContent).toContain('kol-register 已安装 1.0.0，新版本需要 2.0.0（visit-plan 依赖当前版本）');
    fireEvent.click(within(dialog).getByTestId('market-conflict-kol-backup'));
    fireEvent.click(screen.getByTestId('market-conflicts-submit'));
    expect(await within(dialog).findByTestId('market-conflicts-missing')).toBeTruthy();
    expect(seen.updates).toHaveLength(1);
    fireEvent.click(within(dialog).getByTestId('market-conflict-kol-register-keep'));
    fireEvent.click(screen.getByTestId('market-conflicts-submit'));
    await waitFor(() => expect(seen.updates[1]).toMatchObject({ uid: 'editor', choices: { kol: 'backup', 'kol-register': 'keep' } }));

    // The run's progress: the dependency failed, so besides a retry it can be confirmed by hand.
    const progress = await screen.findByTestId('market-progress');
    expect((await within(progress).findByTestId('market-progress-error')).textContent).toContain('依赖 kol-register 安装失败');
    expect(within(progress).getByTestId('market-progress-dependencies').textContent).toContain('kol-register');
    fireEvent.click(within(progress).getByTestId('market-progress-confirm'));
    await waitFor(() => expect(seen.installs).toEqual([{ uid: 'editor', confirmDependencies: true }]));
  });

  it('pays by WeChat: shows the sandbox QR code and follows the order until it is paid', async () => {
    appStore.set(localeAtom, 'zh-cn');
    sessionStorage.setItem('chis-marketplace-buyer', 'buyer-tok');
    const { seen } = open('/admin/module?uid=editor', [{ uid: 'editor', state: 'init', installedVersion: '' }]);
    const order = { orderSn: 'W1', uid: 'editor', version: '1.0.0', title: '富文本编辑器', purchaser: 'demo', pay: 'wechat', price: 1000, createdAt: 0, updateUntil: null, refundable: false };
    let asked = 0;
    server.use(
      http.get(`${MARKET}/account`, () => ok({ username: 'demo', nickname: 'Demo', points: 0, balance: 0 })),
      http.post(`${ADMIN_API}/module/buy`, async ({ request }) => {
        seen.buys.push(await request.json());
        return ok({ order: { ...order, status: 'pending' }, created: true, wechat: { qrCode: 'data:image/png;base64,iVBORw0KGgo=', url: 'http://x/wechat/W1', expiresAt: 1 } });
      }),
      http.get(`${MARKET}/orders/W1`, () => ok({ ...order, status: (asked += 1) > 1 ? 'paid' : 'pending' })),
    );
    const detail = await screen.findByTestId('market-detail-editor');
    fireEvent.click(await within(detail).findByTestId('market-action-buy-editor'));
    fireEvent.click(await screen.findByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意模块购买协议' }));
    fireEvent.click(screen.getByTestId('market-order-submit'));
    const wechat = await screen.findByTestId('market-order-wechat');
    expect(within(wechat).getByRole('img', { name: '微信支付' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(seen.buys).toEqual([{ uid: 'editor', pay: 'wechat', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    await waitFor(() => expect(screen.queryByTestId('market-order-wechat')).toBeNull(), { timeout: 10_000 });
    expect(asked).toBeGreaterThan(1);
  });
});
