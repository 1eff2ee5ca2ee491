import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { PaymentReconciliationsQuery, ReconcilePaymentsMutation } from '../operations';
import styles from './reconciliation-page.module.css';

const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - 86_400_000));

/**
 * /admin/orders/payments: the reconciliation of the shop's paid and refunded orders with Toss Payments' records, a
 * day at a time (yesterday's runs by itself every day): every difference, and whether the shop was brought in line.
 */
export function ReconciliationPage() {
  const T = MSG.adminPayments;
  const { data, loading, error, refetch } = useQuery(PaymentReconciliationsQuery, { fetchPolicy: 'network-only' });
  const [reconcile, { loading: running }] = useMutation(ReconcilePaymentsMutation, {
    refetchQueries: ['PaymentReconciliations'],
  });
  const [day, setDay] = useState(yesterday);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await reconcile({ variables: { day } });
    } catch (err) {
      setFailure(graphqlErrorMessage(err, T.failed));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <p>
        <Link to={paths.adminSection('orders')}>{T.backToOrders}</Link>
      </p>
      {data?.paymentSettings.demo && (
        <p className={styles.demo} data-testid="payment-demo">
          {MSG.payment.demo}
        </p>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <label>
          {T.day} <input type="date" value={day} required onChange={(e) => setDay(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-accent" disabled={running || !day}>
          {running ? T.running : T.run}
        </button>
      </form>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <QueryState
        data={data?.paymentReconciliations}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(days) => days.length === 0}
        texts={{ loading: T.loading, error: T.loadError, empty: T.empty }}
      >
        {(days) => (
          <ul className={styles.days}>
            {days.map((d) => (
              <li key={d.day} className={styles.day} data-testid="reconciled-day">
                <h2 className={styles.dayTitle}>
                  {formatKoreanDate(`${d.day}T12:00:00+09:00`)} · {T.checked(formatKoreanDate(d.checkedAt))}
                </h2>
                {d.differences.length === 0 ? (
                  <p>{T.noDifferences}</p>
                ) : (
                  <div className={styles.scroll}>
                    <table className={styles.table}>
                      <caption>{T.differences(d.differences.length)}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{T.orderNo}</th>
                          <th scope="col">{T.kind}</th>
                          <th scope="col">{T.shop}</th>
                          <th scope="col">{T.provider}</th>
                          <th scope="col">{T.applied}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.differences.map((x, i) => (
                          <tr key={`${x.orderNo}-${x.kind}-${i}`}>
                            <td>
                              <Link to={`${paths.adminSection('orders')}?order=${x.orderNo}`}>{x.orderNo}</Link>
                            </td>
                            <td>{T.kinds[x.kind as keyof typeof T.kinds] ?? x.kind}</td>
                            <td>{x.shop}</td>
                            <td>{x.provider}</td>
                            <td>{x.applied ? T.yes : T.no}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
