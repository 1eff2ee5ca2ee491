import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import type { CartItem } from '../../../lib/cart-lines';
import { cartKey, readCart } from '../../../lib/cart-storage';
import { CartStockQuery } from './cart-check';
import { CartPage } from './cart-page';

const USER = 7;
const product = (no: number, name: string, over: Partial<CartItem['product']> = {}) => ({
  no,
  name,
  pic: null,
  price: 10000,
  discountRate: 0,
  stock: 5,
  available: true,
  ...over,
});
const stored: CartItem[] = [
  { product: product(1, '셔츠', { stock: 5 }), quantity: 2 },
  { product: product(2, '품절 바지', { stock: 3 }), quantity: 1 },
  { product: product(3, '단종 모자'), quantity: 1 },
  { product: product(4, '니트', { price: 20000, discountRate: 10, stock: 3 }), quantity: 1 },
];
const stock = (no: number, stockLeft: number, available = true, price = 10000, discountRate = 0) => ({
  __typename: 'Product',
  no,
  stock: stockLeft,
  available,
  price,
  discountRate,
  options: [],
});
// The server now has one shirt left, no trousers, and the hat is off sale.
const stockMock = {
  request: { query: CartStockQuery, variables: { productNos: [1, 2, 3, 4] } },
  result: { data: { cartStock: [stock(1, 1), stock(2, 0), stock(3, 4, false), stock(4, 3, true, 20000, 10)] } },
  maxUsageCount: 5,
};

function renderCart(onOrder = vi.fn()) {
  saveSession('tok', USER, 'USER');
  window.localStorage.setItem(cartKey(USER), JSON.stringify(stored));
  const utils = renderRoutes({
    path: '/user/shop/cart',
    mocks: [stockMock],
    routes: [{ path: '/user/shop/cart', element: <CartPage onOrder={onOrder} /> }],
  });
  return { ...utils, onOrder };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: MSG.cart.selectItem(name) }) as HTMLInputElement;
const total = () => screen.getByTestId('cart-total').textContent;

describe('cart page', () => {
  beforeEach(() => window.localStorage.clear());

  it('applies the server stock when opened: quantities within stock, unavailable items not selectable', async () => {
    renderCart();
    await waitFor(() => expect(within(row('셔츠')).getByLabelText(MSG.cart.quantity).textContent).toBe('1'));
    expect(readCart(USER)[0]!.quantity).toBe(1);
    expect(checkbox('품절 바지').disabled).toBe(true);
    expect(checkbox('단종 모자').disabled).toBe(true);
    expect(within(row('품절 바지')).getByText(MSG.cart.soldOut)).toBeTruthy();
    expect(within(row('단종 모자')).getByText(MSG.cart.discontinued)).toBeTruthy();
    expect(checkbox('셔츠').checked).toBe(true);
    // 10,000원 × 1 + 18,000원 (20,000원 less 10%) × 1
    expect(total()).toBe('28,000원');
  });

  it('keeps quantities within 1..stock', async () => {
    const user = userEvent.setup();
    renderCart();
    const knit = within(row('니트'));
    await waitFor(() => expect(total()).toBe('28,000원'));
    const plus = knit.getByRole('button', { name: MSG.cart.increase }) as HTMLButtonElement;
    const minus = knit.getByRole('button', { name: MSG.cart.decrease }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect(knit.getByLabelText(MSG.cart.quantity).textContent).toBe('3');
    expect(plus.disabled).toBe(true);
    expect(total()).toBe('64,000원');
    await user.click(minus);
    expect(readCart(USER).find((i) => i.product.no === 4)!.quantity).toBe(2);
  });

  it('selects all, and says so when nothing is selected for delete or order', async () => {
    const user = userEvent.setup();
    const { onOrder } = renderCart();
    const orderButton = await screen.findByRole('button', { name: MSG.cart.order }); // the stock check is done
    const all = screen.getByRole('checkbox', { name: MSG.cart.selectAll }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(checkbox('셔츠').checked).toBe(false);
    expect(total()).toBe('0원');
    await user.click(orderButton);
    expect(screen.getByRole('alert').textContent).toBe(MSG.cart.noSelection);
    await user.click(screen.getByRole('button', { name: MSG.cart.deleteSelected }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.cart.noSelection);
    expect(readCart(USER)).toHaveLength(4);
    expect(onOrder).not.toHaveBeenCalled();
    await user.click(all);
    expect(checkbox('니트').checked).toBe(true);
  });

  it('deletes the selected items and removes one item with its own button', async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('button', { name: MSG.cart.order }); // the stock check is done
    await user.click(checkbox('니트'));
    await user.click(screen.getByRole('button', { name: MSG.cart.deleteSelected }));
    expect(readCart(USER).map((i) => i.product.no)).toEqual([2, 3, 4]);
    await user.click(screen.getByRole('button', { name: MSG.cart.removeItem('단종 모자') }));
    expect(readCart(USER).map((i) => i.product.no)).toEqual([2, 4]);
  });

  it('re-checks the stock before ordering and hands over only the selected, orderable items', async () => {
    const user = userEvent.setup();
    const { onOrder } = renderCart();
    await waitFor(() => expect(total()).toBe('28,000원'));
    await user.click(checkbox('셔츠'));
    await user.click(screen.getByRole('button', { name: MSG.cart.order }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    expect(onOrder.mock.calls[0]![0].map((i: CartItem) => [i.product.no, i.quantity])).toEqual([[4, 1]]);
  });

  it('stops the order when the re-check changed a selected item', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    saveSession('tok', USER, 'USER');
    window.localStorage.setItem(cartKey(USER), JSON.stringify([stored[0]]));
    const first = {
      request: { query: CartStockQuery, variables: { productNos: [1] } },
      result: { data: { cartStock: [stock(1, 5)] } },
    };
    const cheaper = { ...first, result: { data: { cartStock: [stock(1, 5, true, 9000)] } } };
    renderRoutes({
      path: '/cart',
      mocks: [first, cheaper],
      routes: [{ path: '/cart', element: <CartPage onOrder={onOrder} /> }],
    });
    await user.click(await screen.findByRole('button', { name: MSG.cart.order }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.cart.stockChanged);
    expect(total()).toBe('18,000원');
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('shows the empty cart', () => {
    saveSession('tok', USER, 'USER');
    renderRoutes({ path: '/c', routes: [{ path: '/c', element: <CartPage onOrder={vi.fn()} /> }] });
    expect(screen.getByText(MSG.cart.empty)).toBeTruthy();
  });
});
