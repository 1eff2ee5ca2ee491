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
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

export const unitPrice = (item: CartItem) => discountedPrice(item.product.price, item.product.discountRate);

export const lineTotal = (item: CartItem) => unitPrice(item) * item.quantity;

export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + lineTotal(i), 0);
