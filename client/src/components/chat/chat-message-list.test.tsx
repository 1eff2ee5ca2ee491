import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatMessageList_MessageFragment } from '../../gql/graphql';
import { MSG } from '../../lib/messages';
import { ChatMessageList } from './chat-message-list';
import { ChatOrderCard } from './chat-order-card';

const message = (
  no: number,
  sendAdmin: boolean,
  date = '2026-04-07T05:21:25.000Z',
): ChatMessageList_MessageFragment => ({
  no,
  chatNo: 11,
  content: `메시지 ${no}`,
  date,
  sendAdmin,
  userNo: sendAdmin ? 1 : 7,
  order: null,
});

type Props = Parameters<typeof ChatMessageList>[0];
const renderList = (props: Partial<Props>) => {
  const element = <ChatMessageList messages={[]} viewerIsAdmin={false} otherReadNo={0} typing={false} {...props} />;
  // The order cards are links: they need a router.
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
};
const items = () => screen.getAllByTestId('chat-message');

describe('chat message list', () => {
  it('is a polite live log with an empty state', () => {
    renderList({});
    const log = screen.getByRole('log', { name: MSG.chat.log });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText(MSG.chat.empty)).toBeTruthy();
  });

  it('puts the viewer’s messages on their side and marks those the other side read', () => {
    const messages = [message(1, false), message(2, true), message(3, false), message(4, false)];
    renderList({ messages, otherReadNo: 3 });
    expect(items().map((i) => i.dataset.own)).toEqual(['true', 'false', 'true', 'true']);
    expect(items().map((i) => within(i).queryByText(MSG.chat.read) !== null)).toEqual([true, false, true, false]);

    // The same messages seen by the shop: sides swap, and the member's read mark counts for the shop's messages.
    renderList({ messages, otherReadNo: 3, viewerIsAdmin: true });
    const admin = items().slice(4);
    expect(admin.map((i) => i.dataset.own)).toEqual(['false', 'true', 'false', 'false']);
    expect(within(admin[1]!).getByText(MSG.chat.read)).toBeTruthy();
  });

  it('separates days and shows who is typing', () => {
    const messages = [message(1, false, '2026-04-06T14:00:00.000Z'), message(2, true, '2026-04-06T16:00:00.000Z')];
    renderList({ messages, typing: true });
    // 14:00 UTC is 23:00 on the 6th in Korea, 16:00 UTC already the 7th.
    expect(screen.getByText('2026년 4월 6일')).toBeTruthy();
    expect(screen.getByText('2026년 4월 7일')).toBeTruthy();
    expect(screen.getByTestId('chat-typing').textContent).toBe(MSG.chat.shopTyping);
  });

  it('draws attached orders with the page’s card', () => {
    const order = {
      no: 5,
      productName: '린넨 셔츠',
      productCount: 1,
      state: 'SHIPPING' as const,
      price: 39000,
      date: '2026-04-01T03:00:00.000Z',
    };
    renderList({
      messages: [{ ...message(1, false), order }],
      renderOrderCard: (o) => <ChatOrderCard order={o} href={`/orders/${o.no}`} />,
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/orders/5');
    expect(link.textContent).toContain('린넨 셔츠');
    expect(link.textContent).not.toContain(MSG.chat.moreItems(0));
    expect(link.textContent).toContain('39,000원');
    expect(link.textContent).toContain(MSG.orders.state.SHIPPING);
  });
});
