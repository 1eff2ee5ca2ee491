import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import type { CartItem } from '../../../lib/cart-lines';
import { savePendingOrder } from '../pending-order';

/** Starts an order from cart items: keeps them as the pending order and opens the order page. */
export function useStartOrder() {
  const { userNo } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (items: CartItem[]) => {
      if (userNo === null) return;
      savePendingOrder(userNo, items);
      navigate(paths.order());
    },
    [userNo, navigate],
  );
}
