import { graphql } from '../../../gql';
import type { CommentItem_CommentFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useCommentLike } from '../hooks/use-likes';
import { AuthorLine } from './author-line';
import { LikeButton } from './like-button';
import styles from './comments.module.css';

export const CommentItem_comment = graphql(`
  fragment CommentItem_comment on Comment {
    no
    userNo
    userNickname
    userPic
    date
    content
    likesCount
    likedByMe
  }
`);

interface Props {
  comment: CommentItem_CommentFragment;
  /** The viewer may delete it: its author, or the admin. */
  mayDelete: boolean;
  onReply(): void;
  onDelete(): void;
}

/** One comment or reply: author and time, text, like, reply, and delete where allowed. */
export function CommentItem({ comment, mayDelete, onReply, onDelete }: Props) {
  const like = useCommentLike(comment);
  return (
    <div className={styles.comment}>
      <AuthorLine
        userNo={comment.userNo}
        nickname={comment.userNickname}
        pic={comment.userPic}
        date={comment.date}
        size="sm"
      />
      <p className={styles.text}>{comment.content}</p>
      <div className={styles.actions}>
        <LikeButton
          liked={comment.likedByMe}
          count={comment.likesCount}
          label={MSG.comments.like(comment.userNickname)}
          busy={like.busy}
          onToggle={() => void like.toggle()}
        />
        <button
          type="button"
          className={styles.action}
          aria-label={MSG.comments.replyTo(comment.userNickname)}
          onClick={onReply}
        >
          {MSG.comments.reply}
        </button>
        {mayDelete && (
          <button
            type="button"
            className={styles.action}
            aria-label={MSG.comments.deleteOf(comment.userNickname)}
            onClick={onDelete}
          >
            {MSG.comments.delete}
          </button>
        )}
        {like.failed && (
          <span className={styles.error} role="alert">
            {MSG.postDetail.likeFailed}
          </span>
        )}
      </div>
    </div>
  );
}
