import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { cartKey } from '../../../lib/cart-storage';
import { CartLink } from './cart-link';

describe('header cart link', () => {
  it("shows how many products are in the member's cart and leads to the cart", () => {
    saveSession('token', 7, 'USER');
    const product = { no: 1, name: '셔츠', pic: null, price: 1000, discountRate: 0, stock: 3, available: true };
    window.localStorage.setItem(
      cartKey(7),
      JSON.stringify([
        { product, quantity: 2 },
        { product: { ...product, no: 2 }, quantity: 1 },
      ]),
    );
    renderRoutes({ path: '/', routes: [{ path: '/', element: <CartLink /> }] });
    const link = screen.getByRole('link', { name: MSG.nav.cartCount(2) });
    expect(link.getAttribute('href')).toBe('/user/shop/cart');
    expect(link.textContent).toBe('2');
    window.localStorage.clear();
  });
});
