import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { createCache } from '../lib/apollo-cache';
import { SessionProvider } from '../lib/session-context';

interface Options {
  path: string;
  mocks?: MockLink.MockedResponse[];
  /** Instead of `mocks`: a link of the test's own, e.g. one that delivers subscription events on cue. */
  link?: ApolloLink;
  routes: RouteObject[];
  /** Routes the router learns on the way, as the app's router learns the console's (app/router.tsx). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/** Renders routes in a memory router with the app's session provider and a mocked Apollo link. */
export function renderRoutes({ path, mocks = [], link, routes, patchRoutesOnNavigation }: Options) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
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
