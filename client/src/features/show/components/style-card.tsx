import { graphql } from '../../../gql';
import type { StyleCard_StyleFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { ItemCard } from './item-card';
import styles from './style-card.module.css';

export const StyleCard_style = graphql(`
  fragment StyleCard_style on Style {
    no
    pic
    items {
      no
      ...ItemCard_item
    }
  }
`);

/** One outfit of the character: its picture and the pictures of its items. */
export function StyleCard({ style, index }: { style: StyleCard_StyleFragment; index: number }) {
  return (
    <article className={styles.style} aria-label={MSG.scene.styleNo(index)}>
      <img className={styles.pic} src={style.pic} alt="" width={300} height={400} loading="lazy" decoding="async" />
      <ul className={styles.items}>
        {style.items.map((item) => (
          <li key={item.no}>
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
    </article>
  );
}
