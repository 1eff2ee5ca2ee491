import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { MyOrderDetailQuery } from './operations';
import { OrderActions } from './order-actions';
import { OrderDelivery } from './order-delivery';
import { OrderLine } from './order-line';
import { OrderPayment } from './order-payment';
import { OrderShipping } from './order-shipping';
import { OrderHeader } from './order-header';
import styles from './orders.module.css';
import { paths } from '../../../lib/paths';

/** /user/mypage/order/{orderNo}: one of the member's orders (the server refuses other members' orders). */
export function OrderDetailPage() {
  const no = Number(useParams().orderNo);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error } = useQuery(MyOrderDetailQuery, { variables: { no }, skip: !valid });
  return (
    <>
      <h1 className="page-title">{MSG.orders.detailTitle}</h1>
      <QueryState
        data={data?.order}
        loading={valid && loading}
        error={error}
        texts={{ loading: MSG.orders.detailLoading, error: graphqlErrorMessage(error, MSG.orders.detailError) }}
      >
        {(order) => (
          <article className={styles.card}>
            <OrderHeader order={order} />
            <section aria-labelledby="order-lines">
              <h2 id="order-lines" className={styles.sectionTitle}>
                {MSG.orders.lines}
              </h2>
              <ul className={styles.lines}>
                {order.lines.map((line) => (
                  <OrderLine key={line.no} line={line} orderNo={order.no} />
                ))}
              </ul>
            </section>
            <OrderDelivery order={order} />
            <OrderShipping order={order} />
            <OrderPayment order={order} />
            <footer className={styles.cardFooter}>
              <OrderActions order={order} />
            </footer>
          </article>
        )}
      </QueryState>
      <p className={styles.back}>
        <Link to={paths.myOrders()} className="btn btn-outline">
          {MSG.orders.backToList}
        </Link>
      </p>
    </>
  );
}
