import { useId } from 'react';
import { graphql } from '../../../gql';
import type { CouponSelect_CouponUserFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './order-page.module.css';

export const CouponSelect_couponUser = graphql(`
  fragment CouponSelect_couponUser on CouponUser {
    no
    coupon {
      no
      name
      discountRate
      expiryDate
    }
  }
`);

interface Props {
  coupons: readonly CouponSelect_CouponUserFragment[];
  /** The chosen CouponUser number, or null for none. */
  value: number | null;
  onChange(value: number | null): void;
}

/** The member's unused, unexpired coupons; choosing none is always possible. */
export function CouponSelect({ coupons, value, onChange }: Props) {
  const id = useId();
  return (
    <section className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {MSG.order.coupon}
      </h2>
      <select
        aria-labelledby={id}
        className={styles.select}
        value={value ?? ''}
        disabled={coupons.length === 0}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{coupons.length === 0 ? MSG.order.noUsableCoupons : MSG.order.noCoupon}</option>
        {coupons.map(({ no, coupon }) => (
          <option key={no} value={no}>
            {MSG.order.couponOption(coupon.name, coupon.discountRate, formatKoreanDate(coupon.expiryDate))}
          </option>
        ))}
      </select>
    </section>
  );
}
