import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Auth, useAuth } from '../../../src/app/permission';
import type { RouteHandle } from '../../../src/app/router/handle';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';

const handle: RouteHandle = {
  pattern: '/basic-database/drug-database/drug-library',
  pageCode: 'DRUG_BENCHMARK_LIBRARY_VIEW',
  exportCode: 'DRUG_BENCHMARK_LIBRARY_EXPORT',
};

function HookProbe() {
  return <span>{useAuth('view') ? 'can-view' : 'cannot-view'}</span>;
}

function renderPage(codes: string[]) {
  appStore.set(permissionCodesAtom, codes);
  const router = createMemoryRouter(
    [
      {
        path: handle.pattern,
        handle,
        element: (
          <>
            <Auth value="export">
              <button>export</button>
            </Auth>
            <HookProbe />
          </>
        ),
      },
    ],
    { initialEntries: [handle.pattern] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('element permission guard (spec §6)', () => {
  it('removes the element when the route path + "/export" node is not permitted', () => {
    renderPage(['DRUG_BENCHMARK_LIBRARY_VIEW']);
    expect(screen.queryByRole('button', { name: 'export' })).toBeNull();
    expect(screen.getByText('can-view')).toBeTruthy();
  });

  it('keeps the element when the user holds the export code of this route', () => {
    renderPage(['DRUG_BENCHMARK_LIBRARY_EXPORT']);
    expect(screen.getByRole('button', { name: 'export' })).toBeTruthy();
    expect(screen.getByText('cannot-view')).toBeTruthy();
  });
});
