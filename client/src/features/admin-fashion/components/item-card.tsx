import { Link } from 'react-router';
import type { FashionItemCard_ItemFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import styles from './item-card.module.css';
import { MatchBadge } from './match-badge';

/**
 * A registered item (§3 item list): picture, name, linked product (the very piece or a similar one: the badge says
 * which of the product, so an item without one has none), external link and where it is worn.
 */
export function ItemCard({ item }: { item: FashionItemCard_ItemFragment }) {
  const m = MSG.adminFashion.items;
  return (
    <article className={styles.card} aria-labelledby={`fashion-item-${item.no}`} data-testid="fashion-item-card">
      <img className={styles.pic} src={item.pic} alt="" loading="lazy" />
      <div className={styles.body}>
        <h3 id={`fashion-item-${item.no}`} className={styles.name}>
          {item.name}
        </h3>
        <p className={styles.line}>
          {item.product ? (
            <>
              <Link to={fashionPaths.product(item.product.no)}>{m.product(item.product.name)}</Link>{' '}
              <MatchBadge match={item.match} />
            </>
          ) : (
            <span className={styles.muted}>{m.noProduct}</span>
          )}
        </p>
        {item.path && (
          <p className={styles.line}>
            <a href={item.path} target="_blank" rel="noopener noreferrer">
              {m.externalLink}
              <span className="visually-hidden"> ({item.name})</span> <span aria-hidden="true">↗</span>
            </a>
          </p>
        )}
        <p className={styles.wornTitle}>{m.wornIn}</p>
        {item.styles.length === 0 ? (
          <p className={styles.muted}>{m.notWorn}</p>
        ) : (
          <ul className={styles.worn}>
            {item.styles.map((style) => (
              <li key={style.no}>
                <Link to={fashionPaths.character(style.character.no)}>
                  {m.wornBy(style.character.show.title, style.character.actorName, style.character.name)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
