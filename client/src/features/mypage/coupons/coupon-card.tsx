import { graphql } from '../../../gql';
import type { CouponCard_CouponUserFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './coupons.module.css';

export const CouponCard_couponUser = graphql(`
  fragment CouponCard_couponUser on CouponUser {
    no
    coupon {
      no
      name
      discountRate
      expiryDate
    }
  }
`);

/** Name, 'N% 할인' and '~expiry' (the last valid day). */
export function CouponCard({ couponUser: { coupon } }: { couponUser: CouponCard_CouponUserFragment }) {
  return (
    <li className={styles.card} data-testid="coupon">
      <p className={styles.rate}>{MSG.coupons.discount(coupon.discountRate)}</p>
      <p className={styles.name}>{coupon.name}</p>
      <p className={styles.expiry}>{MSG.coupons.expiry(formatKoreanDate(coupon.expiryDate))}</p>
    </li>
  );
}
