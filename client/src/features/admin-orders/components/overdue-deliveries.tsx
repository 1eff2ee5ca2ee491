import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatKoreanDate } from '../../../lib/format';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { displayOrderNo } from '../order-rules';
import { MarkDeliveredMutation, OVERDUE_PAGE_SIZE, OverdueDeliveriesQuery } from '../delivery-operations';
import styles from './overdue-deliveries.module.css';

/**
 * The dashboard's orders 배송중 for more than DELIVERY_OVERDUE_DAYS days (issue 25), longest first: each with its
 * parcel's tracking link; the chosen ones are marked 배송완료 together, after a confirm.
 */
export function OverdueDeliveries() {
  const T = MSG.adminDelivery;
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { data, loading, error, refetch } = useQuery(OverdueDeliveriesQuery, {
    variables: { page: page - 1, size: OVERDUE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [mark, { loading: marking }] = useMutation(MarkDeliveredMutation, {
    refetchQueries: ['OverdueDeliveries', 'AdminOrders'],
    awaitRefetchQueries: true,
  });

  const toggle = (no: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(no)) next.add(no);
      return next;
    });

  const confirm = async () => {
    setFailure(null);
    setDone('');
    try {
      const nos = [...chosen];
      await mark({ variables: { nos } });
      setDone(T.marked(nos.length));
      setChosen(new Set());
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.adminOrders.updateError));
    } finally {
      setAsking(false);
    }
  };

  const result = data?.overdueDeliveries;
  const orders = result?.content ?? [];
  const allChosen = orders.length > 0 && orders.every((o) => chosen.has(o.no));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {result ? T.overdueTitle(result.days) : T.overdueLoading}
      </h2>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <p className={styles.done} role="status">
        {done}
      </p>
      <QueryState
        data={result}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(r) => r.content.length === 0}
        texts={{ loading: T.overdueLoading, error: T.overdueError, empty: T.overdueEmpty }}
      >
        {(r) => (
          <>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">{T.overdueCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={T.selectAll}
                        checked={allChosen}
                        onChange={() => setChosen(allChosen ? new Set() : new Set(orders.map((o) => o.no)))}
                      />
                    </th>
                    <th scope="col">{MSG.adminOrders.orderNo}</th>
                    <th scope="col">{MSG.adminOrders.orderer}</th>
                    <th scope="col">{T.shippedOn}</th>
                    <th scope="col">{T.trackingNo}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.content.map((o) => {
                    const shown = displayOrderNo(o.date, o.no);
                    return (
                      <tr key={o.no} data-testid="overdue-row">
                        <td>
                          <input
                            type="checkbox"
                            aria-label={T.select(shown)}
                            checked={chosen.has(o.no)}
                            onChange={() => toggle(o.no)}
                          />
                        </td>
                        <td>
                          <Link to={`${paths.adminSection('orders')}?order=${o.no}`}>{shown}</Link>
                        </td>
                        <td>{o.recipientName ?? '-'}</td>
                        <td>{o.shippedAt ? formatKoreanDate(o.shippedAt) : '-'}</td>
                        <td>
                          {o.courier && o.trackingNo && o.trackingUrl ? (
                            <a href={o.trackingUrl} target="_blank" rel="noopener noreferrer">
                              {o.courier.name} {o.trackingNo}
                            </a>
                          ) : (
                            '-'
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {r.totalPages > 1 && (
              <Pager
                page={page}
                totalPages={r.totalPages}
                onChange={(next) => {
                  setPage(next);
                  setChosen(new Set());
                }}
                label={T.overdueCaption}
                previousText={MSG.common.previous}
                nextText={MSG.common.next}
                status={MSG.common.pageStatus}
              />
            )}
            <button type="button" className="btn" disabled={chosen.size === 0} onClick={() => setAsking(true)}>
              {T.markDelivered(chosen.size)}
            </button>
          </>
        )}
      </QueryState>
      {asking && (
        <ConfirmDialog
          title={T.markConfirm(chosen.size)}
          confirmText={T.confirm}
          cancelText={T.cancel}
          busy={marking}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
