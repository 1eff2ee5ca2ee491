import type { ApolloClient } from '@apollo/client';
import type { AdminChatRoomsQuery, RoomRow_RoomFragment } from '../../gql/graphql';
import { ChatRoomsQuery, ROOM_PAGE_SIZE } from './operations';

type RoomPage = AdminChatRoomsQuery['chatRooms'];

/** The server's order: latest activity first, the newer room first on a tie. */
const byActivity = (a: RoomRow_RoomFragment, b: RoomRow_RoomFragment) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.no - a.no;

/**
 * The first page of one list (in progress or ended) after `room` changed: its row is replaced and moved to where its
 * activity puts it, added when it now belongs to the list (a new inquiry, a chat that ended), dropped when it no
 * longer does. `joinedOrLeft` tells that the list's length changed, so its totals are no longer known.
 */
export function placeRoom(page: RoomPage, room: RoomRow_RoomFragment, closed: boolean) {
  const had = page.content.some((r) => r.no === room.no);
  const rest = page.content.filter((r) => r.no !== room.no);
  // Rooms still without a category are not inquiries yet (the server lists only rooms with one).
  const belongs = room.closeChat === closed && room.category !== null;
  if (!belongs) {
    if (!had) return { page, joinedOrLeft: false };
    return { page: { ...page, content: rest, totalElements: page.totalElements - 1 }, joinedOrLeft: true };
  }
  const content = [...rest, room].sort(byActivity).slice(0, page.size);
  return { page: { ...page, content }, joinedOrLeft: !had };
}

/**
 * Applies a live change to the first page of both lists in the cache (a row on screen moves at once). When a room
 * joined or left a list, or the list on screen is a later page (whose rows shift with it), the lists on screen are
 * asked again for the server's order and totals.
 */
export function applyRoomChange(client: ApolloClient, room: RoomRow_RoomFragment): void {
  let joinedOrLeft = false;
  for (const closed of [false, true]) {
    client.cache.updateQuery(
      { query: ChatRoomsQuery, variables: { closed, page: 0, size: ROOM_PAGE_SIZE } },
      (data) => {
        if (!data) return undefined;
        const placed = placeRoom(data.chatRooms, room, closed);
        joinedOrLeft ||= placed.joinedOrLeft;
        return { ...data, chatRooms: placed.page };
      },
    );
  }
  refreshRoomLists(client, (page) => joinedOrLeft || page > 0);
}

/** Asks the room lists on screen again (all of them unless `which` says otherwise), e.g. after a reconnect. */
export function refreshRoomLists(client: ApolloClient, which: (page: number) => boolean = () => true): void {
  client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query) =>
        query.queryName === 'AdminChatRooms' && which((query.variables as { page: number }).page),
    })
    .catch(() => {}); // a failed reload shows as the list's own error state
}
