import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import SearchBox from '../../../src/app/layout/SearchBox';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';
import { landing, page, renderAt } from '../pages/render-page';

// The one-click search box: suggestions as the user types, a suggestion opens its detail page,
// Enter on the typed text opens the result page.

const hits = [
  { type: 'generic', id: '1', name: '阿莫西林胶囊' },
  { type: 'company', id: '9', name: '阿莫制药' },
];

function renderBox() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/api/v2/home/search/autocomplete`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return HttpResponse.json({ code: 200, msg: 'ok', content: hits });
    }),
  );
  appStore.set(permissionCodesAtom, ['MARKET_DATA_STATISTICS_INNER_PAGE']);
  const view = renderAt('/home', [page('/home', <SearchBox testId="box" />), landing('/one-click-search'), landing('/one-click-search-detail')]);
  return { ...view, asked };
}

describe('one-click search box', () => {
  it('lists suggestions for the typed text and opens the one chosen from the keyboard', async () => {
    const { router, asked } = renderBox();
    const input = await screen.findByTestId('box-input');
    fireEvent.change(input, { target: { value: 'amxl' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['阿莫西林胶囊通用名', '阿莫制药企业']);
    expect(asked).toEqual(['amxl']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/one-click-search-detail');
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('阿莫制药');
  });

  it('opens the result page for the typed text on Enter or the search button, and clears', async () => {
    const { router } = renderBox();
    const input = (await screen.findByTestId('box-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 阿莫西林 ' } });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '阿莫西林' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/one-click-search');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('阿莫西林'));
  });
});
