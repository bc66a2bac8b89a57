// A crud list past the server's count cap (issue 22 item 5): drawn "10,000+", walked by the answer's
// `next` cursor (previous pops back the cursor it came by), audit logs opened on their stated
// window with a control to widen it. Below the cap the pager keeps its page numbers. Over the wire:
// the admin app's resource provider against msw, so the query parameters are the documented ones.
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CrudRuntimeProvider, renderers } from '../../../src/engine';
import { createAdminResources } from '../../../src/app/admin/api/resource-provider';
import { expandScreen } from '../../../src/shared/crud/screen';
import { server } from '../setup';
import { ADMIN_API, ok, storeAdminToken } from '../admin/harness';
import { adminRows, adminScreen } from './crud-fixtures';

// The first render transforms the crud chunks and antd on demand (cold), on a machine shared with others.
vi.setConfig({ testTimeout: 40_000 });

const LOG_WINDOW = { field: 'create_time', days: 30, from: 0 };

/** Answers the fx-admin list: capped (with cursors) or not, windowed or not; records each query. */
function serve(options: { capped: boolean; window?: boolean }) {
  storeAdminToken();
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${ADMIN_API}/schema/fx-admin`, () => ok(expandScreen(adminScreen) as never)),
    http.get(`${ADMIN_API}/fx-group/select`, () => ok({ list: [], total: 0 })),
    http.get(`${ADMIN_API}/fx-admin`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      // Page n's rows are named after n (by cursor "c<n-1>" or by number), and its next cursor is "c<n>".
      const n = query.cursor ? Number(query.cursor.slice(1)) + 1 : Number(query.page);
      const list = adminRows(10).map((r, i) => ({ ...r, id: n * 100 + i, username: `page${n}-${i}` }));
      return ok({
        list,
        total: options.capped ? 10_000 : 35,
        totalCapped: options.capped,
        next: `c${n}`,
        window: options.window ? (query.window === 'all' ? null : { ...LOG_WINDOW, days: Number(query.window ?? 30) }) : null,
      });
    }),
  );
  return queries;
}

function open(locale: 'zh-cn' | 'en' = 'zh-cn') {
  const Page = renderers.crud;
  render(
    <ConfigProvider locale={locale === 'en' ? enUS : zhCN}>
      <CrudRuntimeProvider value={{ resources: createAdminResources(), locale, can: () => true, notifySuccess: () => undefined, notifyError: () => undefined }}>
        <Suspense fallback={null}>
          <Page screenId="fx-admin" />
        </Suspense>
      </CrudRuntimeProvider>
    </ConfigProvider>,
  );
}

const tableText = () => screen.getByTestId('fx-admin-table').textContent ?? '';
const showsPage = (n: number) => waitFor(() => expect(tableText()).toContain(`page${n}-0`));

describe('the crud pager past the count cap', () => {
  it('says 10,000+ and walks next and previous by cursor, asking each page with the cursor it came by', async () => {
    const queries = serve({ capped: true });
    open();
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-pager-total').textContent).toBe('共 10,000+ 条');
    expect(screen.getByTestId('fx-admin-pager-page').textContent).toBe('第 1 页');
    // No numbered pages (there is no last page to number) and no jumper.
    expect(screen.getByTestId('fx-admin-pager').querySelector('.ant-pagination')).toBeNull();

    fireEvent.click(screen.getByTestId('fx-admin-pager-next'));
    await showsPage(2);
    fireEvent.click(screen.getByTestId('fx-admin-pager-next'));
    await showsPage(3);
    expect(screen.getByTestId('fx-admin-pager-page').textContent).toBe('第 3 页');
    fireEvent.click(screen.getByTestId('fx-admin-pager-previous'));
    await showsPage(2);
    fireEvent.click(screen.getByTestId('fx-admin-pager-previous'));
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-pager-previous')).toHaveProperty('disabled', true);

    expect(queries.map((q) => q.cursor ?? `page ${q.page}`)).toEqual(['page 1', 'c1', 'c2', 'c1', 'page 1']);
    expect(queries[1]).toMatchObject({ page: '1', cursor: 'c1' });
  });

  it('starts again at the first page when the quick search changes', async () => {
    const queries = serve({ capped: true });
    open();
    await showsPage(1);
    fireEvent.click(screen.getByTestId('fx-admin-pager-next'));
    await showsPage(2);
    const search = screen.getByTestId('fx-admin-quick-search');
    fireEvent.change(search, { target: { value: 'root' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ quickSearch: 'root', page: '1' }));
    expect(queries.at(-1)!.cursor).toBeUndefined();
    await showsPage(1);
  });

  it('speaks English: 10,000+ rows, Page 2', async () => {
    serve({ capped: true });
    open('en');
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-pager-total').textContent).toBe('10,000+ rows');
    fireEvent.click(screen.getByTestId('fx-admin-pager-next'));
    await showsPage(2);
    expect(screen.getByTestId('fx-admin-pager-page').textContent).toBe('Page 2');
    expect(screen.getByTestId('fx-admin-pager-next').textContent).toBe('Next page');
  });

  it('keeps numbered pages below the cap', async () => {
    const queries = serve({ capped: false });
    open();
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-pager-total').textContent).toBe('共 35 条');
    expect(screen.queryByTestId('fx-admin-pager-next')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fx-admin-pager')).getByTitle('4'));
    await showsPage(4);
    expect(queries.at(-1)).toMatchObject({ page: '4' });
    expect(queries.every((q) => q.cursor === undefined)).toBe(true);
  });
});

describe('the audit-log window', () => {
  async function choose(label: string) {
    fireEvent.mouseDown(within(screen.getByTestId('fx-admin-window')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(label));
  }

  it('shows the window the server read (最近 30 天) and widens it to 90 days and to all time', async () => {
    const queries = serve({ capped: true, window: true });
    open();
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-window').textContent).toContain('最近 30 天');
    expect(queries[0].window).toBeUndefined();
    fireEvent.click(screen.getByTestId('fx-admin-pager-next'));
    await showsPage(2);

    await choose('最近 90 天');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ window: '90', page: '1' }));
    // A new window starts at its first page, not at the cursor of the old one.
    expect(queries.at(-1)!.cursor).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('fx-admin-window').textContent).toContain('最近 90 天'));

    await choose('全部时间');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ window: 'all' }));
    // The server states no window for "all": the control stays, so the window can be narrowed again.
    await waitFor(() => expect(screen.getByTestId('fx-admin-window').textContent).toContain('全部时间'));
  });

  it('reads Last 30 days in English', async () => {
    serve({ capped: false, window: true });
    open('en');
    await showsPage(1);
    expect(screen.getByTestId('fx-admin-window').textContent).toContain('Last 30 days');
    await choose('Last 60 days');
    await waitFor(() => expect(screen.getByTestId('fx-admin-window').textContent).toContain('Last 60 days'));
  });

  it('draws no window control on a list the server states no window for', async () => {
    serve({ capped: false });
    open();
    await showsPage(1);
    expect(screen.queryByTestId('fx-admin-window')).toBeNull();
  });
});
