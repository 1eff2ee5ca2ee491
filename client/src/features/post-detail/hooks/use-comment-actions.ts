import { useMutation } from '@apollo/client/react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { DeleteCommentMutation, WriteCommentMutation } from '../operations';

/**
 * Writing and deleting a post's comments. Failures come back as the text to show: the server's Korean message when
 * it has one (blank, too long, deleted post), else a general one.
 */
export function useCommentActions(postNo: number) {
  const [write] = useMutation(WriteCommentMutation);
  const [remove, { loading: deleting }] = useMutation(DeleteCommentMutation);

  const send = async (content: string, parentCommentNo: number | null) => {
    try {
      await write({ variables: { input: { postNo, content, parentCommentNo } } });
    } catch (e) {
      throw new Error(graphqlErrorMessage(e, MSG.comments.writeFailed));
    }
  };

  /** Resolves to null once deleted, or to the failure's text. */
  const erase = async (no: number): Promise<string | null> => {
    try {
      await remove({
        variables: { no },
        update: (cache) => void cache.evict({ id: cache.identify({ __typename: 'Comment', no }) }),
      });
      return null;
    } catch (e) {
      return graphqlErrorMessage(e, MSG.comments.deleteFailed);
    }
  };

  return { send, erase, deleting };
}
