import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API, server } from '../setup';
import { fixtureRows, fixtureSchema } from './fixture-schema';
import { renderDatabasePage, serveDatabase } from './harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/database/DatabasePage');
}, 60_000);

const bodyRows = () => screen.queryByTestId('fx-drug-table')?.querySelectorAll('tbody tr[data-row-key]') ?? [];

describe('database page, a query that fails', () => {
  it('shows the failure in place of the previous rows and pager, and no counts of the failed view', async () => {
    serveDatabase('fx-drug', fixtureRows(45), { facets: { drugType: [{ value: '中成药', count: 22 }] } });
    renderDatabasePage(fixtureSchema);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const filter = screen.getByTestId('fx-drug-filter-drugType');
    await waitFor(() => expect(within(filter).getByLabelText('中成药 (22)')).toBeTruthy());

    // The next query (here: page 2) is refused: the list answers 500, the counts all drop to 0.
    server.use(
      http.get(`${API}/api/v2/database/fx-drug/list`, () => HttpResponse.json({ code: 500, msg: 'down', content: null }, { status: 500 })),
      http.get(`${API}/api/v2/database/fx-drug/facets`, () => HttpResponse.json({ code: 200, msg: 'ok', content: { drugType: [{ value: '中成药', count: 0 }] } })),
    );
    fireEvent.click(within(screen.getByTestId('fx-drug-pager')).getByTitle('2'));

    expect(await screen.findByTestId('fx-drug-failed')).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByTestId('fx-drug-pager')).toBeNull();
    expect(within(screen.getByTestId('fx-drug-filter-drugType')).queryByLabelText(/\(0\)|\(22\)/)).toBeNull();
  });
});
