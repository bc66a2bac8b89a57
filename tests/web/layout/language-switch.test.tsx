import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import LanguageSwitch from '../../../src/app/layout/LanguageSwitch';
import { localeAtom } from '../../../src/app/state/ui';
import { page, renderAt } from '../pages/render-page';

// The header's language menu (our own, not antd's Dropdown): it opens on click, marks the current
// language, switches and persists the choice, and closes like a dropdown.

function renderSwitch() {
  const store = createStore();
  renderAt('/home', [page('/home', <LanguageSwitch />)], store);
  return store;
}

const menu = () => screen.queryByRole('menu');

describe('language switch', () => {
  it('lists both languages with the current one checked, and switches to the one chosen', async () => {
    const store = renderSwitch();
    const button = await screen.findByTestId('lang-switch');
    expect(button.textContent).toContain('简体中文');
    expect(menu()).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('lang-option-zh-cn')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('lang-option-en').getAttribute('aria-checked')).toBe('false');

    fireEvent.click(screen.getByTestId('lang-option-en'));
    expect(store.get(localeAtom)).toBe('en');
    expect(localStorage.getItem('chis:locale')).toBe('"en"');
    expect(menu()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('lang-switch').getAttribute('aria-label')).toBe('Language'));
  });

  it('takes focus to the checked language, walks with the arrow keys, and gives focus back on Escape', async () => {
    renderSwitch();
    const button = await screen.findByTestId('lang-switch');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('lang-option-zh-cn')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('lang-option-en'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('lang-option-zh-cn'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere, and toggles with its button', async () => {
    const store = renderSwitch();
    const button = await screen.findByTestId('lang-switch');

    fireEvent.click(button);
    await screen.findByRole('menu');
    fireEvent.pointerDown(document.body);
    expect(menu()).toBeNull();

    fireEvent.click(button);
    fireEvent.pointerDown(await screen.findByTestId('lang-option-en'));
    expect(menu()).not.toBeNull();
    fireEvent.click(button);
    expect(menu()).toBeNull();
    expect(store.get(localeAtom)).toBe('zh-cn');
  });
});
