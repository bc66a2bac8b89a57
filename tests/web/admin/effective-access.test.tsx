// The members screen's 有效权限 / Effective access view (issue 23 item 3): every code and scope with
// why (plan, subscription, override), the limits, subscriptions and sessions; a session's button
// ends it through the same action (revokeSession) and the view redraws from the answer. zh-cn and en.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import AdminIntl from '../../../src/app/admin/i18n/AdminIntl';
import { EffectiveAccess } from '../../../src/app/admin/members/EffectiveAccess';
import I18nProvider from '../../../src/app/i18n/I18nProvider';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { server } from '../setup';
import { ADMIN_API, ok, storeAdminToken } from './harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const ENDS = Date.UTC(2026, 11, 31);
const access = (endedReason: string | null) => ({
  codes: [
    { code: 'HOME_PAGE', why: [{ kind: 'plan', plan: 'north' }] },
    { code: 'RETAIL_MARKET_OVERVIEW', why: [{ kind: 'subscription', source: 'card:C9', plan: null, endsAt: ENDS }] },
  ],
  scopes: {
    areas: { values: ['北京', '上海'], why: [{ value: '北京', why: [{ kind: 'override' }] }, { value: '上海', why: [{ kind: 'subscription', source: 'card:C9', plan: null, endsAt: ENDS }] }] },
    categories: { values: ['*'], why: [{ kind: 'plan', plan: 'north' }] },
    forms: { values: ['*'], why: [{ kind: 'plan', plan: 'north' }] },
    channels: { values: ['RETAIL'], why: [{ kind: 'plan', plan: 'north' }] },
  },
  limits: { seats: 2, exportRowsPerMonth: null, savedMarkets: null, historyMonths: null, why: [{ kind: 'plan', plan: 'north' }] },
  subscriptions: [{ id: 1, source: 'card:C9', plan: null, startsAt: 0, expiresAt: ENDS, graceMs: 0, active: true }],
  sessions: [{ sessionId: 's1', startedAt: 0, expiresAt: ENDS, endedReason }],
});

function open(locale: 'zh-cn' | 'en') {
  storeAdminToken();
  appStore.set(localeAtom, locale);
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${ADMIN_API}/user/access`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return ok(access(body.revokeSession ? 'revoked' : null));
    }),
  );
  render(
    <Provider store={appStore}>
      <I18nProvider>
        <AdminIntl>
          <EffectiveAccess body={{ id: 7 }} onClose={() => undefined} />
        </AdminIntl>
      </I18nProvider>
    </Provider>,
  );
  return bodies;
}

describe('effective access of a member', () => {
  it('says why for each code and scope, and ends a session (zh-cn)', async () => {
    const bodies = open('zh-cn');
    const drawer = await screen.findByTestId('admin-effective-access');
    // Codes and channels by the titles the product gives them, the code on hover.
    await waitFor(() => expect(drawer.textContent).toContain('零售药店 › 零售药店市场概况'));
    expect(within(drawer).getByText('首页').getAttribute('title')).toBe('HOME_PAGE');
    expect(drawer.textContent).not.toContain('RETAIL_MARKET_OVERVIEW');
    expect(bodies[0]).toEqual({ id: 7 });
    const text = () => document.querySelector('[data-testid="admin-effective-access"]')!.textContent!;
    expect(text()).toContain('方案：north');
    expect(text()).toContain('订阅：card:C9');
    expect(text()).toContain('会员单独设置');
    expect(text()).toContain('北京、上海');
    expect(text()).toContain('不限');
    fireEvent.click(within(drawer).getByTestId('admin-access-revoke'));
    await waitFor(() => expect(bodies[1]).toEqual({ id: 7, revokeSession: 's1' }));
    await waitFor(() => expect(text()).toContain('管理员已结束'));
  });

  it('reads in English', async () => {
    open('en');
    await screen.findByTestId('admin-effective-access');
    const text = () => document.querySelector('[data-testid="admin-effective-access"]')!.textContent!;
    await waitFor(() => expect(text()).toContain('Plan: north'));
    expect(text()).toContain('Retail pharmacy › Retail pharmacy market overview');
    expect(text()).toContain('Effective access');
    expect(text()).toContain('Member override');
    expect(text()).toContain('Seats');
    expect(text()).toContain('End this session');
  });
});
