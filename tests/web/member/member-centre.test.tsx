// The member centre as the router loads it (/user → the overview, its own texts and chunks): the
// menu the server built from the member rules, the balance (cents shown as yuan) and points, and
// the 7-day chart described in words.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberRoutes } from '../../../src/app/member/routes';
import { API, server } from '../setup';
import { renderRouted } from '../pages/render-page';

const title = (zh: string, en: string) => ({ 'zh-cn': zh, en });

const INDEX = {
  member: { id: 7, username: 'demo', nickname: '演示用户', email: null, mobile: null },
  menus: [
    {
      id: 1,
      type: 'menu_dir',
      name: 'account',
      title: title('我的账户', 'My account'),
      path: '',
      icon: '',
      children: [
        { id: 2, type: 'menu', name: 'overview', title: title('账户概览', 'Overview'), path: '/user/overview', icon: '' },
        { id: 3, type: 'menu', name: 'my-money-log', title: title('余额明细', 'Balance history'), path: '/user/my-money-log', icon: '' },
      ],
    },
  ],
  rules: ['account', 'overview', 'my-money-log', 'my-money-log/index'],
};

const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'];
const OVERVIEW = {
  money: 1234,
  score: 40,
  subscriptions: [{ id: 1, source: 'card:C202611200000001', plan: '零售版', startsAt: Date.UTC(2026, 4, 1), expiresAt: Date.UTC(2026, 10, 1), graceMs: 0, active: true }],
  series: days.map((day, i) => ({ day, money: i < 5 ? 0 : 1234, score: i < 3 ? 0 : 40 })),
};

describe('member centre (/user)', { timeout: 20_000 }, () => {
  it('opens the overview with the menu from the member rules, the balance in yuan, the points and the 7-day chart', async () => {
    server.use(
      http.get(`${API}/api/member/index`, () => HttpResponse.json({ code: 200, msg: 'ok', content: INDEX })),
      http.get(`${API}/api/member/overview`, () => HttpResponse.json({ code: 200, msg: 'ok', content: OVERVIEW })),
    );
    renderRouted('/user', memberRoutes());
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByText('账户概览')).toBeTruthy();
    expect(within(centre).getByText('余额明细')).toBeTruthy();
    const money = await screen.findByTestId('member-overview-money');
    expect(money.textContent).toContain('12.34');
    expect(screen.getByTestId('member-overview-score').textContent).toContain('40');
    expect(screen.getByTestId('member-overview-chart').getAttribute('aria-label')).toBe('近 7 天：余额由 0 元到 12.34 元，积分由 0 到 40');
    // Two lines, each on its own scale (they may coincide): the legend names both.
    expect(screen.getByTestId('member-overview-legend').textContent?.split(' ').filter(Boolean)).toEqual(['余额（元）', '积分']);
    expect(screen.getByTestId('member-overview-subscriptions').textContent).toContain('card:C202611200000001（方案 零售版）：2026-05-01 至 2026-11-01');
  });

  it('shows the effective entitlements: subscriptions with plan and expiry, scopes, limits and each code with why', async () => {
    const endsAt = Date.UTC(2026, 10, 1);
    const card = { kind: 'subscription', source: 'card:C1', plan: '零售版', endsAt };
    server.use(
      http.get(`${API}/api/member/index`, () => HttpResponse.json({ code: 200, msg: 'ok', content: INDEX })),
      http.get(`${API}/api/member/subscriptions`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          content: {
            plan: '试用版',
            subscriptions: [
              { id: 2, source: 'card:OLD', plan: null, startsAt: Date.UTC(2025, 0, 1), expiresAt: Date.UTC(2025, 6, 1), graceMs: 0, active: false },
              { id: 1, source: 'card:C1', plan: '零售版', startsAt: Date.UTC(2026, 4, 1), expiresAt: endsAt, graceMs: 0, active: true },
            ],
            scopes: { areas: ['北京', '广东'], channels: ['RETAIL', 'HOSPITAL'], categories: ['A', 'C'], forms: [] },
            areas: [
              { value: '北京', why: [{ kind: 'override' }] },
              { value: '广东', why: [card] },
            ],
            limits: { seats: 2, exportRowsPerMonth: null, savedMarkets: 5, historyMonths: null },
            codes: [
              { value: 'RETAIL_MARKET', why: [{ kind: 'plan', plan: '试用版' }, card] },
              { value: 'ALL_CHANNEL_MARKET_OVERVIEW_EXPORT', why: [card] },
            ],
          },
        }),
      ),
    );
    renderRouted('/user/subscriptions', memberRoutes());
    const details = await screen.findByTestId('member-subscriptions');
    expect(within(details).getByText('试用版')).toBeTruthy();
    expect(within(details).getByText('广东').getAttribute('title')).toBe('订阅 card:C1，至 2026-11-01');
    expect(within(details).getByText('A、C')).toBeTruthy();
    expect(within(details).getAllByText('不限')).toHaveLength(2);
    // Channels and codes read as the product names them, never as raw codes.
    expect(within(details).getByText('零售药店、等级医院')).toBeTruthy();
    const subscriptions = screen.getByTestId('member-subscription-list').textContent;
    expect(subscriptions).toContain('生效中 card:C1（方案 零售版）：2026-05-01 至 2026-11-01');
    expect(subscriptions).toContain('未生效或已过期 card:OLD：2025-01-01 至 2025-07-01');
    const codes = screen.getByTestId('member-code-list').textContent;
    expect(codes).toContain('零售药店 会员方案 试用版；订阅 card:C1，至 2026-11-01');
    expect(codes).toContain('全渠道 › 全渠道市场概况 › 导出 订阅 card:C1，至 2026-11-01');
    expect(codes).not.toMatch(/[A-Z]{3,}_[A-Z]/);
  });

  it('says why the centre could not open when the member API refuses', async () => {
    server.use(http.get(`${API}/api/member/index`, () => HttpResponse.json({ code: 403, msg: '没有权限 overview', content: null }, { status: 403 })));
    renderRouted('/user/overview', memberRoutes());
    expect(await screen.findByText(/^加载失败：/)).toBeTruthy();
  });
});
