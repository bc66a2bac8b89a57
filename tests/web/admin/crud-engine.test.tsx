import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expandScreen } from '../../../src/shared/crud/screen';
import { adminScreen } from '../engine/crud-fixtures';
import { server } from '../setup';
import { adminIndex, ADMIN_API, ok, openApp, serveIndex, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 40_000 });

// The admin app and the engine's crud renderer together: the screen's schema and rows come from the
// admin API through the app's ResourceProvider, its buttons follow the rules GET /index granted.
describe('/admin/<id> with the engine’s crud renderer', () => {
  function serve(rules: string[]) {
    storeAdminToken();
    serveIndex(adminIndex({ rules }));
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(`${ADMIN_API}/schema/fx-admin`, () => ok(expandScreen(adminScreen) as never)),
      http.get(`${ADMIN_API}/fx-admin`, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok({ list: [{ id: 1, username: 'root', nickname: '超管', status: 1, balance: 0, group_ids: [] }], total: 1 });
      }),
    );
    return queries;
  }

  it('lists the rows the API answers, asked with the documented query, and shows only the granted buttons', async () => {
    const queries = serve(['fx-admin/index', 'fx-admin/edit']);
    openApp('/admin/fx-admin');
    expect(await screen.findByTestId('fx-admin-page', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fx-admin-table').textContent).toContain('root'), { timeout: 15_000 });
    expect(queries[0]).toMatchObject({ page: '1', limit: '10' });
    expect(screen.queryByTestId('fx-admin-add')).toBeNull();
    expect(screen.getByTestId('fx-admin-edit-1')).toBeTruthy();
    expect(screen.queryByTestId('fx-admin-del-1')).toBeNull();
  });

  it('shows the add button to an administrator holding fx-admin/add', async () => {
    serve(['*']);
    openApp('/admin/fx-admin');
    expect(await screen.findByTestId('fx-admin-add', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
