import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '../../app/routes/admin/sections';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { AdminMenu } from './components/admin-menu';

const showMenu = () =>
  renderRoutes({
    path: '/admin',
    routes: [{ path: '/admin/*', element: <AdminMenu items={ADMIN_MENU} /> }],
  });

describe('admin menu on a narrow screen', () => {
  it('opens from its button and closes on Escape, with the focus back on the button', async () => {
    const user = userEvent.setup();
    showMenu();
    const button = screen.getByRole('button', { name: MSG.admin.menuButton });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.tagName).toBe('UL');

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe(MSG.admin.fashion);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('folds away once a page is chosen', async () => {
    const user = userEvent.setup();
    const { router } = showMenu();
    const button = screen.getByRole('button', { name: MSG.admin.menuButton });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: MSG.admin.support }));
    expect(router.state.location.pathname).toBe('/admin/help');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
