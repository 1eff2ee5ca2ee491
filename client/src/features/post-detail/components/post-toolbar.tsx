import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { PostToolbar_PostFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePostLike } from '../hooks/use-likes';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import { ReportDialog } from './report-dialog';
import { ShareButton } from './share-button';
import styles from './post-detail.module.css';

export const PostToolbar_post = graphql(`
  fragment PostToolbar_post on Post {
    no
    userNo
    userNickname
    content
    likesCount
    likedByMe
    reportedByMe
    commentsCount
  }
`);

interface Props {
  post: PostToolbar_PostFragment;
  /** The viewer wrote the post. */
  mine: boolean;
  /** The viewer may delete it: its author, or the admin. */
  mayDelete: boolean;
  onDeleted(): void;
}

/**
 * Like with its count, the comment count, share, and — as the viewer may — edit, report or delete. What a share or
 * a report has to say comes on a line of its own after the buttons, so it never pushes one of them down.
 */
export function PostToolbar({ post, mine, mayDelete, onDeleted }: Props) {
  const like = usePostLike(post);
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className={styles.toolbar} role="group" aria-label={MSG.postDetail.actions}>
      <LikeButton
        liked={post.likedByMe}
        count={post.likesCount}
        label={MSG.postDetail.like}
        busy={like.busy}
        onToggle={() => void like.toggle()}
      />
      <span className={styles.commentCount}>{MSG.postDetail.commentCount(post.commentsCount)}</span>
      <span className={styles.toolSpacer} />
      <ShareButton postNo={post.no} nickname={post.userNickname} content={post.content} onNotice={setNotice} />
      {mine && (
        <Link to={paths.styleEdit(post.no)} className={styles.toolButton}>
          {MSG.postDetail.edit}
        </Link>
      )}
      {/* Spec §4–5: never on one's own post, and gone once reported. */}
      {!mine && !post.reportedByMe && (
        <button type="button" className={styles.toolButton} onClick={() => setReporting(true)}>
          {MSG.postDetail.report}
        </button>
      )}
      {mayDelete && <DeletePostButton postNo={post.no} onDeleted={onDeleted} />}
      {like.failed && (
        <span className={styles.error} role="alert">
          {MSG.postDetail.likeFailed}
        </span>
      )}
      <span className={styles.toolStatus} role="status">
        {notice}
      </span>
      {reporting && (
        <ReportDialog
          postNo={post.no}
          onClose={() => setReporting(false)}
          onReported={(message) => {
            setReporting(false);
            setNotice(message);
          }}
        />
      )}
    </div>
  );
}
