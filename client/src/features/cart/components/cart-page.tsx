import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { lineKey, type CartItem } from '../../../lib/cart-lines';
import { useCart } from '../cart-store';
import { useCartCheck } from './cart-check';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from './cart-summary';
import { useCartSelection } from './use-cart-selection';
import styles from './cart-page.module.css';
import { paths } from '../../../lib/paths';

interface Props {
  /** Called with the selected items once the server confirmed them; the route decides what ordering means. */
  onOrder(items: CartItem[]): void;
}

/** /user/shop/cart: the member's cart, re-checked against the server when opened and again before ordering. */
export function CartPage({ onOrder }: Props) {
  const cart = useCart();
  const check = useCartCheck();
  const selection = useCartSelection(cart.items);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    check()
      .catch(() => setNotice(MSG.cart.stockCheckFailed))
      .finally(() => setOpened(true));
  }, [check]);

  const deleteSelected = () => {
    if (selection.selected.length === 0) return setNotice(MSG.cart.noSelection);
    setNotice(null);
    cart.remove(selection.selected.map(lineKey));
  };

  const order = async () => {
    if (selection.selected.length === 0) return setNotice(MSG.cart.noSelection);
    setNotice(null);
    setBusy(true);
    try {
      const chosen = new Set(selection.selected.map(lineKey));
      const { items, changed } = await check();
      if ([...changed].some((key) => chosen.has(key))) return setNotice(MSG.cart.stockChanged);
      onOrder(items.filter((i) => chosen.has(lineKey(i))));
    } catch {
      setNotice(MSG.cart.stockCheckFailed);
    } finally {
      setBusy(false);
    }
  };

  if (cart.items.length === 0) {
    return (
      <div className="page">
        <h1 className="page-title">{MSG.cart.title}</h1>
        <StatusMessage
          kind="empty"
          action={
            <Link to={paths.productList()} className="btn btn-outline">
              {MSG.cart.continueShopping}
            </Link>
          }
        >
          {MSG.cart.empty}
        </StatusMessage>
      </div>
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{MSG.cart.title}</h1>
      <div className={styles.layout}>
        <section className={styles.list}>
          <div className={styles.toolbar}>
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                checked={selection.allSelected}
                disabled={!selection.hasOrderable}
                onChange={selection.toggleAll}
              />
              {MSG.cart.selectAll}
            </label>
            <button type="button" className="btn btn-outline" onClick={deleteSelected}>
              {MSG.cart.deleteSelected}
            </button>
          </div>
          {notice && (
            <p className={styles.notice} role="alert">
              {notice}
            </p>
          )}
          <ul className={styles.items}>
            {cart.items.map((item) => (
              <CartItemRow
                key={lineKey(item)}
                item={item}
                selected={selection.isSelected(item)}
                onToggle={() => selection.toggle(lineKey(item))}
                onQuantity={(q) => cart.setQuantity(lineKey(item), q)}
                onSize={(option) => cart.setOption(lineKey(item), option)}
                onRemove={() => cart.remove([lineKey(item)])}
              />
            ))}
          </ul>
        </section>
        <CartSummary selected={selection.selected} busy={busy || !opened} onOrder={() => void order()} />
      </div>
    </div>
  );
}
