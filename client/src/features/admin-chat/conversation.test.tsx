import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ChatTypingMutation,
  EndChatMutation,
  MarkChatReadMutation,
  SendChatMessageMutation,
} from '../../components/chat/operations';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { cannedAnswer, conversationAnswer, message, renderChatPage, room, roomsPage } from './test/admin-chat-app';

const ADMIN = 1;
const order = {
  __typename: 'ChatOrderCard',
  no: 42,
  productName: '린넨 셔츠',
  productCount: 2,
  state: 'SHIPPING',
  price: 59000,
  date: '2026-03-01T03:00:00.000Z',
};
const member = room(5, {
  userName: '김회원',
  userNo: 107,
  category: 'DELIVERY',
  unread: 1,
  adminReadNo: 2,
  memberReadNo: 2,
});
const messages = [
  message(1, '주문한 옷이 언제 오나요?', { order }),
  message(2, '확인해 보겠습니다.', { sendAdmin: true, userNo: ADMIN }),
  message(3, '빨리 부탁드려요.'),
];
const marksAnswer = (over: object = {}) => ({ ...member, adminReadNo: 3, ...over });

/** The room opened from the address, with its history; the shop's reading of message 3 answered by `markRead`. */
function renderRoom(extra: object[] = [], markRead = vi.fn(() => ({ data: { markChatRead: marksAnswer() } }))) {
  const mocks = [
    roomsPage(false, [member]),
    conversationAnswer(member, messages),
    cannedAnswer([]),
    { request: { query: MarkChatReadMutation, variables: { chatNo: 5, upTo: 3 } }, result: markRead, delay: 0 },
    {
      request: { query: ChatTypingMutation, variables: { chatNo: 5 } },
      result: { data: { chatTyping: true } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    ...extra,
  ];
  return { ...renderChatPage('/admin/help/chat?room=5', mocks), markRead, user: userEvent.setup() };
}

const header = () => screen.getByRole('heading', { level: 2, name: /김회원/ }).closest('header')!;
const log = () => screen.getByRole('log', { name: MSG.chat.log });
const field = () => screen.getByLabelText(MSG.chat.composerLabel) as HTMLTextAreaElement;

describe('admin chat conversation', () => {
  it('shows who asks about what, the messages with read marks, and the order card leading to the order console', async () => {
    const { markRead } = renderRoom();
    expect(await screen.findByText('빨리 부탁드려요.')).toBeTruthy();
    expect(within(header()).getByText('U107')).toBeTruthy();
    expect(within(header()).getByText(MSG.chat.categories.DELIVERY)).toBeTruthy();
    expect(within(header()).getByText(MSG.adminChat.stateOpen)).toBeTruthy();
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(3);
    // The member read the shop's reply (2).
    expect(within(log()).getByText(MSG.chat.read)).toBeTruthy();
    const card = within(log()).getByTestId('chat-order-card');
    expect(card.getAttribute('href')).toBe(paths.adminOrder(42));
    // Opening the room marks the member's messages read.
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
  });

  it('sends with Enter and never sends blank text', async () => {
    const sent = {
      request: {
        query: SendChatMessageMutation,
        variables: { input: { chatNo: 5, content: '내일 도착 예정입니다.' } },
      },
      result: { data: { sendChatMessage: message(4, '내일 도착 예정입니다.', { sendAdmin: true, userNo: ADMIN }) } },
      delay: 0,
    };
    const { user } = renderRoom([sent]);
    await screen.findByText('빨리 부탁드려요.');
    await user.type(field(), '   {Enter}');
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(3);
    expect(screen.getByRole('button', { name: MSG.chat.send }).hasAttribute('disabled')).toBe(true);

    await user.clear(field());
    await user.type(field(), '내일 도착 예정입니다.{Enter}');
    expect(field().value).toBe('');
    const shown = await within(log()).findByText('내일 도착 예정입니다.');
    expect(shown.closest('[data-testid="chat-message"]')!.getAttribute('data-own')).toBe('true');
  });

  it('ends the chat only after a confirmation, then offers no composer', async () => {
    const ended = vi.fn(() => ({ data: { endChat: { ...member, closeChat: true } } }));
    const { user } = renderRoom([
      { request: { query: EndChatMutation, variables: { chatNo: 5 } }, result: ended, delay: 0 },
    ]);
    await screen.findByText('빨리 부탁드려요.');

    await user.click(within(header()).getByRole('button', { name: MSG.chat.end }));
    let confirm = screen.getByRole('alertdialog', { name: MSG.chat.endTitle });
    await user.click(within(confirm).getByRole('button', { name: MSG.chat.keep }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ended).not.toHaveBeenCalled();

    await user.click(within(header()).getByRole('button', { name: MSG.chat.end }));
    confirm = screen.getByRole('alertdialog', { name: MSG.chat.endTitle });
    await user.click(within(confirm).getByRole('button', { name: MSG.chat.endConfirm }));
    expect(await screen.findByText(MSG.adminChat.closedNotice)).toBeTruthy();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText(MSG.chat.composerLabel)).toBeNull();
    expect(within(header()).getByText(MSG.adminChat.stateClosed)).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: MSG.chat.end })).toBeNull();
  });

  it('shows the member typing and their new message as they come', async () => {
    const { roomEvent } = renderRoom([
      {
        request: { query: MarkChatReadMutation, variables: { chatNo: 5, upTo: 6 } },
        result: { data: { markChatRead: marksAnswer({ adminReadNo: 6 }) } },
        delay: 0,
      },
    ]);
    await screen.findByText('빨리 부탁드려요.');
    await roomEvent({ kind: 'TYPING', chatNo: 5 });
    expect(await screen.findByText(MSG.chat.memberTyping)).toBeTruthy();
    await roomEvent({ kind: 'MESSAGE', chatNo: 5, message: message(6, '감사합니다!') });
    expect(await within(log()).findByText('감사합니다!')).toBeTruthy();
    expect(screen.queryByText(MSG.chat.memberTyping)).toBeNull();
  });

  it('opens a room from the list and goes back to the list', async () => {
    const user = userEvent.setup();
    renderChatPage('/admin/help/chat', [
      roomsPage(false, [member]),
      conversationAnswer(member, messages),
      cannedAnswer([]),
      {
        request: { query: MarkChatReadMutation, variables: { chatNo: 5, upTo: 3 } },
        result: { data: { markChatRead: marksAnswer() } },
        delay: 0,
      },
    ]);
    expect(await screen.findByText(MSG.adminChat.selectRoom)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /김회원/ }));
    expect(await screen.findByText('빨리 부탁드려요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /김회원/ }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: MSG.adminChat.backToRooms }));
    expect(await screen.findByText(MSG.adminChat.selectRoom)).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });
});
