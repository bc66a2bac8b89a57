import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import WithAntd from '../antd/WithAntd';

/** The route id of the main layout (route-table.tsx), which decides for its own pages. */
export const MAIN_LAYOUT = 'main-layout';

/**
 * The top of the route tree: every page, plus scroll restoration across navigations. The pages
 * outside the main layout (sign-up flows, error pages, the admin back-end) are drawn with antd;
 * the main layout decides for its own pages (the visitor's landing is drawn without).
 */
export default function Root() {
  const inMainLayout = useMatches().some((match) => match.id === MAIN_LAYOUT);
  return (
    <>
      {/* Nothing to show while antd's provider arrives: the boot screen still covers a first visit,
          and a navigation keeps the previous page on screen meanwhile. */}
      <Suspense fallback={null}>
        {inMainLayout ? (
          <Outlet />
        ) : (
          <WithAntd>
            <Outlet />
          </WithAntd>
        )}
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
