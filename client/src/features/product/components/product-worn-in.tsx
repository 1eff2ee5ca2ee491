import { useId } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ProductWornIn_ProductFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './product-worn-in.module.css';

export const ProductWornIn_product = graphql(`
  fragment ProductWornIn_product on Product {
    wornIn {
      show {
        no
        title
      }
      character {
        no
        name
        actorName
      }
      style {
        no
        pic
      }
    }
    recentPosts {
      no
      pic
      userNickname
    }
  }
`);

function Picture({ src }: { src: string | null }) {
  return (
    <span className={styles.picture}>
      {src ? (
        <img src={src} alt="" width={300} height={400} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.noImage}>{MSG.scene.noImage}</span>
      )}
    </span>
  );
}

/**
 * Where the product is seen: the shows' outfits it is part of (to the character on the show's page) and the latest
 * community posts that attach it. Nothing at all when it is seen nowhere.
 */
export function ProductWornIn({ product }: { product: ProductWornIn_ProductFragment }) {
  const wornId = useId();
  const postsId = useId();
  const { wornIn, recentPosts } = product;
  if (wornIn.length === 0 && recentPosts.length === 0) return null;
  return (
    <>
      {wornIn.length > 0 && (
        <section className={styles.section} aria-labelledby={wornId}>
          <h2 id={wornId} className={styles.title}>
            {MSG.product.wornIn}
          </h2>
          <ul className={styles.grid}>
            {wornIn.map(({ show, character, style }) => (
              <li key={style.no}>
                <Link to={paths.show(show.no, character.no)} className={styles.card}>
                  <Picture src={style.pic} />
                  <span className={styles.name}>{show.title}</span>
                  <span className={styles.muted}>{MSG.product.wornBy(character.name, character.actorName)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recentPosts.length > 0 && (
        <section className={styles.section} aria-labelledby={postsId}>
          <h2 id={postsId} className={styles.title}>
            {MSG.product.recentPosts}
          </h2>
          <ul className={styles.grid}>
            {recentPosts.map((post) => (
              <li key={post.no}>
                <Link to={paths.styleDetail(post.no)} className={styles.card}>
                  <Picture src={post.pic} />
                  <span className={styles.name}>{MSG.product.postBy(post.userNickname)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
