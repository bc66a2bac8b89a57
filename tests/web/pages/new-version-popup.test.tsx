import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NewVersionPopup from '../../../src/app/pages/home/NewVersionPopup';
import { userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { page, renderAt } from './render-page';

function renderPopup() {
  return renderAt('/home', [page('/home', <NewVersionPopup />)]);
}

describe('new-version popup', { timeout: 20_000 }, () => {
  it('does not show when newVersionPopped is true', async () => {
    appStore.set(userInfoAtom, { userId: 7, userName: 'demo', newVersionPopped: true });
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('新版本上线')).toBeNull();
  });

  it('shows when newVersionPopped is false, and stays dismissed for that user after a reload', async () => {
    appStore.set(userInfoAtom, { userId: 7, userName: 'demo', newVersionPopped: false });
    const first = renderPopup();
    expect(await screen.findByText('新版本上线')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-version-ok'));
    await waitFor(() => expect(localStorage.getItem('chis:newVersionSeen')).toBe('["7"]'));
    first.unmount();

    // The server still says false after a reload; this browser remembers the dismissal.
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('新版本上线')).toBeNull();

    // Another user on the same browser still sees it.
    appStore.set(userInfoAtom, { userId: 8, userName: 'trial', newVersionPopped: false });
    expect(await screen.findByText('新版本上线')).toBeTruthy();
  });

  it('does not show without a signed-in user', async () => {
    appStore.set(userInfoAtom, null);
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('新版本上线')).toBeNull();
  });
});
