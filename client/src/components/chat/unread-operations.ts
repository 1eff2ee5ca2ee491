import { graphql } from '../../gql';

/** The shop's messages the member has not read in their open chat: the support button's dot and count. */
export const MyChatUnreadQuery = graphql(`
  query MyChatUnread {
    myChatUnread
  }
`);

/** Every event of the member's rooms, only as a cue to count again (kept small: the support button is everywhere). */
export const MyChatActivitySubscription = graphql(`
  subscription MyChatActivity {
    chatEvents {
      kind
      chatNo
      sendAdmin
    }
  }
`);
