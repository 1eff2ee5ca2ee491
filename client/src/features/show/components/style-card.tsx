import { graphql } from '../../../gql';
import type { StyleCard_StyleFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import type { LookItem } from '../look';
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

interface Props {
  style: StyleCard_StyleFragment;
  index: number;
  /** 'Buy the whole look': every item's product (or its alternative) into the cart. */
  onBuyLook(items: readonly LookItem[]): void;
}

/** One outfit of the character: its picture, its items and the action that puts the whole look into the cart. */
export function StyleCard({ style, index, onBuyLook }: Props) {
  return (
    <article className={styles.style} aria-label={MSG.scene.styleNo(index)}>
      <img className={styles.pic} src={style.pic} alt="" width={300} height={400} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <ul className={styles.items}>
          {style.items.map((item) => (
            <li key={item.no}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
        {style.items.length > 0 && (
          <button type="button" className={`btn btn-accent ${styles.buy}`} onClick={() => onBuyLook(style.items)}>
            {MSG.look.buyLook}
            <span className="visually-hidden"> ({MSG.scene.styleNo(index)})</span>
          </button>
        )}
      </div>
    </article>
  );
}
