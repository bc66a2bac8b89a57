import { Outlet, ScrollRestoration } from 'react-router';

/** The top of the route tree: every page, plus scroll restoration across navigations. */
export default function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
