import { addItem } from '../../lib/cart-add';
import type { CartItem, CartProduct } from '../../lib/cart-lines';

/** An item of a style, with what the cart could take instead of its product. */
export interface LookItem {
  no: number;
  name: string;
  product: CartProduct | null;
  alternatives: readonly CartProduct[];
}

export type NotAddedReason = 'noProduct' | 'noStock' | 'atStock';

/** One line of the look's summary: a product put into the cart (maybe instead of the sold-out one), or why not. */
export type LookLine =
  | { added: true; item: LookItem; product: CartProduct; insteadOf: string | null }
  | { added: false; item: LookItem; reason: NotAddedReason };

export const canBuy = (p: Pick<CartProduct, 'stock' | 'available'>) => p.available && p.stock > 0;

/** The fields the cart keeps, without the query's own (__typename). */
const cartProduct = ({ no, name, pic, price, discountRate, stock, available }: CartProduct): CartProduct => ({
  no,
  name,
  pic,
  price,
  discountRate,
  stock,
  available,
});

/** The look adds a product without a size: the cart asks for one where the product has several. */
const quantityOf = (cart: readonly CartItem[], productNo: number) =>
  cart.find((i) => i.product.no === productNo && !i.option)?.quantity ?? 0;

/**
 * Buy the whole look: one of each item's product, or its first alternative where the product cannot be bought,
 * added by the cart's own rule (so the stock caps the quantity as for a single add). Says per item what went in. A
 * product still on sale comes with alternatives only when it is sold out in the shopper's size (the server's rule):
 * then an alternative that has the size goes in instead, the product only when none is in stock.
 */
export function addLook(cart: CartItem[], items: readonly LookItem[]): { cart: CartItem[]; lines: LookLine[] } {
  let next = cart;
  const lines = items.map((item): LookLine => {
    const own = item.product && canBuy(item.product) ? item.product : null;
    const alternative = item.alternatives.find(canBuy) ?? null;
    const choice = alternative ?? own;
    if (!choice) return { added: false, item, reason: item.product ? 'noStock' : 'noProduct' };
    const before = quantityOf(next, choice.no);
    next = addItem(next, cartProduct(choice), 1);
    if (quantityOf(next, choice.no) === before) return { added: false, item, reason: 'atStock' };
    return {
      added: true,
      item,
      product: cartProduct(choice),
      insteadOf: choice === alternative ? (item.product?.name ?? null) : null,
    };
  });
  return { cart: next, lines };
}
