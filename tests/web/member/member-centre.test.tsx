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
  subscriptions: [{ id: 1, source: 'card:C202611200000001', startsAt: Date.UTC(2026, 4, 1), expiresAt: Date.UTC(2026, 10, 1) }],
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
    expect(screen.getByText(/2026-05-01 至 2026-11-01/)).toBeTruthy();
  });

  it('says why the centre could not open when the member API refuses', async () => {
    server.use(http.get(`${API}/api/member/index`, () => HttpResponse.json({ code: 403, msg: '没有权限 overview', content: null }, { status: 403 })));
    renderRouted('/user/overview', memberRoutes());
    expect(await screen.findByText(/^加载失败：/)).toBeTruthy();
  });
});
