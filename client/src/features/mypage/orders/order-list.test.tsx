import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../lib/messages';
import { renderMemberPage } from '../test/member-app';
import { CancelOrderMutation, MyOrdersQuery, ORDER_PAGE_SIZE } from './operations';

type State = 'RECEIVED' | 'SHIPPING' | 'DELIVERED' | 'CANCELLED';
const line = (no: number, name: string, over: object = {}) => ({
  __typename: 'OrderProduct',
  no,
  quantity: 1,
  optionLabel: null,
  price: 10000,
  reviewable: false,
  claimable: false,
  claims: [],
  review: null,
  product: { __typename: 'Product', no: no * 10, name, pic: null, available: true },
  ...over,
});
const order = (no: number, state: State, lines = [line(no, `상품 ${no}`)]) => ({
  __typename: 'Order',
  no,
  state,
  price: 10000,
  discount: 0,
  date: '2026-04-07T05:21:25.000Z',
  awaitingPayment: false,
  payment: null,
  lines,
});
const page = (orders: object[]) => ({
  request: { query: MyOrdersQuery, variables: { page: 0, size: ORDER_PAGE_SIZE } },
  result: { data: { myOrders: { __typename: 'OrderPage', number: 0, totalPages: 1, content: orders } } },
});

const delivered = order(3, 'DELIVERED', [
  line(31, '리뷰할 셔츠', { reviewable: true }),
  line(32, '리뷰한 바지', { review: { __typename: 'Review', no: 900 } }),
  line(33, '단종된 모자', {
    product: { __typename: 'Product', no: 330, name: '단종된 모자', pic: null, available: false },
  }),
]);
const orders = [order(1, 'RECEIVED'), order(2, 'SHIPPING'), delivered, order(4, 'CANCELLED')];
const card = (no: number) => screen.getByRole('article', { name: MSG.orders.orderNo(no) });

describe('order history', () => {
  it('offers cancel only in 주문접수 and the chat in 배송중 and 배송완료', async () => {
    renderMemberPage('/user/mypage/order', [page(orders)]);
    await screen.findByRole('article', { name: MSG.orders.orderNo(1) });
    const cancel = (no: number) => within(card(no)).queryByRole('button', { name: MSG.orders.cancel });
    const chat = (no: number) => within(card(no)).queryByRole('link', { name: MSG.orders.chat });
    expect([1, 2, 3, 4].map((no) => Boolean(cancel(no)))).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map((no) => Boolean(chat(no)))).toEqual([false, true, true, false]);
    expect(chat(2)!.getAttribute('href')).toBe('/user/chat?order=2');
    expect(chat(3)!.getAttribute('href')).toBe('/user/chat?order=3');
    expect([1, 2, 3, 4].map((no) => within(card(no)).getByText(MSG.orders.state[orders[no - 1]!.state]))).toHaveLength(
      4,
    );
  });

  it('links a reviewable line to the review form, marks a reviewed one and strikes a discontinued one', async () => {
    renderMemberPage('/user/mypage/order', [page(orders)]);
    const c = within(await screen.findByRole('article', { name: MSG.orders.orderNo(3) }));
    expect(c.getByRole('link', { name: MSG.orders.writeReview }).getAttribute('href')).toBe(
      '/user/mypage/review/write/31?order=3',
    );
    expect(c.getAllByRole('link', { name: MSG.orders.writeReview })).toHaveLength(1);
    expect(c.getByText(MSG.orders.reviewWritten)).toBeTruthy();
    expect(c.getByText('단종된 모자').tagName).toBe('DEL');
    expect(c.getByText(MSG.orders.discontinued)).toBeTruthy();
  });

  it('cancels after a confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    const cancelled = {
      request: { query: CancelOrderMutation, variables: { no: 1 } },
      result: { data: { cancelOrder: { __typename: 'Order', no: 1, state: 'CANCELLED' } } },
    };
    renderMemberPage('/user/mypage/order', [page(orders), cancelled, page([order(1, 'CANCELLED')])]);
    await screen.findByRole('article', { name: MSG.orders.orderNo(1) });
    await user.click(within(card(1)).getByRole('button', { name: MSG.orders.cancel }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain(MSG.orders.cancelTitle);
    await user.click(within(confirm).getByRole('button', { name: MSG.orders.cancelConfirm }));
    expect(await screen.findByRole('alertdialog', { name: MSG.orders.cancelled })).toBeTruthy();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => expect(within(card(1)).getByText(MSG.orders.state.CANCELLED)).toBeTruthy());
    expect(within(card(1)).queryByRole('button', { name: MSG.orders.cancel })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: MSG.orders.orderNo(2) })).toBeNull());
  });

  it('keeps the order when the member changes their mind', async () => {
    const user = userEvent.setup();
    renderMemberPage('/user/mypage/order', [page(orders)]);
    await user.click(
      within(await screen.findByRole('article', { name: MSG.orders.orderNo(1) })).getByRole('button', {
        name: MSG.orders.cancel,
      }),
    );
    await user.click(screen.getByRole('button', { name: MSG.orders.keep }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(card(1)).getByText(MSG.orders.state.RECEIVED)).toBeTruthy();
  });

  it('shows the spec text when there are no orders', async () => {
    renderMemberPage('/user/mypage/order', [page([])]);
    expect(await screen.findByText(MSG.orders.empty)).toBeTruthy();
  });
});
