import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table';
import { MSG } from '../../../lib/messages';
import { koreaToday } from '../coupon-schema';
import { AdminCouponsQuery, COUPON_PAGE_SIZE } from '../operations';
import { promotionPaths } from '../promotion-paths';
import { PromotionTable } from './promotion-table';
import styles from './promotions.module.css';

interface CouponRow {
  no: number;
  name: string;
  discountRate: number;
  expiryDate: string;
}

/** A coupon whose last valid day (in Korea) has passed is marked, in words and not by colour alone. */
function Expiry({ coupon, today }: { coupon: CouponRow; today: string }) {
  const m = MSG.adminPromotions.coupons;
  if (!coupon.expiryDate) return m.none;
  if (coupon.expiryDate >= today) return m.until(coupon.expiryDate);
  return (
    <span className={styles.expired}>
      {m.until(coupon.expiryDate)} <span className={styles.expiredBadge}>{m.expired}</span>
    </span>
  );
}

const columns = (today: string): Column<CouponRow>[] => {
  const m = MSG.adminPromotions.coupons;
  return [
    { key: 'name', header: m.name, render: (c) => c.name },
    { key: 'rate', header: m.discountRate, render: (c) => m.rate(c.discountRate) },
    { key: 'expiry', header: m.expiryDate, render: (c) => <Expiry coupon={c} today={today} /> },
  ];
};

/**
 * The coupon card (§2): the table, 8 a page, expired coupons marked; 'exclude expired coupons' switches to the
 * unexpired list.
 */
export function CouponCard() {
  const [page, setPage] = useState(1);
  const [activeOnly, setActiveOnly] = useState(false);
  const headingId = useId();
  const checkId = useId();
  const today = useMemo(() => koreaToday(), []);
  const m = MSG.adminPromotions.coupons;
  const { data, error } = useQuery(AdminCouponsQuery, {
    variables: { page: page - 1, size: COUPON_PAGE_SIZE, activeOnly },
    fetchPolicy: 'cache-and-network',
  });
  const coupons = data?.adminCoupons;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{m.title}</h2>
        <Link to={promotionPaths.coupon()} className="btn">
          {m.issue}
        </Link>
      </div>
      <p className={styles.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={activeOnly}
          onChange={(e) => {
            setActiveOnly(e.target.checked);
            setPage(1);
          }}
        />
        <label htmlFor={checkId}>{m.excludeExpired}</label>
      </p>
      <PromotionTable
        texts={m}
        columns={columns(today)}
        list={coupons}
        failed={Boolean(error)}
        rowKey={(row) => row.no}
        pageSize={COUPON_PAGE_SIZE}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
