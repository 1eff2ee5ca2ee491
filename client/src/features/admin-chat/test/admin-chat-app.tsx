import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { renderRoutes } from '../../../test/render';
import { CannedRepliesQuery } from '../canned/operations';
import { AdminChatPage } from '../components/admin-chat-page';
import { ChatConversationQuery, ChatRoomsQuery, ROOM_PAGE_SIZE } from '../operations';

const MINUTE = 60_000;
export const minutesAgo = (n: number) => new Date(Date.now() - n * MINUTE).toISOString();

/** A message as the server sends it: the member's, unless `sendAdmin`. */
export const message = (no: number, content: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ChatMessage' as const,
  no,
  chatNo: 5,
  content,
  date: minutesAgo(10 - Math.min(no, 9)),
  sendAdmin: false,
  userNo: 7,
  order: null,
  ...over,
});

/** A room as the server sends it, in progress with a product inquiry unless told otherwise. */
export const room = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'ChatRoom' as const,
  no,
  userNo: 100 + no,
  userName: `회원${no}`,
  category: 'PRODUCT',
  closeChat: false,
  unread: 0,
  adminReadNo: 0,
  memberReadNo: 0,
  updatedAt: minutesAgo(30 - no),
  lastMessage: message(no * 10, `문의 ${no}`, { chatNo: no, date: minutesAgo(30 - no) }),
  ...over,
});

/** The answer to one page of a list. */
export const roomsPage = (closed: boolean, content: object[], { page = 0, totalPages = 1 } = {}) => ({
  request: { query: ChatRoomsQuery, variables: { closed, page, size: ROOM_PAGE_SIZE } },
  result: {
    data: {
      chatRooms: {
        __typename: 'ChatRoomPage' as const,
        number: page,
        size: ROOM_PAGE_SIZE,
        totalPages,
        totalElements: content.length,
        content,
      },
    },
  },
  delay: 0,
});

export const conversationAnswer = (chatRoom: object, messages: object[]) => ({
  request: { query: ChatConversationQuery, variables: { chatNo: (chatRoom as { no: number }).no } },
  result: { data: { chatConversation: { __typename: 'ChatConversation' as const, room: chatRoom, messages } } },
  delay: 0,
});

export const cannedAnswer = (replies: { no: number; shortcut: string; content: string }[]) => ({
  request: { query: CannedRepliesQuery },
  result: { data: { cannedReplies: replies.map((r) => ({ __typename: 'CannedReply' as const, ...r })) } },
  delay: 0,
});

/**
 * The chat page at `path` with queries and mutations answered from `mocks`; `changeRoom(room)` sends a room down the
 * inbox subscription and `roomEvent(event)` an event down the open room's.
 */
export function renderChatPage(path: string, mocks: object[]) {
  const inbox = new MockSubscriptionLink();
  const events = new MockSubscriptionLink();
  const subscriptions = ApolloLink.split((op) => op.operationName === 'AdminChatRoomChanged', inbox, events);
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions,
    new MockLink(mocks as MockLink.MockedResponse[]),
  );
  const routes = [{ path: '/admin/help/chat', element: <AdminChatPage /> }];
  const changeRoom = (changed: object) =>
    act(() => inbox.simulateResult({ result: { data: { chatRoomChanged: changed } } }));
  const roomEvent = (event: object) =>
    act(() =>
      events.simulateResult({
        result: {
          data: {
            chatEvents: {
              __typename: 'ChatEvent',
              readNo: null,
              category: null,
              message: null,
              sendAdmin: false,
              ...event,
            },
          },
        },
      }),
    );
  return { ...renderRoutes({ path, routes, link }), changeRoom, roomEvent };
}
