import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ProfilePostGrid_PostFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './profile-post-grid.module.css';

export const ProfilePostGrid_post = graphql(`
  fragment ProfilePostGrid_post on Post {
    no
    pic
    preview(length: 30)
  }
`);

/** The profile's grid: each post's picture (or the 'no image' placeholder) linking to the post. */
export function ProfilePostGrid({ posts }: { posts: readonly ProfilePostGrid_PostFragment[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => {
        const name = post.preview.trim() || MSG.profile.postLink(post.no);
        return (
          <li key={post.no}>
            <Link to={paths.styleDetail(post.no)} className={styles.tile} aria-label={name}>
              {post.pic ? (
                <img src={post.pic} alt="" width={300} height={300} loading="lazy" decoding="async" />
              ) : (
                <span className={styles.noImage}>{MSG.profile.noImage}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
