import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onReconnected } from '../../../lib/subscription-link';
import { applyRoomChange, refreshRoomLists } from '../room-cache';
import { ChatRoomChangedSubscription } from '../operations';

/**
 * Keeps the room lists live while the chat page is open: every change of a room (a message, a read, a category, an
 * end) moves its row where it now belongs, in the cache both lists read. Changes missed while the connection was
 * lost are caught up by asking the lists again once it is back (instead of the original's 5 s poll).
 */
export function useRoomInbox(): void {
  const client = useApolloClient();
  useSubscription(ChatRoomChangedSubscription, {
    ignoreResults: true,
    onData({ data }) {
      const room = data.data?.chatRoomChanged;
      if (room) applyRoomChange(client, room);
    },
    // graphql-ws retries a lost socket by itself; the lists keep what they have until then.
    onError: (e) => console.warn('chat room subscription failed', e),
  });
  useEffect(() => onReconnected(() => refreshRoomLists(client)), [client]);
}
