import { useQuery } from '@apollo/client/react';
import { MSG } from '../../../lib/messages';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { CouponCard } from './coupon-card';
import { COUPON_PAGE_SIZE, MyCouponsQuery } from './operations';
import styles from './coupons.module.css';

/** /user/mypage/coupon: the member's usable coupons, 10 per page. */
export function CouponListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyCouponsQuery, {
    variables: { page: page - 1, size: COUPON_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <h1 className="page-title">{MSG.coupons.title}</h1>
      <PagedList
        data={data?.myCoupons}
        loading={loading}
        error={error}
        texts={{ loading: MSG.coupons.loading, empty: MSG.coupons.empty, error: MSG.coupons.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(coupons) => (
          <ul className={styles.grid}>
            {coupons.content.map((c) => (
              <CouponCard key={c.no} couponUser={c} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
