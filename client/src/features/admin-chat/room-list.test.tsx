import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { minutesAgo, renderChatPage, room, roomsPage } from './test/admin-chat-app';

const PATH = '/admin/help/chat';
/** An answer that never comes while the test looks: what shows is the cache's own update. */
const slow = <T extends object>(mock: T) => ({ ...mock, delay: 600_000 });
const rows = () => screen.getAllByTestId('room-row');
const names = () => rows().map((row) => within(row).getByText(/^회원\d+$|^지난회원$/).textContent);
const toggle = (name: string) => screen.getByRole('button', { name });

describe('admin chat room list', () => {
  it('shows each chat’s member, number, category, last message and unread count; the toggle shows the ended ones', async () => {
    const user = userEvent.setup();
    const ended = room(9, { closeChat: true, userName: '지난회원', category: 'DELIVERY' });
    renderChatPage(PATH, [roomsPage(false, [room(2, { unread: 3 }), room(1)]), roomsPage(true, [ended])]);

    expect(await screen.findByText('회원2')).toBeTruthy();
    expect(names()).toEqual(['회원2', '회원1']);
    const first = rows()[0]!;
    expect(within(first).getByText('U102')).toBeTruthy();
    expect(within(first).getByText(MSG.adminChat.memberNumber('U102'))).toBeTruthy();
    expect(within(first).getByText(MSG.chat.categories.PRODUCT)).toBeTruthy();
    expect(within(first).getByText('문의 2')).toBeTruthy();
    expect(within(first).getByTestId('room-unread').textContent).toContain(MSG.adminChat.unread(3));
    expect(within(rows()[1]!).queryByTestId('room-unread')).toBeNull();
    expect(toggle(MSG.adminChat.inProgress).getAttribute('aria-pressed')).toBe('true');

    await user.click(toggle(MSG.adminChat.ended));
    expect(await screen.findByText('지난회원')).toBeTruthy();
    expect(names()).toEqual(['지난회원']);
    expect(within(rows()[0]!).getByText(MSG.chat.categories.DELIVERY)).toBeTruthy();
    expect(toggle(MSG.adminChat.ended).getAttribute('aria-pressed')).toBe('true');
    expect(toggle(MSG.adminChat.inProgress).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when a list is empty', async () => {
    renderChatPage(PATH, [roomsPage(false, [])]);
    expect(await screen.findByText(MSG.adminChat.emptyInProgress)).toBeTruthy();
  });

  it('moves a chat that ends from the in-progress list to the top of the ended one, live', async () => {
    const user = userEvent.setup();
    const older = room(8, { closeChat: true, userName: '지난회원', updatedAt: minutesAgo(120) });
    const { changeRoom } = renderChatPage(PATH, [
      roomsPage(false, [room(2), room(1)]),
      roomsPage(true, [older]),
      roomsPage(false, [room(2), room(1)]),
      slow(roomsPage(false, [room(2)])),
      slow(roomsPage(true, [room(1, { closeChat: true }), older])),
    ]);
    // Both lists are in the cache: the in-progress one on screen, the ended one seen once.
    await screen.findByText('회원2');
    await user.click(toggle(MSG.adminChat.ended));
    await screen.findByText('지난회원');
    await user.click(toggle(MSG.adminChat.inProgress));
    await screen.findByText('회원2');

    await changeRoom(room(1, { closeChat: true }));
    await waitFor(() => expect(names()).toEqual(['회원2']));

    await user.click(toggle(MSG.adminChat.ended));
    await waitFor(() => expect(names()).toEqual(['회원1', '지난회원']));
  });

  it('puts a new inquiry on top and follows each room’s activity and unread count', async () => {
    const { changeRoom } = renderChatPage(PATH, [
      roomsPage(false, [room(2), room(1)]),
      slow(roomsPage(false, [room(3), room(2), room(1)])),
    ]);
    await screen.findByText('회원2');

    // A room whose member has not chosen a category yet is no inquiry yet.
    await changeRoom(room(4, { category: null, lastMessage: null, updatedAt: minutesAgo(0) }));
    await changeRoom(room(3, { unread: 1, updatedAt: minutesAgo(1), lastMessage: null }));
    await waitFor(() => expect(names()).toEqual(['회원3', '회원2', '회원1']));
    expect(within(rows()[0]!).getByText(MSG.adminChat.noMessageYet)).toBeTruthy();
    expect(within(rows()[0]!).getByTestId('room-unread').textContent).toContain(MSG.adminChat.unread(1));

    const reply = { ...room(1).lastMessage, no: 11, content: '배송은 언제 되나요?', date: minutesAgo(0) };
    await changeRoom(room(1, { unread: 2, updatedAt: minutesAgo(0), lastMessage: reply }));
    await waitFor(() => expect(names()).toEqual(['회원1', '회원3', '회원2']));
    const moved = rows()[0]!;
    expect(within(moved).getByText('배송은 언제 되나요?')).toBeTruthy();
    expect(within(moved).getByTestId('room-unread').textContent).toContain(MSG.adminChat.unread(2));

    // Read by the shop (in another tab, or here by opening it): the badge goes.
    await changeRoom(room(1, { unread: 0, updatedAt: minutesAgo(0), lastMessage: reply }));
    await waitFor(() => expect(within(rows()[0]!).queryByTestId('room-unread')).toBeNull());
    expect(names()).toEqual(['회원1', '회원3', '회원2']);
  });
});
