import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireClient } from '../../../src/app/feedback/wire-client';
import NewVersionPopup from '../../../src/app/pages/home/NewVersionPopup';
import { tokenAtom, userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';
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

  it('shows when newVersionPopped is false; dismissing it tells the server, which keeps it for every browser', async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.post(`${API}/api/v2/user/new-version-popped`, ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return HttpResponse.json({ code: 200, msg: '', content: { newVersionPopped: true } });
      }),
    );
    wireClient();
    appStore.set(tokenAtom, 'tok-7');
    appStore.set(userInfoAtom, { userId: 7, userName: 'demo', newVersionPopped: false });
    const first = renderPopup();
    expect(await screen.findByText('新版本上线')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-version-ok'));
    await waitFor(() => expect(calls).toEqual(['tok-7']));
    expect(appStore.get(userInfoAtom)?.newVersionPopped).toBe(true);
    first.unmount();
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('新版本上线')).toBeNull();
    // Nothing of it is kept in this browser: the account carries it.
    expect(Object.keys(localStorage).some((key) => /newVersion/i.test(key))).toBe(false);
  });

  it('does not show without a signed-in user', async () => {
    appStore.set(userInfoAtom, null);
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('新版本上线')).toBeNull();
  });
});
