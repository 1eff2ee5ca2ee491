import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { MyPostRow_PostFragment } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../lib/relative-time';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { PostCounts } from './post-counts';
import { PostPicture } from './post-picture';
import styles from './my-posts.module.css';
import { TaggedText } from '../../../components/ui/tagged-text';

export const MyPostRow_post = graphql(`
  fragment MyPostRow_post on Post {
    no
    pic
    preview(length: 50)
    date
    likesCount
    commentsCount
  }
`);

const T = MSG.myPosts;

interface Props {
  post: MyPostRow_PostFragment;
  /** In the trash a post is restored or deleted for good; in the list it is opened, edited or deleted. */
  trash: boolean;
  busy: boolean;
  onDelete(): void;
  onRestore(): void;
  onPurge(): void;
}

/** One of my posts: picture, the first 50 characters, when, counts, and its actions. */
export function MyPostRow({ post, trash, busy, onDelete, onRestore, onPurge }: Props) {
  const name = (action: string) => T.actionOf(action, post.preview || T.untitled);
  const summary = (
    <>
      <PostPicture pic={post.pic} className={styles.picture} />
      <span className={styles.text}>
        <span className={styles.preview}>
          <TaggedText text={post.preview} />
        </span>
        <time className={styles.time} dateTime={post.date}>
          {formatRelativeTime(post.date)}
        </time>
        <PostCounts likes={post.likesCount} comments={post.commentsCount} />
      </span>
    </>
  );
  return (
    <li className={styles.row}>
      {trash ? (
        <div className={styles.main}>{summary}</div>
      ) : (
        <Link to={paths.styleDetail(post.no)} className={styles.main}>
          {summary}
        </Link>
      )}
      <div className={styles.actions}>
        {trash ? (
          <>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={onRestore}
              aria-label={name(T.restore)}
            >
              {T.restore}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={onPurge}
              aria-label={name(T.purge)}
            >
              {T.purge}
            </button>
          </>
        ) : (
          <>
            <Link to={paths.styleEdit(post.no)} className="btn btn-outline" aria-label={name(T.edit)}>
              {T.edit}
            </Link>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={onDelete}
              aria-label={name(T.delete)}
            >
              {T.delete}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
