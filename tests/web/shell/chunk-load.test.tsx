import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hasReloadCookie, isChunkLoadError, showUpdatePrompt } from '../../../src/app/feedback/chunk-load';
import RouteError from '../../../src/app/feedback/RouteError';
import { intlFor } from '../../../src/app/i18n/translate';

const PROMPT = '检测到系统更新，为确保你的完整体验，请更新系统';

/** Confirms the open prompt and waits until antd has closed and unmounted it (motion is off in tests). */
async function confirmPrompt() {
  fireEvent.click(await screen.findByRole('button', { name: '马上更新' }));
  await waitFor(() => expect(document.querySelector('.ant-modal-root')).toBeNull());
}

describe('chunk-load failure prompt (spec §4, §8)', () => {
  it('recognises the errors of a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/home-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('cannot be dismissed, reloads on confirm and sets the 5-minute cookie; within 5 minutes it does not reload again', async () => {
    const reload = vi.fn();
    showUpdatePrompt(reload);
    // antd renders the title twice (visible and for assistive technology).
    expect((await screen.findAllByText('提示')).length).toBeGreaterThan(0);
    expect(screen.getByText(PROMPT)).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByText(PROMPT)).toBeTruthy();
    await confirmPrompt();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(hasReloadCookie()).toBe(true);
    expect(hasReloadCookie('chis_update_reloaded=1; other=2')).toBe(true);

    showUpdatePrompt(reload);
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    await confirmPrompt();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("wears the product's theme although it renders outside the app's ConfigProvider", async () => {
    showUpdatePrompt(() => undefined);
    const button = await screen.findByRole('button', { name: '马上更新' });
    // BRAND_COLOR #0b6478, not antd's default #1677ff.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 100, 120)');
    await confirmPrompt();
  });
});

describe('route errors', () => {
  it('turn a failed page chunk into the update prompt and anything else into an error page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/broken',
          errorElement: <RouteError />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        },
        { path: '/bug', errorElement: <RouteError />, loader: () => Promise.reject(new Error('bug')), Component: () => null },
      ],
      { initialEntries: ['/bug'] },
    );
    render(
      <RawIntlProvider value={intlFor('zh-cn')}>
        <RouterProvider router={router} />
      </RawIntlProvider>,
    );
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByText('页面出错了')).toBeTruthy();
    // Spec §2's generic problem page: a way home and a way back, not only a reload.
    expect(screen.getByTestId('route-error-home').getAttribute('href')).toBe('/home');
    expect(screen.getByTestId('route-error-home').textContent).toBe('返回首页');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    Object.defineProperty(window.history, 'length', { configurable: true, value: 2 });
    await router.navigate('/bug?again');
    fireEvent.click(await screen.findByTestId('route-error-back'));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
    expect(screen.queryByText(PROMPT)).toBeNull();
    await router.navigate('/broken');
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
    await confirmPrompt();
    consoleError.mockRestore();
  });
});
