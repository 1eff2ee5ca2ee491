import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ChatTypingMutation,
  EndChatMutation,
  MarkChatReadMutation,
  SendChatMessageMutation,
} from '../../components/chat/operations';
import { MSG } from '../../lib/messages';
import { SetChatCategoryMutation } from './operations';
import { bubbles, composer, event, latestChat, log, message, opened, renderChat, room } from './test/render-chat';

// The page's chunk is loaded ahead: compiling it on the first test's navigation can outlast findBy's wait.
beforeAll(() => import('../../app/routes/chat/chat-pages'), 30_000);

const categorySet = {
  request: { query: SetChatCategoryMutation, variables: { chatNo: 11, category: 'PRODUCT' } },
  result: { data: { setChatCategory: room(11, { category: 'PRODUCT' }) } },
};
const typing = {
  request: { query: ChatTypingMutation, variables: { chatNo: 11 } },
  result: { data: { chatTyping: true } },
};
const sent = (no: number, content: string) => ({
  request: { query: SendChatMessageMutation, variables: { input: { chatNo: 11, content } } },
  result: { data: { sendChatMessage: message(no, content) } },
});
const markedRead = (upTo: number, answer = vi.fn()) => ({
  request: { query: MarkChatReadMutation, variables: { chatNo: 11, upTo } },
  result: () => {
    answer();
    return { data: { markChatRead: room(11, { category: 'PRODUCT', memberReadNo: upTo }) } };
  },
});
const ended = {
  request: { query: EndChatMutation, variables: { chatNo: 11 } },
  result: { data: { endChat: room(11, { category: 'PRODUCT', closeChat: true }) } },
};

describe('the member chat page', () => {
  it('opens, asks the category, sends, shows live events, ends and starts a new chat', async () => {
    const user = userEvent.setup();
    const readAnswered = vi.fn();
    const { deliver } = renderChat([
      opened(room(11)),
      categorySet,
      { ...typing, maxUsageCount: 5 },
      sent(101, '사이즈 교환이 가능한가요?'),
      markedRead(102, readAnswered),
      ended,
      opened(room(12)),
    ]);

    await user.click(await screen.findByRole('button', { name: MSG.chat.categories.PRODUCT }));
    await user.type(await screen.findByRole('textbox', { name: MSG.chat.composerLabel }), '사이즈 교환이 가능한가요?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(bubbles()[0]!.textContent).toContain('사이즈 교환이 가능한가요?');
    expect(bubbles()[0]!.dataset.own).toBe('true');
    expect(screen.getByText(MSG.chat.categories.PRODUCT)).toBeTruthy();

    // The event of the member's own message is the message already shown.
    await deliver(event('MESSAGE', { sendAdmin: false, message: message(101, '사이즈 교환이 가능한가요?') }));
    expect(bubbles()).toHaveLength(1);

    await deliver(event('TYPING'));
    expect(within(log()).getByText(MSG.chat.shopTyping)).toBeTruthy();
    await deliver(event('MESSAGE', { message: message(102, '네, 가능합니다.', { sendAdmin: true, userNo: 1 }) }));
    expect(bubbles()).toHaveLength(2);
    expect(bubbles()[1]!.dataset.own).toBe('false');
    expect(within(log()).queryByText(MSG.chat.shopTyping)).toBeNull();
    // Seen on screen: the shop's message is marked read.
    await waitFor(() => expect(readAnswered).toHaveBeenCalledOnce());

    expect(within(bubbles()[0]!).queryByText(MSG.chat.read)).toBeNull();
    await deliver(event('READ', { readNo: 101 }));
    expect(within(bubbles()[0]!).getByText(MSG.chat.read)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MSG.chat.end }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain(MSG.chat.endTitle);
    await user.click(within(confirm).getByRole('button', { name: MSG.chat.endConfirm }));
    expect(await screen.findByText(MSG.chat.ended)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: MSG.chat.composerLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.chat.end })).toBeNull();
    expect(bubbles()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: MSG.chat.newChat }));
    expect(await screen.findByRole('button', { name: MSG.chat.categories.PRODUCT })).toBeTruthy();
    expect(screen.queryByText(MSG.chat.ended)).toBeNull();
  });

  it('goes straight to the conversation of a room with a category, with its messages', async () => {
    renderChat([
      opened(room(11, { category: 'DELIVERY', memberReadNo: 2, adminReadNo: 1 }), [
        message(1, '배송이 늦어요'),
        message(2, '확인해 보겠습니다.', { sendAdmin: true, userNo: 1 }),
      ]),
    ]);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: MSG.chat.categories.PRODUCT })).toBeNull();
    expect(screen.getByText(MSG.chat.categories.DELIVERY)).toBeTruthy();
    expect(within(bubbles()[0]!).getByText(MSG.chat.read)).toBeTruthy();
    expect(composer()).toBeTruthy();
  });

  it('shows the ended conversation again after a reload, read only, and starts a new chat on request', async () => {
    const user = userEvent.setup();
    const endedRoom = room(11, { category: 'DELIVERY', closeChat: true, memberReadNo: 2 });
    const before = [message(1, '배송이 늦어요'), message(2, '내일 도착합니다.', { sendAdmin: true, userNo: 1 })];
    renderChat([opened(room(12))], '/user/chat', latestChat(endedRoom, before));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(screen.getByText(MSG.chat.ended)).toBeTruthy();
    expect(screen.getByText(MSG.chat.categories.DELIVERY)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: MSG.chat.composerLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.chat.end })).toBeNull();

    await user.click(screen.getByRole('button', { name: MSG.chat.newChat }));
    expect(await screen.findByRole('button', { name: MSG.chat.categories.PRODUCT })).toBeTruthy();
    expect(bubbles()).toHaveLength(0);
  });

  it('shows a room that ended before its category was chosen as ended, not as a new one', async () => {
    renderChat([], '/user/chat', latestChat(room(11, { closeChat: true })));
    expect(await screen.findByText(MSG.chat.ended)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.chat.categories.PRODUCT })).toBeNull();
  });

  it('says so when a new chat cannot be started after an end', async () => {
    const user = userEvent.setup();
    const refused = { request: { query: opened(room(12)).request.query }, error: new Error('down') };
    renderChat([refused], '/user/chat', latestChat(room(11, { category: 'OTHER', closeChat: true })));
    await user.click(await screen.findByRole('button', { name: MSG.chat.newChat }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.chat.openFailed);
    expect(screen.getByText(MSG.chat.ended)).toBeTruthy();
  });

  it('shows the end the shop made, live, in place of the message field', async () => {
    const { deliver } = renderChat([opened(room(11, { category: 'OTHER' }))]);
    await screen.findByRole('textbox', { name: MSG.chat.composerLabel });
    expect(screen.getByText(MSG.chat.empty)).toBeTruthy();
    await deliver(event('CLOSED'));
    expect(await screen.findByText(MSG.chat.ended)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: MSG.chat.composerLabel })).toBeNull();
    expect(screen.getByRole('button', { name: MSG.chat.newChat })).toBeTruthy();
  });

  it('keeps the text and says why when sending fails', async () => {
    const user = userEvent.setup();
    const failed = {
      request: { query: SendChatMessageMutation, variables: { input: { chatNo: 11, content: '문의' } } },
      error: new Error('network down'),
    };
    renderChat([opened(room(11, { category: 'OTHER' })), { ...typing, maxUsageCount: 5 }, failed]);
    await user.type(await screen.findByRole('textbox', { name: MSG.chat.composerLabel }), '문의{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.chat.sendFailed);
    expect(composer().value).toBe('문의');
    expect(bubbles()).toHaveLength(0);
  });

  it('shows the chat ended when a send finds it ended (the end was missed)', async () => {
    const user = userEvent.setup();
    const refused = {
      request: { query: SendChatMessageMutation, variables: { input: { chatNo: 11, content: '문의' } } },
      result: { errors: [{ message: MSG.server.chat.closed, extensions: { code: 'CONFLICT' } }] },
    };
    renderChat([opened(room(11, { category: 'OTHER' })), { ...typing, maxUsageCount: 5 }, refused]);
    await user.type(await screen.findByRole('textbox', { name: MSG.chat.composerLabel }), '문의{Enter}');
    expect(await screen.findByText(MSG.chat.ended)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.chat.newChat })).toBeTruthy();
  });
});
