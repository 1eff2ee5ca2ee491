import type { ReactNode } from 'react';
import { MSG } from '../../../lib/messages';
import { CouponCard } from './coupon-card';
import { PopupCard } from './popup-card';
import styles from './promotions.module.css';

/** /admin/promotion: the coupon card and the popup card (admin-console §2); `history` goes below them. */
export function PromotionPage({ history }: { history?: ReactNode }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{MSG.adminPromotions.title}</h1>
      <div className={styles.cards}>
        <CouponCard />
        <PopupCard />
      </div>
      {history}
    </div>
  );
}
