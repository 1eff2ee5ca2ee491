import { useQuery } from '@apollo/client/react';
import { MSG } from '../../../lib/messages';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { MyOrdersQuery, ORDER_PAGE_SIZE } from './operations';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

/** /user/mypage/order: the member's orders, 5 per page, newest first. */
export function OrderListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { page: page - 1, size: ORDER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <h1 className="page-title">{MSG.orders.title}</h1>
      <PagedList
        data={data?.myOrders}
        loading={loading}
        error={error}
        texts={{ loading: MSG.orders.loading, empty: MSG.orders.empty, error: MSG.orders.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(orders) => (
          <div className={styles.list}>
            {orders.content.map((order) => (
              <OrderCard key={order.no} order={order} />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
