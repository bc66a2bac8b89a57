import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnStorageKey } from '../../../src/engine/renderers/list/use-column-visibility';
import { fixtureRows, fixtureSchema } from './fixture-schema';
import { downloads, locationNow, renderDatabasePage, serveDatabase, tracked } from './harness';

const schema = fixtureSchema;
const headerTexts = () => within(screen.getByTestId('fx-drug-table')).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
const bodyRows = () => screen.getByTestId('fx-drug-table').querySelectorAll('tbody tr[data-row-key]');

// antd's CSS-in-JS makes a first render in jsdom slow on this shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  // The renderer is a lazy chunk (formily, antd): load it once up front so each test's waits measure the page, not the import.
  await import('../../../src/engine/renderers/database/DatabasePage');
}, 60_000);
beforeEach(() => {
  tracked.length = 0;
  downloads.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('database page', () => {
  it('asks the server for page 1 of 20 in the default sort and shows the rows with plain formatted cells', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(45));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const q = backend.listQueries[0];
    expect(Object.fromEntries(q)).toEqual({ page: '1', pageSize: '20', sort: 'price', order: 'desc' });
    // hidden id and the defaultHidden flag are not shown
    expect(headerTexts()).toEqual(['药品名称', '药品类型', '中药成分', '价格']);
    expect(bodyRows()[0].textContent).toBe('药品1化学药100.00');
    expect(screen.getByTestId('fx-drug-pager').textContent).toContain('共 45 条');
    expect(tracked[0]).toMatchObject({ eventCode: 'BASE_DATABASE_QUERY_EVENTS', databaseId: 'fx-drug', fields: {} });
  });

  it('reproduces a view from the link: filters, keyword, sort and page go to the server and into the form', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(45), { facets: { drugType: [{ value: '中成药', count: 22 }] } });
    renderDatabasePage(schema, { search: '?f.drugType=%5B%22%E4%B8%AD%E6%88%90%E8%8D%AF%22%5D&keyword=%E8%8D%AF&sort=drugName&order=asc&page=2' });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(Object.fromEntries(backend.listQueries[0])).toEqual({
      filters: JSON.stringify([{ field: 'drugType', op: 'in', value: ['中成药'] }]),
      keyword: '药',
      sort: 'drugName',
      order: 'asc',
      page: '2',
      pageSize: '20',
    });
    const filter = screen.getByTestId('fx-drug-filter-drugType');
    await waitFor(() => expect((within(filter).getByLabelText('中成药 (22)') as HTMLInputElement).checked).toBe(true));
    expect((within(filter).getByLabelText('化学药 (0)') as HTMLInputElement).checked).toBe(false);
    // the linked filter is visible because its condition holds
    expect(screen.getByTestId('fx-drug-filter-tcmIngredient')).toBeTruthy();
    expect(tracked[0].fields).toEqual({ drugType: ['中成药'], keyword: '药' });
  });

  it('shows a linked filter only while its condition holds', async () => {
    serveDatabase('fx-drug', fixtureRows(3));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByTestId('fx-drug-filter-tcmIngredient')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fx-drug-filter-drugType')).getByLabelText('中成药'));
    await waitFor(() => expect(screen.getByTestId('fx-drug-filter-tcmIngredient')).toBeTruthy());
  });

  it('leaves a hidden linked filter out of the query', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(3));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const types = within(screen.getByTestId('fx-drug-filter-drugType'));
    fireEvent.click(types.getByLabelText('中成药'));
    const ingredient = await screen.findByTestId('fx-drug-filter-tcmIngredient');
    fireEvent.change(within(ingredient).getByRole('textbox'), { target: { value: '黄芪' } });
    fireEvent.click(types.getByLabelText('中成药'));
    fireEvent.click(types.getByLabelText('化学药'));
    await waitFor(() => expect(screen.queryByTestId('fx-drug-filter-tcmIngredient')).toBeNull());
    fireEvent.click(screen.getByTestId('fx-drug-search'));
    await waitFor(() => expect(backend.listQueries).toHaveLength(2));
    expect(JSON.parse(backend.listQueries[1].get('filters') ?? '[]')).toEqual([{ field: 'drugType', op: 'in', value: ['化学药'] }]);
  });

  it('clears a dependent filter when the user changes the filter it depends on', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(3));
    renderDatabasePage(schema, { search: '?f.dosageForm=%5B%22%E7%89%87%E5%89%82%22%5D' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(JSON.parse(backend.listQueries[0].get('filters') ?? '[]')).toEqual([{ field: 'dosageForm', op: 'in', value: ['片剂'] }]);
    fireEvent.click(within(screen.getByTestId('fx-drug-filter-drugType')).getByLabelText('化学药'));
    fireEvent.click(screen.getByTestId('fx-drug-search'));
    await waitFor(() => expect(backend.listQueries).toHaveLength(2));
    expect(JSON.parse(backend.listQueries[1].get('filters') ?? '[]')).toEqual([{ field: 'drugType', op: 'in', value: ['化学药'] }]);
  });

  it('applies filters on search, putting them in the URL and back on page 1', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(45));
    renderDatabasePage(schema, { search: '?page=3' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    fireEvent.click(within(screen.getByTestId('fx-drug-filter-drugType')).getByLabelText('化学药'));
    fireEvent.click(screen.getByTestId('fx-drug-search'));
    await waitFor(() => expect(backend.listQueries).toHaveLength(2));
    expect(backend.listQueries[1].get('filters')).toBe(JSON.stringify([{ field: 'drugType', op: 'in', value: ['化学药'] }]));
    expect(backend.listQueries[1].get('page')).toBe('1');
    expect(decodeURIComponent(locationNow())).toBe('/basic-database/drug-database/fx-drug?f.drugType=["化学药"]');
  });

  it('sorts on the server when a sortable header is clicked: descending, ascending, then the default', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(5));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const header = () => within(screen.getByTestId('fx-drug-table')).getAllByRole('columnheader')[0];
    fireEvent.click(header());
    await waitFor(() => expect(backend.listQueries.at(-1)?.get('sort')).toBe('drugName'));
    expect(backend.listQueries.at(-1)?.get('order')).toBe('desc');
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    await waitFor(() => expect(backend.listQueries.at(-1)?.get('order')).toBe('asc'));
    fireEvent.click(header());
    await waitFor(() => expect(backend.listQueries.at(-1)?.get('sort')).toBe('price'));
    // the type column is not sortable
    fireEvent.click(within(screen.getByTestId('fx-drug-table')).getAllByRole('columnheader')[1]);
    expect(backend.listQueries.at(-1)?.get('sort')).toBe('price');
  });

  it('pages on the server', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(45));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(backend.listQueries.at(-1)?.get('page')).toBe('3');
    expect(locationNow()).toContain('page=3');
  });

  it('virtualises a page of more than 100 rows', async () => {
    // jsdom lays nothing out: give the scroll viewport a height so the virtualiser has rows to show.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    serveDatabase('fx-drug', fixtureRows(300));
    renderDatabasePage(schema, { search: '?size=200' });
    await waitFor(() => expect(screen.getByTestId('fx-drug-table').getAttribute('data-virtual')).toBe('true'));
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(100);
  });

  it('remembers hidden columns per page', async () => {
    serveDatabase('fx-drug', fixtureRows(3));
    const first = renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-drug-columns'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '价格' }));
    await waitFor(() => expect(headerTexts()).toEqual(['药品名称', '药品类型', '中药成分']));
    expect(JSON.parse(localStorage.getItem(columnStorageKey('fx-drug')) ?? '[]').sort()).toEqual(['dosageForm', 'isEssential', 'price']);
    first.unmount();
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(headerTexts()).toEqual(['药品名称', '药品类型', '中药成分']);
  });

  it('shows export only with the export code', async () => {
    serveDatabase('fx-drug', fixtureRows(3));
    renderDatabasePage(schema);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByTestId('fx-drug-export')).toBeNull();
  });

  it('exports the current filters and visible columns, follows the job and downloads the file', async () => {
    const backend = serveDatabase('fx-drug', fixtureRows(3));
    renderDatabasePage(schema, { codes: ['FX_DRUG_VIEW', 'FX_DRUG_EXPORT'], search: '?f.drugType=%5B%22%E5%8C%96%E5%AD%A6%E8%8D%AF%22%5D' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('fx-drug-export'));
    await waitFor(() => expect(downloads).toEqual(['file-1']), { timeout: 4000 });
    expect(backend.exportBodies[0]).toEqual({
      filters: [{ field: 'drugType', op: 'in', value: ['化学药'] }],
      keyword: '',
      sort: 'price',
      order: 'desc',
      columns: ['drugName', 'drugType', 'tcmIngredient', 'price'],
      locale: 'zh-cn',
    });
    expect(tracked.find((e) => e.eventCode === 'BASE_DATABASE_EXPORT_EVENT')?.fields).toEqual({ drugType: ['化学药'] });
  });

  it('opens a row in the detail drawer with its sections and related lists', async () => {
    serveDatabase('fx-drug', fixtureRows(3), {
      detail: { row: fixtureRows(1)[0], related: { others: { list: fixtureRows(2), total: 9 } } },
    });
    renderDatabasePage(schema, { locale: 'en' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(bodyRows()[0]);
    const detail = await screen.findByTestId('fx-drug-detail');
    expect(within(detail).getByTestId('fx-drug-detail-basic').textContent).toContain('Chemical');
    expect(within(detail).getByRole('tab', { name: 'Similar (9)' })).toBeTruthy();
  });
});
