import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminResources } from '../../../src/app/admin/api/resource-provider';
import { ResourceError } from '../../../src/engine/runtime/resource-provider';
import { server } from '../setup';
import { ADMIN_API, ok, refused, storeAdminToken } from './harness';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  token: string | null;
}

let seen: Seen[];

/** Answers every admin call with `content` and records what was sent. */
function record(content: unknown = null) {
  server.use(
    http.all(`${ADMIN_API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      seen.push({
        method: request.method,
        path: url.pathname.replace('/chis_web/api/admin', ''),
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
        token: request.headers.get('authorization'),
      });
      return ok(content as never);
    }),
  );
}

beforeEach(() => {
  seen = [];
  storeAdminToken('admin-tok');
});

describe('the admin ResourceProvider (docs/admin.md §3)', () => {
  it('lists with page, limit, order=field,dir, quickSearch and search as JSON', async () => {
    record({ list: [{ id: 1 }], total: 1 });
    const resources = createAdminResources();
    const search = [{ field: 'status', operator: 'eq' as const, value: 1 }];
    await expect(
      resources.list('admin', { page: 2, limit: 50, order: { field: 'id', order: 'desc' }, quickSearch: 'wang', search }),
    ).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    await resources.list('admin', { page: 1, limit: 20, order: null, quickSearch: '', search: [] });
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/admin',
        query: { page: '2', limit: '50', order: 'id,desc', quickSearch: 'wang', search: JSON.stringify(search) },
        body: undefined,
        token: 'admin-tok',
      },
      { method: 'GET', path: '/admin', query: { page: '1', limit: '20' }, body: undefined, token: 'admin-tok' },
    ]);
  });

  it('sends one, add, edit, delete, sortable, select, custom actions, the schema and the grantable rules as documented', async () => {
    record();
    const resources = createAdminResources();
    await resources.one('admin', 7);
    await resources.add('admin', { username: 'wang', nickname: '小王' });
    await resources.edit('admin', 7, { nickname: '老王' });
    await resources.remove('admin', [1, 2]);
    await resources.sortable('admin-rule', 5, 3);
    await resources.select('admin-group', { quickSearch: '超级', initValue: [1, 4], page: 1, limit: 10 });
    await resources.action('user', 'resetPassword', { ids: [3] });
    await resources.screen('admin');
    await resources.grantable('admin-group');
    expect(seen.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'GET', path: '/admin/7', query: {}, body: undefined },
      { method: 'POST', path: '/admin', query: {}, body: { username: 'wang', nickname: '小王' } },
      { method: 'PUT', path: '/admin/7', query: {}, body: { nickname: '老王' } },
      { method: 'DELETE', path: '/admin', query: { ids: '1,2' }, body: undefined },
      { method: 'POST', path: '/admin-rule/sortable', query: {}, body: { id: 5, targetId: 3 } },
      { method: 'GET', path: '/admin-group/select', query: { page: '1', limit: '10', quickSearch: '超级', initValue: '[1,4]' }, body: undefined },
      { method: 'POST', path: '/user/resetPassword', query: {}, body: { ids: [3] } },
      { method: 'GET', path: '/schema/admin', query: {}, body: undefined },
      // the rule tree the group form may grant, served with the form (no admin-rule/index needed)
      { method: 'GET', path: '/admin-group/grantable', query: {}, body: undefined },
    ]);
  });

  it('maps a 400 "username: already exists" to a ResourceError on the field username', async () => {
    server.use(http.post(`${ADMIN_API}/admin`, () => refused(400, 'username: already exists')));
    const failure = await createAdminResources()
      .add('admin', { username: 'admin' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResourceError);
    expect(failure).toMatchObject({ status: 400, message: 'username: already exists', field: 'username' });
  });

  it('maps other refusals without a field, keeping the server’s message or the catalogue’s', async () => {
    server.use(
      http.delete(`${ADMIN_API}/admin`, () => refused(403, '您没有该操作的权限')),
      http.get(`${ADMIN_API}/admin/9`, () => HttpResponse.text('gateway', { status: 502 })),
    );
    const resources = createAdminResources();
    await expect(resources.remove('admin', [9])).rejects.toMatchObject({ status: 403, message: '您没有该操作的权限', field: null });
    await expect(resources.one('admin', 9)).rejects.toMatchObject({ status: 502, message: '网关错误！', field: null });
  });

  it('asks for a screen’s schema once until told to forget it', async () => {
    record({ id: 'admin' });
    const resources = createAdminResources();
    await Promise.all([resources.screen('admin'), resources.screen('admin')]);
    expect(seen).toHaveLength(1);
    resources.forgetScreen('admin');
    await resources.screen('admin');
    expect(seen).toHaveLength(2);
  });

  it('settles an aborted read at once with the abort, not a ResourceError', async () => {
    server.use(http.get(`${ADMIN_API}/admin`, async () => (await delay(200), ok({ list: [], total: 0 }))));
    const controller = new AbortController();
    const reading = createAdminResources().list('admin', { page: 1, limit: 20, order: null, quickSearch: '', search: [] }, controller.signal);
    controller.abort();
    const failure = await reading.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ResourceError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('lets two identical reads (two selects over one resource) both answer', async () => {
    record({ list: [], total: 0 });
    const resources = createAdminResources();
    const both = await Promise.all([resources.select('admin-group', {}), resources.select('admin-group', {})]);
    expect(both).toEqual([
      { list: [], total: 0 },
      { list: [], total: 0 },
    ]);
  });
});
