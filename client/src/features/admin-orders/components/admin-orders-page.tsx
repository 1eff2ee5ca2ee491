import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import type { OrderRow_OrderFragment, OrderState, ParcelInput, RefundAccountInput } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePageParam } from '../../../lib/use-page-param';
import { AdminOrdersQuery, ChangeOrderStateMutation, ORDER_PAGE_SIZE } from '../operations';
import { filterFromParams, linkedOrder, paramsFor, toServerFilter, type FilterValues } from '../order-filter';
import { displayOrderNo } from '../order-rules';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';
import { ShipDialog } from './ship-dialog';
import { StateChangeDialog } from './state-change-dialog';
import styles from './admin-orders-page.module.css';

/**
 * What a confirmed change did; when the list is filtered by another state the order leaves it, and the text says
 * why rather than let the row vanish unexplained.
 */
function changedText(order: OrderRow_OrderFragment, state: OrderState, filtered: OrderState | ''): string {
  const T = MSG.adminOrders;
  const changed = T.stateChanged(displayOrderNo(order.date, order.no), T.states[state]);
  return filtered && filtered !== state ? `${changed} ${T.leftFilter(T.states[filtered])}` : changed;
}

interface Props {
  /** An order's audit history for its expanded detail (composed in by the route). */
  renderHistory?(orderNo: number): ReactNode;
}

/**
 * /admin/orders (admin console §2): the filters, the table ten to a page, the status select with its confirm, and
 * each order's detail. Filters and page live in the URL; ?order=12 (a chat's order card) shows that order, open.
 */
export function AdminOrdersPage({ renderHistory }: Props) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const values = filterFromParams(params);
  const linked = linkedOrder(params);
  // Toggled open or shut by the admin; a linked order starts open.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const [choice, setChoice] = useState<{ order: OrderRow_OrderFragment; state: OrderState } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [shipFailure, setShipFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const { data, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: { filter: toServerFilter(values, linked), page: page - 1, size: ORDER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [changeState, { loading: changing }] = useMutation(ChangeOrderStateMutation, {
    // A filtered list may lose the order; an open history gains an entry, so the cached histories are dropped and
    // the one on screen fetches again (the audit query belongs to another feature: named by its field, not imported).
    refetchQueries: ['AdminOrders'],
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditTrail' });
      cache.gc();
    },
  });

  const search = (next: FilterValues) => {
    setDone('');
    setParams(paramsFor(next));
  };
  const isExpanded = (no: number) => (no === linked) !== toggled.has(no);
  const toggle = (no: number) =>
    setToggled((prev) => {
      const next = new Set(prev);
      if (!next.delete(no)) next.add(no);
      return next;
    });

  const confirm = async (refundAccount?: RefundAccountInput) => {
    if (!choice) return;
    setFailure(null);
    setDone('');
    try {
      await changeState({ variables: { no: choice.order.no, state: choice.state, refundAccount } });
      setDone(changedText(choice.order, choice.state, values.state));
    } catch (e) {
      const reason = graphqlErrorMessage(e, '');
      // A refused refund is now in the order's refunds, with the provider's reason.
      void refetch();
      setFailure(reason ? `${MSG.adminOrders.updateError} ${reason}` : MSG.adminOrders.updateError);
    } finally {
      setChoice(null);
    }
  };

  // Shipping asks for the parcel; a refusal (an unknown courier, a number of the wrong length) stays in the dialog.
  const ship = async (parcel: ParcelInput) => {
    if (!choice) return;
    setShipFailure(null);
    setDone('');
    try {
      await changeState({ variables: { no: choice.order.no, state: 'SHIPPING', parcel } });
      setDone(changedText(choice.order, 'SHIPPING', values.state));
      setChoice(null);
    } catch (e) {
      setShipFailure(graphqlErrorMessage(e, MSG.adminOrders.updateError));
    }
  };

  const result = data?.adminOrders;
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{MSG.adminOrders.title}</h1>
        <Link to={paths.adminSection('orders/tracking')} className="btn btn-outline">
          {MSG.adminOrders.importLink}
        </Link>
      </div>
      <OrderFilters
        key={params.toString()}
        values={values}
        onSearch={search}
        onViewAll={() => search({ state: '', name: '', from: '', to: '' })}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {/* Kept in the page, empty until a change, so that screen readers announce what it comes to say. */}
      <p className={styles.done} role="status" data-testid="order-state-changed">
        {done}
      </p>
      <QueryState
        data={result}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(p) => p.content.length === 0 && !linked}
        texts={{ loading: MSG.adminOrders.loading, error: MSG.adminOrders.listError, empty: MSG.adminOrders.empty }}
      >
        {(p) =>
          p.content.length === 0 ? (
            <StatusMessage kind="error">{MSG.adminOrders.detailError}</StatusMessage>
          ) : (
            <>
              <OrdersTable
                orders={p.content}
                isExpanded={isExpanded}
                onToggle={toggle}
                onChooseState={(order, state) => setChoice({ order, state })}
                renderHistory={renderHistory}
              />
              {p.totalPages > 1 && (
                <Pager
                  page={page}
                  totalPages={p.totalPages}
                  onChange={setPage}
                  label={MSG.adminOrders.pagination}
                  previousText={MSG.common.previous}
                  nextText={MSG.common.next}
                  status={MSG.common.pageStatus}
                />
              )}
            </>
          )
        }
      </QueryState>
      {choice?.state === 'SHIPPING' && (
        <ShipDialog
          orderNo={displayOrderNo(choice.order.date, choice.order.no)}
          busy={changing}
          failure={shipFailure}
          onConfirm={(parcel) => void ship(parcel)}
          onCancel={() => {
            setShipFailure(null);
            setChoice(null);
          }}
        />
      )}
      {choice && choice.state !== 'SHIPPING' && (
        <StateChangeDialog
          orderNo={displayOrderNo(choice.order.date, choice.order.no)}
          state={choice.state}
          payment={choice.order.payment}
          busy={changing}
          onConfirm={(account) => void confirm(account)}
          onCancel={() => setChoice(null)}
        />
      )}
    </div>
  );
}
