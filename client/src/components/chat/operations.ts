import { graphql } from '../../gql';

/**
 * The chat's shared documents: both sides' pages use them through useChatRoom. The fragments belong to the
 * components that render them (chat-message-list, chat-order-card) and are declared there.
 */

/** What useChatRoom keeps of a room: its state and both sides' read marks. */
export const UseChatRoom_room = graphql(`
  fragment UseChatRoom_room on ChatRoom {
    no
    userNo
    userName
    category
    closeChat
    adminReadNo
    memberReadNo
  }
`);

export const ChatEventsSubscription = graphql(`
  subscription ChatEvents($chatNo: Int) {
    chatEvents(chatNo: $chatNo) {
      kind
      chatNo
      sendAdmin
      readNo
      category
      message {
        no
        ...ChatMessageList_message
      }
    }
  }
`);

export const ChatMessagesAfterQuery = graphql(`
  query ChatMessagesAfter($chatNo: Int!, $after: Int!) {
    chatMessages(chatNo: $chatNo, after: $after) {
      no
      ...ChatMessageList_message
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      no
      ...ChatMessageList_message
    }
  }
`);

export const MarkChatReadMutation = graphql(`
  mutation MarkChatRead($chatNo: Int!, $upTo: Int!) {
    markChatRead(chatNo: $chatNo, upTo: $upTo) {
      ...UseChatRoom_room
    }
  }
`);

export const ChatTypingMutation = graphql(`
  mutation ChatTyping($chatNo: Int!) {
    chatTyping(chatNo: $chatNo)
  }
`);

export const EndChatMutation = graphql(`
  mutation EndChat($chatNo: Int!) {
    endChat(chatNo: $chatNo) {
      ...UseChatRoom_room
    }
  }
`);
