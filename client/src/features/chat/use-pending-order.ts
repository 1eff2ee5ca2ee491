import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { ChatOrderCard_OrderFragment } from '../../gql/graphql';
import { ChatAttachOrderQuery } from './operations';

/** ?order={no}: the order the member came to ask about (order history → 교환/환불 문의). */
const orderParam = (value: string | null): number | null => {
  const no = Number(value);
  return value !== null && Number.isInteger(no) && no > 0 ? no : null;
};

/**
 * The order waiting to go with the member's next message, as the card the message will show. It lives in the
 * address (a reload keeps it) and leaves it once sent or removed.
 */
export function usePendingOrder() {
  const [params, setParams] = useSearchParams();
  const no = orderParam(params.get('order'));
  const { data, loading, error } = useQuery(ChatAttachOrderQuery, { variables: { no: no ?? 0 }, skip: no === null });
  const order = no !== null ? data?.order : undefined;
  // The same card the server draws for a message: the first line's product and how many lines there are.
  const card: ChatOrderCard_OrderFragment | null = order
    ? {
        no: order.no,
        state: order.state,
        price: order.price,
        date: order.date,
        productName: order.lines[0]?.product.name ?? '',
        productCount: order.lines.length,
      }
    : null;

  const remove = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );

  return { asked: no !== null, card, loading: no !== null && loading, failed: no !== null && !!error, remove };
}
