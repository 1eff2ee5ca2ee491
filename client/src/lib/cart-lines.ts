import { discountedPrice } from '@scene-shop/domain/money';

/**
 * A cart line as the cart keeps it and the order page prices it. Shared here because the cart and order features
 * may not import each other.
 */
export interface CartProduct {
  no: number;
  name: string;
  pic: string | null;
  price: number;
  discountRate: number;
  stock: number;
  available: boolean;
  /** The sizes on sale, as the last check of the cart saw them (none: sold as itself). */
  sizes?: CartOption[];
}

/** A size (product option) of a cart line, with its own stock and price difference. */
export interface CartOption {
  no: number;
  label: string;
  stock: number;
  priceDelta: number;
}

export interface CartItem {
  product: CartProduct;
  /** The size chosen; absent for a product without sizes (or one added from a look, until the member chooses). */
  option?: CartOption | null;
  quantity: number;
}

/** What tells two cart lines apart: the product and its size. */
export const keyOfLine = (productNo: number, optionNo: number | null | undefined) =>
  optionNo ? `${productNo}:${optionNo}` : `${productNo}`;

export const lineKey = (item: CartItem) => keyOfLine(item.product.no, item.option?.no);

/** The units a line can have: its size's stock, or the product's. */
export const lineStock = (item: CartItem) => (item.option ? item.option.stock : item.product.stock);

/** A product sold by several sizes whose line has none yet: it cannot be ordered until one is chosen. */
export const needsSize = (item: CartItem) => !item.option && (item.product.sizes?.length ?? 0) > 1;

export const unitPrice = (item: CartItem) =>
  discountedPrice(item.product.price, item.product.discountRate) + (item.option?.priceDelta ?? 0);

export const lineTotal = (item: CartItem) => unitPrice(item) * item.quantity;

export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + lineTotal(i), 0);
