import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ChangePasswordDialog from '../../../src/app/layout/ChangePasswordDialog';
import { API, server } from '../setup';
import { page, renderAt } from '../pages/render-page';

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('change password dialog', { timeout: 20_000 }, () => {
  it('applies the §5 password rule, refuses a mismatch, then sends old and new password', async () => {
    let body: unknown;
    server.use(
      http.put(`${API}/sys/user/updatePassword`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok', content: null });
      }),
    );
    let closed = 0;
    renderAt('/user-center', [page('/user-center', <ChangePasswordDialog open onClose={() => (closed += 1)} />)]);
    const ok = await screen.findByRole('button', { name: '确认修改' });

    fill('change-password-old', 'old-secret');
    fill('change-password-new', 'a<b>c"d');
    fill('change-password-confirm', 'something-else');
    fireEvent.click(ok);
    expect(await screen.findByText('密码为 6–32 位，且不能包含 & < > " \'')).toBeTruthy();
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(body).toBeUndefined();

    fill('change-password-new', 'new-secret-1');
    fill('change-password-confirm', 'new-secret-1');
    fireEvent.click(ok);
    await waitFor(() => expect(body).toEqual({ oldPassword: 'old-secret', newPassword: 'new-secret-1' }));
    await waitFor(() => expect(closed).toBe(1));
  });
});
