import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LikeCommentMutation, LikePostMutation } from '../operations';

interface Likeable {
  no: number;
  likesCount: number;
  likedByMe: boolean;
}

/** The server's answer is the truth for the count and the flag, wherever the post or comment is shown. */
function writeLike(cache: ApolloCache, typename: 'Post' | 'Comment', no: number, liked: boolean, count: number) {
  cache.modify({
    id: cache.identify({ __typename: typename, no }),
    fields: { likesCount: () => count, likedByMe: () => liked },
  });
}

const next = (item: Likeable) => {
  const liked = !item.likedByMe;
  return { liked, likesCount: Math.max(0, item.likesCount + (liked ? 1 : -1)) };
};

/** Likes or unlikes the post, showing the change at once (optimistic) and then the server's count. */
export function usePostLike(post: Likeable) {
  const [mutate, { loading }] = useMutation(LikePostMutation);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setFailed(false);
    const { liked, likesCount } = next(post);
    const optimistic = { __typename: 'PostLikeState' as const, postNo: post.no, liked, likesCount };
    try {
      await mutate({
        variables: { postNo: post.no, liked },
        optimisticResponse: { setPostLike: optimistic },
        update: (cache, { data }) =>
          data && writeLike(cache, 'Post', post.no, data.setPostLike.liked, data.setPostLike.likesCount),
      });
    } catch {
      setFailed(true);
    }
  };
  return { toggle, busy: loading, failed };
}

/** The same for a comment or a reply. */
export function useCommentLike(comment: Likeable) {
  const [mutate, { loading }] = useMutation(LikeCommentMutation);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setFailed(false);
    const { liked, likesCount } = next(comment);
    const optimistic = { __typename: 'CommentLikeState' as const, commentNo: comment.no, liked, likesCount };
    try {
      await mutate({
        variables: { commentNo: comment.no, liked },
        optimisticResponse: { setCommentLike: optimistic },
        update: (cache, { data }) =>
          data && writeLike(cache, 'Comment', comment.no, data.setCommentLike.liked, data.setCommentLike.likesCount),
      });
    } catch {
      setFailed(true);
    }
  };
  return { toggle, busy: loading, failed };
}
