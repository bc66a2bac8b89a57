import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CrudRuntime, ResourceRow } from '../../../src/engine/runtime/resource-provider';
import { ADMIN_TOKEN_KEY } from '../../../src/app/admin/session/token';
import { server } from '../setup';
import { adminIndex, ADMIN_API, ok, openApp, refused, screenSchema, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// The engine's crud renderer is a colleague's; in its place, one that shows what the admin app
// handed it (the runtime) and reads the first page through it.
vi.mock('../../../src/app/admin/crud/engine-crud', () => {
  const Runtime = createContext<CrudRuntime | null>(null);
  function CrudRuntimeProvider({ value, children }: { value: CrudRuntime; children?: ReactNode }) {
    return <Runtime.Provider value={value}>{children}</Runtime.Provider>;
  }
  function CrudRenderer({ screenId }: { screenId: string }) {
    const runtime = useContext(Runtime)!;
    const [title, setTitle] = useState('');
    const [rows, setRows] = useState<ResourceRow[] | null>(null);
    useEffect(() => {
      void runtime.resources.screen(screenId).then((schema) => setTitle(schema.title[runtime.locale]));
      runtime.resources
        .list(screenId, { page: 1, limit: 20, order: null, quickSearch: '', search: [] })
        .then((result) => setRows(result.list))
        .catch((error: Error) => runtime.notifyError(error.message));
    }, [runtime, screenId]);
    return (
      <div data-testid="crud-renderer">
        <span data-testid="crud-title">{title}</span>
        <span data-testid="crud-can">{['index', 'add', 'edit', 'del'].filter((action) => runtime.can(`${screenId}/${action}`)).join(',')}</span>
        <span data-testid="crud-rows">{rows ? rows.map((row) => String(row.username)).join(',') : 'loading'}</span>
      </div>
    );
  }
  return { CrudRenderer, CrudRuntimeProvider };
});

describe('/admin/<id>: a crud screen in the admin runtime (docs/admin.md §6)', () => {
  it('renders a granted screen through the engine with the admin API and the granted rules', async () => {
    storeAdminToken();
    serveIndex(adminIndex({ rules: ['admin', 'admin/index', 'admin/edit'] }));
    let schemas = 0;
    server.use(
      http.get(`${ADMIN_API}/schema/admin`, () => ((schemas += 1), ok(screenSchema('admin', '管理员（表）', 'Administrators (table)')))),
      http.get(`${ADMIN_API}/admin`, () => ok({ list: [{ id: 1, username: 'admin' }, { id: 2, username: 'auditor' }], total: 2 })),
    );
    openApp('/admin/admin');
    expect((await screen.findByTestId('crud-rows', {}, { timeout: 8000 })).textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('crud-rows').textContent).toBe('admin,auditor'));
    expect(screen.getByTestId('crud-can').textContent).toBe('index,edit');
    expect(screen.getByTestId('crud-title').textContent).toBe('管理员（表）');
    // The route's check and the renderer share one schema call; the menu names the page.
    expect(schemas).toBe(1);
    await waitFor(() => expect(document.title).toBe('管理员 - 中国医药健康产业数据平台'));
  });

  it('shows the no-permission page for a screen whose <id>/index rule is not granted, without asking for it', async () => {
    storeAdminToken();
    serveIndex();
    let asked = 0;
    server.use(http.get(`${ADMIN_API}/schema/user`, () => ((asked += 1), ok(screenSchema('user', '会员', 'Members')))));
    openApp('/admin/user');
    expect(await screen.findByTestId('admin-no-power')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('无访问权限 - 中国医药健康产业数据平台'));
    expect(asked).toBe(0);
    expect(screen.queryByTestId('crud-renderer')).toBeNull();
  });

  it('shows the not-found page for a screen the server does not know', async () => {
    storeAdminToken();
    serveIndex(adminIndex({ rules: ['*'] }));
    server.use(http.get(`${ADMIN_API}/schema/nothing-here`, () => refused(404, 'nothing-here: unknown screen')));
    openApp('/admin/nothing-here');
    expect(await screen.findByTestId('admin-not-found')).toBeTruthy();
  });

  it('titles a screen that has no menu entry by its schema', async () => {
    storeAdminToken();
    serveIndex(adminIndex({ rules: ['*'] }));
    server.use(
      http.get(`${ADMIN_API}/schema/crud-log`, () => ok(screenSchema('crud-log', 'CRUD 记录', 'CRUD records'))),
      http.get(`${ADMIN_API}/crud-log`, () => ok({ list: [], total: 0 })),
    );
    openApp('/admin/crud-log');
    await screen.findByTestId('crud-renderer');
    await waitFor(() => expect(document.title).toBe('CRUD 记录 - 中国医药健康产业数据平台'));
  });

  it('goes back to the login when the screen’s data call is refused with 401', async () => {
    storeAdminToken();
    serveIndex();
    server.use(http.get(`${ADMIN_API}/admin`, () => refused(401, 'token expired')));
    const { at } = openApp('/admin/admin');
    await at('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
