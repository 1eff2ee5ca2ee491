import { useState } from 'react';
import { lineKey, type CartItem } from '../../../lib/cart-lines';
import { isOrderable } from '../cart-rules';

/**
 * Which cart items are selected. Only available, in-stock items can be; they start selected, so the set kept is
 * the one the member unticked (new and restocked items are then selected without extra work).
 */
export function useCartSelection(items: readonly CartItem[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const orderable = items.filter(isOrderable);
  const selected = orderable.filter((i) => !unticked.has(lineKey(i)));
  const allSelected = orderable.length > 0 && selected.length === orderable.length;

  const toggle = (key: string) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const toggleAll = () => setUnticked(allSelected ? new Set(orderable.map(lineKey)) : new Set());

  const isSelected = (item: CartItem) => isOrderable(item) && !unticked.has(lineKey(item));

  return { selected, allSelected, hasOrderable: orderable.length > 0, isSelected, toggle, toggleAll };
}
