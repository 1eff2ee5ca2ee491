import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createCache } from '../lib/apollo-cache';
import { SessionProvider } from '../lib/session-context';

interface Options {
  path: string;
  mocks?: MockLink.MockedResponse[];
  /** Instead of `mocks`: a link of the test's own, e.g. one that delivers subscription events on cue. */
  link?: ApolloLink;
  routes: RouteObject[];
}

/** Renders routes in a memory router with the app's session provider and a mocked Apollo link. */
export function renderRoutes({ path, mocks = [], link, routes }: Options) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MockedProvider mocks={mocks} link={link} cache={createCache()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MockedProvider>,
  );
  return { ...utils, router };
}

/** A route that only shows where the router went, for asserting navigations. */
export function landing(path: string): RouteObject {
  return { path, element: <p data-testid="landing">{path}</p> };
}
