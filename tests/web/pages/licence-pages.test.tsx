// What the home page and the user centre say about the licence (issue 26 item 8): a trial's 北京 +
// 上海 figures are not called national estimates, and the user centre names the licensed provinces
// and when access ends.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import HomeDashboard from '../../../src/app/pages/home/HomeDashboard';
import UserCenterPage from '../../../src/app/pages/user-center/index';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { API, server } from '../setup';
import { page, renderAt } from './render-page';

const ok = (content: unknown) => HttpResponse.json({ code: 200, msg: 'ok', content });
const serveLicence = (provinces: string[] | null, until: number | null) =>
  server.use(
    http.get(`${API}/api/v2/home/licence`, () => ok({ provinces, until })),
    http.get(`${API}/api/v2/user/benefits`, () => ok({ list: [], total: 0 })),
  );

const home = () => renderAt('/home', [page('/home', <HomeDashboard />)]);
const userCentre = () => renderAt('/user-center/index', [page('/user-center/index', <UserCenterPage />)]);
const projection = () => screen.getByTestId('home-data-notes-projection').textContent ?? '';

describe('the home page data note', { timeout: 20_000 }, () => {
  it('a licence narrower than China is not called national', async () => {
    appStore.set(localeAtom, 'zh-cn');
    serveLicence(['北京市', '上海市'], null);
    home();
    await waitFor(() => expect(projection()).toContain('仅含授权省份：北京、上海'));
    expect(projection()).not.toContain('全国估计值');
  });

  it('in English', async () => {
    appStore.set(localeAtom, 'en');
    serveLicence(['北京市', '上海市'], null);
    home();
    await waitFor(() => expect(projection()).toContain('Licensed provinces only: Beijing, Shanghai'));
    expect(projection()).not.toContain('national estimates');
    appStore.set(localeAtom, 'zh-cn');
  });

  it('all of China reads as national estimates', async () => {
    let asked = false;
    server.use(http.get(`${API}/api/v2/home/licence`, () => ((asked = true), ok({ provinces: null, until: null }))));
    home();
    await waitFor(() => expect(asked).toBe(true));
    expect(projection()).toContain('全国估计值');
  });
});

describe('the user centre names the licence', { timeout: 20_000 }, () => {
  it('the licensed provinces and the end date', async () => {
    serveLicence(['北京市', '上海市'], Date.UTC(2026, 11, 31, 4));
    userCentre();
    const access = screen.getByTestId('user-center-access');
    await waitFor(() => expect(within(access).getByText('北京')).toBeTruthy());
    expect(within(access).getByText('上海')).toBeTruthy();
    expect(screen.getByTestId('user-center-access-until').textContent).toBe('有效期至：2026/12/31');
  });

  it('all of China, with the plan and no end date', async () => {
    serveLicence(null, null);
    userCentre();
    const access = screen.getByTestId('user-center-access');
    await waitFor(() => expect(within(access).getByText('全国')).toBeTruthy());
    expect(screen.getByTestId('user-center-access-until').textContent).toBe('有效期：随会员方案，无截止日期');
  });
});
