import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatEventsSubscription as ChatEventData, UseChatRoom_RoomFragment } from '../../gql/graphql';
import { graphqlErrorCode, graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';
import { onReconnected } from '../../lib/subscription-link';
import {
  currentRoom,
  freshRoom,
  mergedMessages,
  withMessages,
  withReadMarks,
  type ChatMessage,
  type LiveRoom,
} from './live-room';
import {
  ChatEventsSubscription,
  ChatMessagesAfterQuery,
  ChatTypingMutation,
  EndChatMutation,
  MarkChatReadMutation,
  SendChatMessageMutation,
} from './operations';
import { useOtherTyping } from './use-other-typing';
import { usePageVisible } from './use-page-visible';

/** The viewer's typing signal goes out at most this often. */
export const TYPING_SEND_INTERVAL_MS = 2000;

interface Options {
  /** The room as loaded (openChat, chatConversation). */
  room: UseChatRoom_RoomFragment;
  /** Its messages as loaded, oldest first. */
  messages: readonly ChatMessage[];
  viewerIsAdmin: boolean;
}

type ChatEvent = ChatEventData['chatEvents'];

/**
 * One open conversation, live, for either side: merges the room's events (messages, typing, read marks, category,
 * end) into what was loaded, marks the other side's messages read while this tab is on screen, fetches what a lost
 * connection missed, and sends messages, typing signals and the end of the chat.
 */
export function useChatRoom({ room: loaded, messages: loadedMessages, viewerIsAdmin }: Options) {
  const client = useApolloClient();
  const chatNo = loaded.no;
  const [live, setLive] = useState<LiveRoom>(() => freshRoom(chatNo));
  // Another room (a new chat after the end): start over.
  if (live.chatNo !== chatNo) setLive(freshRoom(chatNo));

  const room = currentRoom(loaded, live);
  const messages = useMemo(() => mergedMessages(loadedMessages, live), [loadedMessages, live]);
  const closed = room.closeChat;
  const other = useOtherTyping();
  const isOther = (sendAdmin: boolean) => sendAdmin !== viewerIsAdmin;

  const apply = (event: ChatEvent) => {
    if (event.chatNo !== chatNo) return;
    switch (event.kind) {
      case 'MESSAGE':
        if (!event.message) return;
        setLive((l) => withMessages(l, chatNo, [event.message!]));
        if (isOther(event.sendAdmin)) other.stop();
        return;
      case 'TYPING':
        if (isOther(event.sendAdmin)) other.start();
        return;
      case 'READ':
        setLive((l) => withReadMarks(l, chatNo, { [event.sendAdmin ? 'admin' : 'member']: event.readNo ?? 0 }));
        return;
      case 'CATEGORY':
        setLive((l) => (l.chatNo === chatNo ? { ...l, category: event.category } : l));
        return;
      case 'CLOSED':
        setLive((l) => (l.chatNo === chatNo ? { ...l, closed: true } : l));
        other.stop();
    }
  };

  useSubscription(ChatEventsSubscription, {
    variables: { chatNo },
    skip: closed,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data) apply(data.data.chatEvents);
    },
    // graphql-ws reconnects by itself; what was missed meanwhile is fetched on reconnect (below).
    onError: (e) => console.warn('chat subscription failed', e),
  });

  // Catch up after a lost connection: the messages after the last one on screen.
  const lastNo = useRef(0);
  useEffect(() => {
    lastNo.current = messages.at(-1)?.no ?? 0;
  }, [messages]);
  useEffect(
    () =>
      onReconnected(() => {
        client
          .query({
            query: ChatMessagesAfterQuery,
            variables: { chatNo, after: lastNo.current },
            fetchPolicy: 'network-only',
          })
          .then(({ data }) => data && setLive((l) => withMessages(l, chatNo, data.chatMessages)))
          .catch((e: unknown) => console.warn('catching up the chat failed', e));
      }),
    [client, chatNo],
  );

  // Read marks: the other side's newest message counts as read once this tab shows it.
  const visible = usePageVisible();
  const [markRead] = useMutation(MarkChatReadMutation);
  const ownReadNo = viewerIsAdmin ? room.adminReadNo : room.memberReadNo;
  const lastFromOther = messages.findLast((m) => isOther(m.sendAdmin))?.no ?? 0;
  const asked = useRef({ chatNo, upTo: 0 });
  useEffect(() => {
    if (!visible || lastFromOther <= ownReadNo) return;
    if (asked.current.chatNo === chatNo && asked.current.upTo >= lastFromOther) return;
    asked.current = { chatNo, upTo: lastFromOther };
    markRead({ variables: { chatNo, upTo: lastFromOther } })
      .then(({ data }) => {
        const marks = data?.markChatRead;
        if (marks) setLive((l) => withReadMarks(l, chatNo, { admin: marks.adminReadNo, member: marks.memberReadNo }));
      })
      .catch((e: unknown) => console.warn('marking the chat read failed', e));
  }, [visible, lastFromOther, ownReadNo, chatNo, markRead]);

  const [typingMutation] = useMutation(ChatTypingMutation);
  const typingSentAt = useRef(0);
  const notifyTyping = useCallback(() => {
    if (closed || Date.now() - typingSentAt.current < TYPING_SEND_INTERVAL_MS) return;
    typingSentAt.current = Date.now();
    // Only a hint for the other side: a lost one is not worth a message.
    typingMutation({ variables: { chatNo } }).catch(() => {});
  }, [closed, chatNo, typingMutation]);

  const [sendMutation, { loading: sending }] = useMutation(SendChatMessageMutation);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = async (content: string, orderNo?: number): Promise<boolean> => {
    setSendError(null);
    try {
      const input = orderNo ? { chatNo, content, orderNo } : { chatNo, content };
      const { data } = await sendMutation({ variables: { input } });
      if (data) setLive((l) => withMessages(l, chatNo, [data.sendChatMessage]));
      return true;
    } catch (e) {
      // The other side ended the chat and the event has not come (or was missed): show it ended.
      if (graphqlErrorCode(e) === 'CONFLICT') setLive((l) => (l.chatNo === chatNo ? { ...l, closed: true } : l));
      setSendError(graphqlErrorMessage(e, MSG.chat.sendFailed));
      return false;
    }
  };

  const [endMutation, { loading: ending }] = useMutation(EndChatMutation);
  const end = async (): Promise<boolean> => {
    try {
      await endMutation({ variables: { chatNo } });
      setLive((l) => (l.chatNo === chatNo ? { ...l, closed: true } : l));
      other.stop();
      return true;
    } catch {
      return false;
    }
  };

  return {
    room,
    messages,
    closed,
    otherTyping: other.typing && !closed,
    /** The other side has read the viewer's messages up to this number. */
    otherReadNo: viewerIsAdmin ? room.memberReadNo : room.adminReadNo,
    send,
    sending,
    sendError,
    notifyTyping,
    end,
    ending,
  };
}
