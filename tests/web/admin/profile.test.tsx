import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../setup';
import { ADMIN_API, ok, openApp, refused, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const profile = {
  id: 2,
  username: 'auditor',
  nickname: '审计员小王',
  avatar: '',
  email: 'audit@example.com',
  mobile: '',
  motto: '',
  lastLoginAt: Date.UTC(2026, 4, 1, 2, 0),
  lastLoginIp: '10.0.0.8',
};

async function openProfile() {
  storeAdminToken();
  serveIndex();
  const bodies: unknown[] = [];
  server.use(
    http.get(`${ADMIN_API}/profile`, () => ok(profile)),
    http.put(`${ADMIN_API}/profile`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.oldPassword === 'not-mine') return refused(400, 'oldPassword: 原密码不正确');
      return ok({ ...profile, ...body, password: undefined, oldPassword: undefined });
    }),
  );
  openApp('/admin/profile');
  await screen.findByTestId('admin-profile-form');
  return { bodies, user: userEvent.setup() };
}

describe('/admin/profile (docs/admin.md §5)', () => {
  it('sends the changed details only, and the header follows the new nickname', async () => {
    const { bodies, user } = await openProfile();
    expect((screen.getByTestId('admin-profile-nickname') as HTMLInputElement).value).toBe('审计员小王');
    await user.clear(screen.getByTestId('admin-profile-nickname'));
    await user.type(screen.getByTestId('admin-profile-nickname'), '王审计');
    await user.type(screen.getByTestId('admin-profile-motto'), '数据说话');
    await user.click(screen.getByTestId('admin-profile-save'));
    await waitFor(() => expect(bodies).toEqual([{ nickname: '王审计', motto: '数据说话' }]));
    await waitFor(() => expect(screen.getByTestId('admin-nickname').textContent).toBe('王审计'));
  });

  it('changes the password with the old one, refusing a mismatched confirmation and showing the server’s field message', async () => {
    const { bodies, user } = await openProfile();
    await user.type(screen.getByTestId('admin-profile-password'), 'new-secret-1');
    await user.type(screen.getByTestId('admin-profile-confirm'), 'new-secret-2');
    await user.click(screen.getByTestId('admin-profile-save'));
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(await screen.findByText('修改密码需要输入原密码')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByTestId('admin-profile-confirm'));
    await user.type(screen.getByTestId('admin-profile-confirm'), 'new-secret-1');
    await user.type(screen.getByTestId('admin-profile-old-password'), 'not-mine');
    fireEvent.click(screen.getByTestId('admin-profile-save'));
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect(bodies).toEqual([{ password: 'new-secret-1', oldPassword: 'not-mine' }]);
  });
});
