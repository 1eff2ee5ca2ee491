import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatTypingMutation, SendChatMessageMutation } from '../../components/chat/operations';
import { MSG } from '../../lib/messages';
import { ChatAttachOrderQuery } from './operations';
import { bubbles, latestChat, message, opened, renderChat, room } from './test/render-chat';

beforeAll(() => import('../../app/routes/chat/chat-pages'), 30_000);

const line = (no: number, name: string) => ({
  __typename: 'OrderProduct',
  no,
  product: { __typename: 'Product', no: no * 10, name },
});
const order5 = {
  request: { query: ChatAttachOrderQuery, variables: { no: 5 } },
  result: {
    data: {
      order: {
        __typename: 'Order',
        no: 5,
        state: 'DELIVERED',
        price: 59000,
        date: '2026-04-01T03:00:00.000Z',
        lines: [line(51, '린넨 셔츠'), line(52, '와이드 팬츠')],
      },
    },
  },
};
const card = {
  __typename: 'ChatOrderCard',
  no: 5,
  productName: '린넨 셔츠',
  productCount: 2,
  state: 'DELIVERED',
  price: 59000,
  date: '2026-04-01T03:00:00.000Z',
};
const typing = {
  request: { query: ChatTypingMutation, variables: { chatNo: 11 } },
  result: { data: { chatTyping: true } },
  maxUsageCount: 5,
};
const sent = (content: string, orderNo?: number) => ({
  request: {
    query: SendChatMessageMutation,
    variables: { input: orderNo ? { chatNo: 11, content, orderNo } : { chatNo: 11, content } },
  },
  result: { data: { sendChatMessage: message(101, content, { order: orderNo ? card : null }) } },
});

const pending = () => screen.queryByTestId('pending-order');

describe('asking about an order from the order history', () => {
  it('shows the order above the field and sends it with the next message only', async () => {
    const user = userEvent.setup();
    const { router } = renderChat(
      [opened(room(11, { category: 'DELIVERY' })), order5, typing, sent('교환하고 싶어요', 5)],
      '/user/chat?order=5',
    );
    const attached = await screen.findByTestId('pending-order');
    expect(attached.textContent).toContain(MSG.orders.orderNo(5));
    expect(attached.textContent).toContain(`린넨 셔츠 ${MSG.chat.moreItems(1)}`);
    expect(attached.textContent).toContain(MSG.orders.state.DELIVERED);

    await user.type(screen.getByRole('textbox', { name: MSG.chat.composerLabel }), '교환하고 싶어요{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    // The card leaves the field once the send is answered, which may come a tick after the bubble shows.
    await waitFor(() => expect(pending()).toBeNull());
    expect(router.state.location.search).toBe('');
    // The message carries the card, a link to the member's order.
    const link = within(bubbles()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/user/mypage/order/5');
    expect(link.textContent).toContain(MSG.orders.orderNo(5));
  });

  it('lets the member take the order off before sending', async () => {
    const user = userEvent.setup();
    const { router } = renderChat(
      [opened(room(11, { category: 'DELIVERY' })), order5, typing, sent('다른 문의입니다')],
      '/user/chat?order=5',
    );
    await screen.findByTestId('pending-order');
    await user.click(screen.getByRole('button', { name: MSG.chat.removeOrder }));
    expect(pending()).toBeNull();
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByRole('textbox', { name: MSG.chat.composerLabel }), '다른 문의입니다{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(within(bubbles()[0]!).queryByRole('link')).toBeNull();
  });

  it('opens a new chat at once when the last one ended, with the order attached', async () => {
    renderChat(
      [opened(room(12, { category: 'DELIVERY' })), order5],
      '/user/chat?order=5',
      latestChat(room(11, { category: 'OTHER', closeChat: true })),
    );
    const attached = await screen.findByTestId('pending-order');
    expect(attached.textContent).toContain(MSG.orders.orderNo(5));
    expect(screen.queryByText(MSG.chat.ended)).toBeNull();
    expect(screen.getByRole('textbox', { name: MSG.chat.composerLabel })).toBeTruthy();
  });
});
