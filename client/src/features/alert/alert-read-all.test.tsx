import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { MarkAllAlertsReadMutation } from './operations';
import { alert, alertsPage, items, openPopup, renderBell, unreadAnswer } from './test/render-bell';

const markedAll = (category: string | null, count: number) => ({
  request: { query: MarkAllAlertsReadMutation, variables: { category } },
  result: { data: { markAllAlertsRead: count } },
  delay: 0,
});
const read = (item: HTMLElement) => item.getAttribute('data-read');

describe('marking all alerts read', () => {
  it('marks every alert read, reloads the list, says so and asks the dot again', async () => {
    renderBell([
      unreadAnswer(true),
      alertsPage([alert(5), alert(4)]),
      markedAll(null, 2),
      unreadAnswer(false),
      alertsPage([alert(5, { isRead: true }), alert(4, { isRead: true })]),
    ]);
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(items().map(read)).toEqual(['false', 'false']));
    await user.click(within(dialog).getByRole('button', { name: MSG.alert.markAllRead }));
    await waitFor(() => expect(items().map(read)).toEqual(['true', 'true']));
    expect(within(dialog).getByRole('status').textContent).toBe(MSG.alert.markedAllRead);
    await waitFor(() => expect(screen.queryByTestId('alert-dot')).toBeNull());
    expect(within(dialog).getByRole('button', { name: MSG.alert.markAllRead }).hasAttribute('disabled')).toBe(true);
  });

  it("marks only the chosen category's alerts", async () => {
    const community = alert(7, { category: 'COMMUNITY', content: '댓글이 달렸습니다.' });
    renderBell([
      unreadAnswer(true),
      alertsPage([alert(5), community]),
      alertsPage([community], { category: 'COMMUNITY' }),
      markedAll('COMMUNITY', 1),
      unreadAnswer(true),
      alertsPage([{ ...community, isRead: true }], { category: 'COMMUNITY' }),
    ]);
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(dialog).getByRole('tab', { name: MSG.alert.categories.COMMUNITY }));
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: MSG.alert.markAllRead }));
    await waitFor(() => expect(items().map(read)).toEqual(['true']));
    expect(screen.getByTestId('alert-dot')).toBeTruthy(); // the order alert is still unread
  });

  it('says so when the server refuses', async () => {
    renderBell([
      unreadAnswer(true),
      alertsPage([alert(5)]),
      { request: { query: MarkAllAlertsReadMutation, variables: { category: null } }, error: new Error('down') },
    ]);
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: MSG.alert.markAllRead }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.alert.markAllReadFailed);
    expect(items().map(read)).toEqual(['false']);
  });
});
