import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { alert, alertsPage, renderBell, unreadAnswer } from './test/render-bell';

const isBell = (name: string) => name === MSG.alert.bell || name === MSG.alert.bellUnread;
const bell = () => screen.getByRole('button', { name: isBell });

describe('header alert bell', () => {
  it('is not there for a visitor', () => {
    renderBell([], { visitor: true });
    expect(screen.queryByRole('button', { name: isBell })).toBeNull();
  });

  it('shows the red dot only while unread alerts exist', async () => {
    const { unmount } = renderBell([unreadAnswer(true)]);
    expect(await screen.findByTestId('alert-dot')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe(MSG.alert.bellUnread);
    unmount();

    renderBell([unreadAnswer(false)]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(MSG.alert.bell));
    expect(screen.queryByTestId('alert-dot')).toBeNull();
  });

  it('lights the dot as soon as a new alert arrives, without asking the server again', async () => {
    const { deliver } = renderBell([unreadAnswer(false)]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(MSG.alert.bell));
    await deliver(alert(9));
    expect(await screen.findByTestId('alert-dot')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe(MSG.alert.bellUnread);
  });

  it('puts a new alert at the top of the open list', async () => {
    const user = userEvent.setup();
    const older = alert(3, { isRead: true, content: '지난 알림' });
    const fresh = alert(9);
    const { deliver } = renderBell([unreadAnswer(false), alertsPage([older]), alertsPage([fresh, older])]);
    await user.click(bell());
    await screen.findByText('지난 알림');
    await deliver(fresh);
    await waitFor(() => expect(screen.getAllByTestId('alert-item')).toHaveLength(2));
    const items = screen.getAllByTestId('alert-item');
    expect(items[0]!.textContent).toContain(fresh.content);
    expect(screen.getByTestId('alert-dot')).toBeTruthy();
  });

  it('opens a dialog that closes on Escape (focus back on the bell) and on a press outside', async () => {
    const user = userEvent.setup();
    renderBell([unreadAnswer(false), { ...alertsPage([alert(1)]), maxUsageCount: 2 }]);
    await user.click(bell());
    const dialog = screen.getByRole('dialog', { name: MSG.alert.title });
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(bell().getAttribute('aria-controls')).toBe(dialog.id);
    // Focus goes to the selected tab, 전체.
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: MSG.alert.all }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');

    await user.click(bell());
    await screen.findByRole('dialog');
    await user.click(screen.getByText('main'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
