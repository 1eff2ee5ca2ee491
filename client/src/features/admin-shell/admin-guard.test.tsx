import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverConsole, routes } from '../../app/router';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { memberHeaderMocks } from '../../test/header-mocks';
import { landing, renderRoutes } from '../../test/render';
import { NO_PERMISSION_REDIRECT_MS, NoPermissionPage } from './components/no-permission-page';
import { AdminGuardQuery } from './operations';

const meIs = (no: number, role: 'ADMIN' | 'USER') => ({
  request: { query: AdminGuardQuery },
  result: { data: { me: { __typename: 'User', no, role } } },
});

describe('admin guard', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a visitor without a session to the no-permission page', async () => {
    const { router } = renderRoutes({ path: '/admin', routes, patchRoutesOnNavigation: discoverConsole });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth'));
    expect(await screen.findByRole('heading', { name: MSG.admin.noPermissionTitle })).toBeTruthy();
  });

  it('sends a member without the admin role away without asking the server', async () => {
    saveSession('member-token', 7, 'USER');
    const { router } = renderRoutes({
      path: '/admin/product',
      routes,
      patchRoutesOnNavigation: discoverConsole,
      mocks: memberHeaderMocks(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth'));
  });

  it('does not trust the session alone: the server must say ADMIN', async () => {
    saveSession('forged-token', 1, 'ADMIN');
    const { router } = renderRoutes({
      path: '/admin',
      routes,
      patchRoutesOnNavigation: discoverConsole,
      mocks: [meIs(1, 'USER')],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth'));
  });

  it('goes by the role, not the member number', async () => {
    saveSession('admin-token', 42, 'ADMIN');
    renderRoutes({ path: '/admin', routes, patchRoutesOnNavigation: discoverConsole, mocks: [meIs(42, 'ADMIN')] });
    expect(await screen.findByRole('heading', { name: MSG.admin.homeTitle })).toBeTruthy();
  });

  it('opens the console with its top menu for the administrator', async () => {
    saveSession('admin-token', 1, 'ADMIN');
    renderRoutes({ path: '/admin', routes, patchRoutesOnNavigation: discoverConsole, mocks: [meIs(1, 'ADMIN')] });
    expect(await screen.findByRole('heading', { name: MSG.admin.homeTitle })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: MSG.admin.menu });
    const links = [...menu.querySelectorAll('a')].map((a) => [
      a.textContent?.replace(' ↗', ''),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      [MSG.admin.fashion, '/admin/fashion'],
      [MSG.admin.product, '/admin/product'],
      [MSG.admin.orders, '/admin/orders'],
      [MSG.admin.claims, '/admin/claims'],
      [MSG.admin.community, '/admin/community'],
      [MSG.admin.promotion, '/admin/promotion'],
      [MSG.admin.support, '/admin/help'],
      [MSG.admin.userSite, '/user/main'],
    ]);
  });
});

describe('no-permission page', () => {
  it('counts down and returns to the main page after 3 seconds', async () => {
    vi.useFakeTimers();
    // Only the page under test and where it leads: the real home page would query a server.
    const { router } = renderRoutes({
      path: '/admin/auth',
      routes: [{ path: '/admin/auth', element: <NoPermissionPage /> }, landing('/user/main')],
    });
    expect(screen.getByText(MSG.admin.redirectCountdown(3))).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(MSG.admin.redirectCountdown(2))).toBeTruthy();
    act(() => vi.advanceTimersByTime(NO_PERMISSION_REDIRECT_MS - 1001));
    expect(router.state.location.pathname).toBe('/admin/auth');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/user/main');
    expect(screen.getByTestId('landing').textContent).toBe('/user/main');
  });
});
