import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { FeedCard_PostFragment } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../lib/relative-time';
import { paths } from '../../../lib/paths';
import { PostCounts } from './post-counts';
import { PostPicture } from './post-picture';
import styles from './feed.module.css';
import { TaggedText } from '../../../components/ui/tagged-text';

export const FeedCard_post = graphql(`
  fragment FeedCard_post on Post {
    no
    pic
    preview
    date
    likesCount
    commentsCount
    userNickname
    userPic
  }
`);

/** A post in the feed: its author, when, the picture (or the 'no image' placeholder), the first 100 characters. */
export function FeedCard({ post }: { post: FeedCard_PostFragment }) {
  return (
    <Link to={paths.styleDetail(post.no)} className={styles.card}>
      <span className={styles.author}>
        {post.userPic ? (
          <img className={styles.avatar} src={post.userPic} alt="" width={32} height={32} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {[...post.userNickname][0]}
          </span>
        )}
        <span className={styles.nickname}>{post.userNickname}</span>
        <time className={styles.time} dateTime={post.date}>
          {formatRelativeTime(post.date)}
        </time>
      </span>
      <PostPicture pic={post.pic} className={styles.picture} />
      {post.preview && (
        <span className={styles.preview}>
          <TaggedText text={post.preview} />
        </span>
      )}
      <PostCounts likes={post.likesCount} comments={post.commentsCount} />
    </Link>
  );
}
