import { useState } from 'react';
import { type CartItem } from '../../../lib/cart-lines';
import { isOrderable } from '../cart-rules';

/**
 * Which cart items are selected. Only available, in-stock items can be; they start selected, so the set kept is
 * the one the member unticked (new and restocked items are then selected without extra work).
 */
export function useCartSelection(items: readonly CartItem[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const orderable = items.filter(isOrderable);
  const selected = orderable.filter((i) => !unticked.has(i.product.no));
  const allSelected = orderable.length > 0 && selected.length === orderable.length;

  const toggle = (productNo: number) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(productNo)) next.delete(productNo);
      else next.add(productNo);
      return next;
    });

  const toggleAll = () => setUnticked(allSelected ? new Set(orderable.map((i) => i.product.no)) : new Set());

  const isSelected = (item: CartItem) => isOrderable(item) && !unticked.has(item.product.no);

  return { selected, allSelected, hasOrderable: orderable.length > 0, isSelected, toggle, toggleAll };
}
