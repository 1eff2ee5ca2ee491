import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import type { CartItem } from '../../cart/cart-rules';
import { savePendingOrder } from '../pending-order';

export const ORDER_PAGE_PATH = '/user/shop/order/detail';

/** Starts an order from cart items: keeps them as the pending order and opens the order page. */
export function useStartOrder() {
  const { userNo } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (items: CartItem[]) => {
      if (userNo === null) return;
      savePendingOrder(userNo, items);
      navigate(ORDER_PAGE_PATH);
    },
    [userNo, navigate],
  );
}
