import { Outlet, ScrollRestoration } from 'react-router';
import { RouteChangeOverlay } from '../../components/layouts/route-change-overlay';

/** Wraps every route: the 500 ms route-change overlay and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteChangeOverlay />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
