import { graphql } from '../../gql';

/** Rooms per page of the list: a day's inquiries of a small shop fit on the first. */
export const ROOM_PAGE_SIZE = 20;

export const ChatRoomsQuery = graphql(`
  query AdminChatRooms($closed: Boolean!, $page: Int!, $size: Int!) {
    chatRooms(closed: $closed, page: $page, size: $size) {
      number
      size
      totalPages
      totalElements
      content {
        no
        ...RoomRow_room
      }
    }
  }
`);

/** Every change of a room in the inbox (new, message, read, category, ended), as its row shows it. */
export const ChatRoomChangedSubscription = graphql(`
  subscription AdminChatRoomChanged {
    chatRoomChanged {
      no
      ...RoomRow_room
    }
  }
`);

export const ChatConversationQuery = graphql(`
  query AdminChatConversation($chatNo: Int!) {
    chatConversation(chatNo: $chatNo) {
      room {
        ...UseChatRoom_room
      }
      messages {
        no
        ...ChatMessageList_message
      }
    }
  }
`);
