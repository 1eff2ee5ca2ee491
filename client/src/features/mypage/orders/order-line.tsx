import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { OrderLine_LineFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './orders.module.css';
import { paths } from '../../../lib/paths';
import { stateName, typeName } from '../../../lib/claim-names';

export const OrderLine_line = graphql(`
  fragment OrderLine_line on OrderProduct {
    no
    quantity
    optionLabel
    price
    reviewable
    claimable
    claims {
      no
      type
      state
    }
    review {
      no
    }
    product {
      no
      name
      pic
      available
    }
  }
`);

/** One ordered product; a discontinued one is struck through, a delivered one can be reviewed once. */
export function OrderLine({ line, orderNo }: { line: OrderLine_LineFragment; orderNo: number }) {
  const { product } = line;
  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {product.pic && <img src={product.pic} alt="" loading="lazy" decoding="async" width={72} height={72} />}
      </div>
      <div className={styles.lineInfo}>
        {product.available ? (
          <Link to={paths.product(product.no)} className={styles.lineName}>
            {product.name}
          </Link>
        ) : (
          <p className={styles.lineName}>
            <del>{product.name}</del> <span className={styles.discontinued}>{MSG.orders.discontinued}</span>
          </p>
        )}
        <p className={styles.muted}>
          {line.optionLabel && `${MSG.product.sizeOf(line.optionLabel)} · `}
          {MSG.orders.quantity(line.quantity)} · {formatWon(line.price)}
        </p>
      </div>
      <div className={styles.lineAction}>
        {line.claims[0] ? (
          <Link to={paths.myClaims()} className={styles.reviewed}>
            {MSG.orders.claimState(typeName(line.claims[0].type), stateName(line.claims[0].state))}
          </Link>
        ) : null}
        {line.claimable && (
          <Link to={paths.claimNew(line.no, orderNo)} className="btn btn-outline">
            {MSG.orders.requestClaim}
          </Link>
        )}
        {line.review ? (
          <span className={styles.reviewed}>{MSG.orders.reviewWritten}</span>
        ) : (
          line.reviewable && (
            <Link to={paths.reviewWrite(line.no, orderNo)} className="btn btn-outline">
              {MSG.orders.writeReview}
            </Link>
          )
        )}
      </div>
    </li>
  );
}
