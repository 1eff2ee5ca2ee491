import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { DeleteAlertMutation, MarkAlertReadMutation } from './operations';
import {
  alert,
  alertsPage,
  items,
  openButton,
  openPopup,
  pagerStatus as status,
  renderBell,
  unreadAnswer,
} from './test/render-bell';

describe('opening and deleting alerts', () => {
  it('marks an unread alert read, goes to its path and clears the dot', async () => {
    const marked = {
      request: { query: MarkAlertReadMutation, variables: { no: 5 } },
      result: { data: { markAlertRead: { __typename: 'Alert', no: 5, isRead: true } } },
      delay: 0,
    };
    const { router } = renderBell([unreadAnswer(true), alertsPage([alert(5)]), marked, unreadAnswer(false)]);
    const { user } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(openButton(items()[0]!));
    expect(router.state.location.pathname).toBe('/user/mypage/order/5');
    expect(screen.getByTestId('landing')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('alert-dot')).toBeNull());
    expect(screen.getByRole('button', { name: MSG.alert.bell })).toBeTruthy();
  });

  it('opens a read alert without marking it again', async () => {
    const { router } = renderBell([unreadAnswer(true), alertsPage([alert(5, { isRead: true })])]);
    const { user } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(openButton(items()[0]!));
    expect(router.state.location.pathname).toBe('/user/mypage/order/5');
    expect(screen.getByTestId('alert-dot')).toBeTruthy(); // no mutation, no new answer: the dot stays
  });

  it('deletes an alert, then reloads the list and the dot', async () => {
    const deleted = {
      request: { query: DeleteAlertMutation, variables: { no: 5 } },
      result: { data: { deleteAlert: true } },
      delay: 0,
    };
    const kept = alert(4, { isRead: true, content: '남은 알림' });
    renderBell([unreadAnswer(true), alertsPage([alert(5), kept]), deleted, unreadAnswer(false), alertsPage([kept])]);
    const { user } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: MSG.alert.deleteOf(alert(5).content) }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]!.textContent).toContain('남은 알림');
    await waitFor(() => expect(screen.queryByTestId('alert-dot')).toBeNull());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('goes back a page when the last alert of the last page is deleted', async () => {
    const deleted = {
      request: { query: DeleteAlertMutation, variables: { no: 1 } },
      result: { data: { deleteAlert: true } },
      delay: 0,
    };
    const first = [9, 8, 7, 6].map((no) => alert(no, { isRead: true }));
    renderBell([
      unreadAnswer(true),
      alertsPage(first, { totalPages: 2 }),
      alertsPage([alert(1)], { page: 1, totalPages: 2 }),
      deleted,
      unreadAnswer(false),
      alertsPage([], { page: 1 }),
      alertsPage(first),
    ]);
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(dialog).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: MSG.alert.deleteOf(alert(1).content) }));
    await waitFor(() => expect(status()).toBe('1 / 1'));
    expect(items()).toHaveLength(4);
  });
});
