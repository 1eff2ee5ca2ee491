import { useId } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { PopularStyles_PostsFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './popular-styles.module.css';
import { paths } from '../../../lib/paths';

export const PopularStyles_posts = graphql(`
  fragment PopularStyles_posts on Post {
    no
    pic
    userNickname
  }
`);

/** The most liked community styles, each linking to its post with the author's @nickname. */
export function PopularStyles({ posts }: { posts: readonly PopularStyles_PostsFragment[] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {MSG.home.popularStyles}
      </h2>
      {posts.length === 0 ? (
        <p className={styles.empty}>{MSG.home.noPopularStyles}</p>
      ) : (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.no}>
              <Link to={paths.styleDetail(post.no)} className={styles.card}>
                <div className={styles.picture}>
                  {post.pic ? (
                    <img src={post.pic} alt="" width={400} height={500} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.noImage}>{MSG.scene.noImage}</span>
                  )}
                </div>
                <span className={styles.nickname}>{MSG.scene.nickname(post.userNickname)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
