import { graphql } from '../../../gql';
import type { ModerationCard_PostFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { PREVIEW_LENGTH, previewOf } from '../preview';
import styles from './moderation.module.css';

export const ModerationCard_post = graphql(`
  fragment ModerationCard_post on Post {
    no
    userNickname
    pic
    content
    deleted
    reportsCount
    reportReasons {
      category
      count
    }
  }
`);

interface Props {
  post: ModerationCard_PostFragment;
  /** The reported tab also shows the count and the reasons. */
  reported: boolean;
  onDetails(post: ModerationCard_PostFragment): void;
  onDelete(no: number): void;
  onDismiss(no: number): void;
}

/**
 * One post as the moderator sees it: author, picture, a 15-character preview, reports, and the delete button (with,
 * for a reported post, the dismissal of its reports).
 */
export function ModerationCard({ post, reported, onDetails, onDelete, onDismiss }: Props) {
  const T = MSG.adminCommunity;
  return (
    <li className={styles.card} data-testid="moderation-card">
      <p className={styles.author}>{post.userNickname}</p>
      {post.pic && <img className={styles.pic} src={post.pic} alt={T.picAlt(post.userNickname)} />}
      <p className={styles.content}>
        {previewOf(post.content)}
        {[...post.content].length > PREVIEW_LENGTH && (
          <>
            {'… '}
            <button type="button" className={styles.link} onClick={() => onDetails(post)}>
              {T.seeDetails}
            </button>
          </>
        )}
      </p>
      {reported && post.reportsCount > 0 && (
        <div className={styles.reports}>
          <p>{T.reportCount(post.reportsCount)}</p>
          <ul className={styles.reasons}>
            {post.reportReasons.map((r) => (
              <li key={r.category}>{T.reasonTimes(T.reasons[r.category], r.count)}</li>
            ))}
          </ul>
        </div>
      )}
      {reported && !post.deleted && post.reportsCount === 0 && (
        <p className={styles.dismissed} role="status">
          {T.dismissed}
        </p>
      )}
      {post.deleted ? (
        <p className={styles.trash} role="status">
          {T.inTrash}
        </p>
      ) : (
        <div className={styles.actions}>
          {reported && post.reportsCount > 0 && (
            <button type="button" className="btn btn-outline" onClick={() => onDismiss(post.no)}>
              {T.dismiss}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={() => onDelete(post.no)}>
            {T.delete}
          </button>
        </div>
      )}
    </li>
  );
}
