import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { memberRoutes } from '../../../app/routes/auth/member-routes';
import type { ChatCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { landing, renderRoutes } from '../../../test/render';
import { LoginGuardQuery } from '../../auth/operations';
import { MyChatQuery, OpenChatMutation } from '../operations';

export const MEMBER = 7;
const SENT_AT = '2026-04-07T05:21:25.000Z';

export const room = (no: number, over: { category?: ChatCategory | null; [key: string]: unknown } = {}) => ({
  __typename: 'ChatRoom' as const,
  no,
  userNo: MEMBER,
  userName: '김회원',
  category: null as ChatCategory | null,
  closeChat: false,
  adminReadNo: 0,
  memberReadNo: 0,
  ...over,
});

/** A message of room 11, from the member unless `sendAdmin`. */
export const message = (no: number, content: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ChatMessage' as const,
  no,
  chatNo: 11,
  content,
  date: SENT_AT,
  sendAdmin: false,
  userNo: MEMBER,
  order: null,
  ...over,
});

export const opened = (r: ReturnType<typeof room>, messages: object[] = []) => ({
  request: { query: OpenChatMutation },
  result: { data: { openChat: { __typename: 'ChatConversation' as const, room: r, messages } } },
});

/** The member's latest room as the page first asks for it; null (none yet) unless a test says otherwise. */
export const latestChat = (r: ReturnType<typeof room> | null, messages: object[] = []) => ({
  request: { query: MyChatQuery },
  result: {
    data: { myChat: r && { __typename: 'ChatConversation' as const, room: r, messages } },
  },
});

type Kind = 'MESSAGE' | 'TYPING' | 'READ' | 'CATEGORY' | 'CLOSED';

/** A live event of room 11; the shop's unless `sendAdmin` is false. */
export const event = (kind: Kind, over: Record<string, unknown> = {}) => ({
  __typename: 'ChatEvent' as const,
  kind,
  chatNo: 11,
  sendAdmin: true,
  readNo: null,
  category: null,
  message: null,
  ...over,
});

/**
 * /user/chat as the app routes it, signed in as member 7 (the login guard answered). Queries and mutations answer
 * from `mocks`, the member's latest room from `latest` (none, so the page opens one, unless told);
 * `deliver(event)` sends an event down the room's subscription.
 */
export function renderChat(mocks: object[], path = '/user/chat', latest: object = latestChat(null)) {
  saveSession('tok', MEMBER, 'USER');
  const guard = {
    request: { query: LoginGuardQuery },
    result: { data: { me: { __typename: 'User', no: MEMBER, mustChangePassword: false } } },
    maxUsageCount: 5,
  };
  const feed = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    feed,
    new MockLink([guard, latest, ...mocks] as MockLink.MockedResponse[]),
  );
  const routes = [{ path: '/user', children: memberRoutes }, landing('/user/auth/login')];
  // MockSubscriptionLink hands a result over on a timer: the act waits for it.
  const deliver = (chatEvent: object) =>
    act(async () => {
      feed.simulateResult({ result: { data: { chatEvents: chatEvent } } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...renderRoutes({ path, routes, link }), deliver };
}

export const log = () => screen.getByRole('log', { name: MSG.chat.log });
export const composer = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: MSG.chat.composerLabel });
export const bubbles = () => screen.queryAllByTestId('chat-message');
