import { graphql } from '../../gql';

/** The member's latest room with its latest messages: the open one, else the last ended (null: none yet). */
export const MyChatQuery = graphql(`
  query MyChat {
    myChat {
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

/** The member's open room with its latest messages; a new room when the last one ended (or there was none). */
export const OpenChatMutation = graphql(`
  mutation OpenChat {
    openChat {
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

export const SetChatCategoryMutation = graphql(`
  mutation SetChatCategory($chatNo: Int!, $category: ChatCategory!) {
    setChatCategory(chatNo: $chatNo, category: $category) {
      ...UseChatRoom_room
    }
  }
`);

/** The order a member asks about (from the order history's 교환/환불 문의 link), for the card before sending. */
export const ChatAttachOrderQuery = graphql(`
  query ChatAttachOrder($no: Int!) {
    order(no: $no) {
      no
      state
      price
      date
      lines {
        no
        product {
          no
          name
        }
      }
    }
  }
`);
