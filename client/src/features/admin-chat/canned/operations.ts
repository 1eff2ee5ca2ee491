import { graphql } from '../../../gql';

export const CannedRepliesQuery = graphql(`
  query CannedReplies {
    cannedReplies {
      no
      shortcut
      content
    }
  }
`);

export const SaveCannedReplyMutation = graphql(`
  mutation SaveCannedReply($input: CannedReplyInput!) {
    saveCannedReply(input: $input) {
      no
      shortcut
      content
    }
  }
`);

export const DeleteCannedReplyMutation = graphql(`
  mutation DeleteCannedReply($no: Int!) {
    deleteCannedReply(no: $no)
  }
`);
