import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { AdminOrderFilter, OrderState } from '../../gql/graphql';
import { formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { landing, renderRoutes } from '../../test/render';
import { AdminOrdersPage } from './components/admin-orders-page';
import { AdminOrdersQuery, ChangeOrderStateMutation, CouriersQuery, ORDER_PAGE_SIZE } from './operations';

const ALL: AdminOrderFilter = { state: null, ordererName: null, startDate: null, endDate: null, orderNo: null };

/** An order as the server sends it: placed 2024-05-01 (Korea), one line of two units. */
const order = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  no,
  date: '2024-05-01T03:00:00.000Z',
  state: 'RECEIVED',
  price: 30000,
  recipientName: `주문자${no}`,
  recipientTel: '010-1111-2222',
  zipcode: '06236',
  address: '서울특별시 강남구 테헤란로 1',
  trackingNo: null,
  trackingUrl: null,
  courier: null,
  // Placed in demo mode: no payment to show.
  awaitingPayment: false,
  payment: null,
  lines: [
    {
      __typename: 'OrderProduct' as const,
      no: no * 10,
      quantity: 2,
      optionLabel: null,
      price: 30000,
      product: { __typename: 'Product' as const, no: 77, name: '체크 셔츠' },
    },
  ],
  ...over,
});

const listed = (orders: object[], filter: Partial<AdminOrderFilter> = {}, { page = 0, totalPages = 1 } = {}) => ({
  request: { query: AdminOrdersQuery, variables: { filter: { ...ALL, ...filter }, page, size: ORDER_PAGE_SIZE } },
  result: {
    data: {
      adminOrders: {
        __typename: 'OrderPage' as const,
        number: page,
        totalPages,
        totalElements: orders.length,
        content: orders,
      },
    },
  },
});

const changed = (no: number, state: OrderState, fail?: string) => ({
  request: { query: ChangeOrderStateMutation, variables: { no, state } },
  result: fail
    ? { errors: [new GraphQLError(fail, { extensions: { code: 'CONFLICT' } })] }
    : { data: { changeOrderState: { __typename: 'Order' as const, no, state, trackingNo: null, courier: null } } },
});

const CJ = { __typename: 'Courier' as const, code: 'cj', name: 'CJ대한통운', minLength: 10, maxLength: 12 };
const couriers = { request: { query: CouriersQuery }, result: { data: { couriers: [CJ] } } };

/** The move to 배송중 with its parcel, as the ship dialog sends it. */
const shipped = (no: number, trackingNo: string) => ({
  request: {
    query: ChangeOrderStateMutation,
    variables: { no, state: 'SHIPPING', parcel: { courierCode: 'cj', trackingNo } },
  },
  result: {
    data: { changeOrderState: { __typename: 'Order' as const, no, state: 'SHIPPING', trackingNo, courier: CJ } },
  },
});

function renderPage(path: string, mocks: object[]) {
  return renderRoutes({
    path,
    mocks: mocks as never,
    routes: [{ path: '/admin/orders', element: <AdminOrdersPage /> }, landing('/admin/product/update/:no')],
  });
}

const row = async (n = 0) => (await screen.findAllByTestId('order-row'))[n]!;
const stateSelect = (shownNo: string) =>
  screen.getByRole('combobox', { name: MSG.adminOrders.stateOf(shownNo) }) as HTMLSelectElement;
const enabledOptions = (select: HTMLSelectElement) =>
  Array.from(select.options)
    .filter((o) => !o.disabled)
    .map((o) => o.value);

describe('the order table', () => {
  it('shows the number as §9 says, the orderer, the state, the date and the total', async () => {
    renderPage('/admin/orders', [listed([order(12), order(3, { state: 'DELIVERED', price: 5000 })])]);
    const first = await row(0);
    expect(within(first).getByText('24050112')).toBeTruthy();
    expect(within(first).getByText('주문자12')).toBeTruthy();
    expect(within(first).getByText('2024년 5월 1일')).toBeTruthy();
    expect(within(first).getByText(formatWon(30000))).toBeTruthy();
    expect(stateSelect('24050112').value).toBe('RECEIVED');
    expect(within(await row(1)).getByText(formatWon(5000))).toBeTruthy();
  });

  it('disables the options §4 rules out for each state', async () => {
    renderPage('/admin/orders', [
      listed([
        order(1),
        order(2, { state: 'SHIPPING' }),
        order(3, { state: 'DELIVERED' }),
        order(4, { state: 'CANCELLED' }),
      ]),
    ]);
    await row();
    expect(enabledOptions(stateSelect('2405011'))).toEqual(['SHIPPING', 'DELIVERED', 'CANCELLED']);
    expect(enabledOptions(stateSelect('2405012'))).toEqual(['DELIVERED', 'CANCELLED']);
    expect(enabledOptions(stateSelect('2405013'))).toEqual(['CANCELLED']);
    expect(enabledOptions(stateSelect('2405014'))).toEqual(['RECEIVED', 'SHIPPING']);
  });

  it('opens the detail: phone, address, and lines with unit price, total and a link to the product’s edit page', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/admin/orders', [listed([order(12)])]);
    const toggle = within(await row()).getByRole('button', { name: MSG.adminOrders.showDetail });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = screen.getByRole('region', { name: MSG.adminOrders.detailOf('24050112') });
    expect(within(detail).getByText('010-1111-2222')).toBeTruthy();
    expect(within(detail).getByText('(06236) 서울특별시 강남구 테헤란로 1')).toBeTruthy();
    const line = within(detail).getAllByRole('row')[1]!;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['77', '체크 셔츠', '2', formatWon(15000), formatWon(30000)]);
    await user.click(within(line).getByRole('link', { name: '체크 셔츠' }));
    expect(router.state.location.pathname).toBe('/admin/product/update/77');
  });

  it('opens the order a link names (?order=), found by its number', async () => {
    renderPage('/admin/orders?order=12', [listed([order(12)], { orderNo: 12 })]);
    await row();
    expect(screen.getByRole('region', { name: MSG.adminOrders.detailOf('24050112') })).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.adminOrders.hideDetail })).toBeTruthy();
  });

  it('says the detail could not be fetched when a linked order is not there', async () => {
    renderPage('/admin/orders?order=99', [listed([], { orderNo: 99 })]);
    expect(await screen.findByText(MSG.adminOrders.detailError)).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    renderPage('/admin/orders', [listed([])]);
    expect(await screen.findByText(MSG.adminOrders.empty)).toBeTruthy();
  });

  it('shows the §8 text in red when the list fails', async () => {
    renderPage('/admin/orders', [
      { request: { query: AdminOrdersQuery, variables: { filter: ALL, page: 0, size: 10 } }, error: new Error('down') },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.adminOrders.listError);
  });
});

describe('the filters', () => {
  it('search by state, orderer name and dates from the first page; view all clears them', async () => {
    const user = userEvent.setup();
    const filter = { state: 'SHIPPING' as const, ordererName: '김', startDate: '2024-05-01', endDate: '2024-05-31' };
    const { router } = renderPage('/admin/orders?page=2', [
      listed([order(1)], {}, { page: 1, totalPages: 2 }),
      listed([order(2, { state: 'SHIPPING', recipientName: '김주문' })], filter),
      listed([order(1)]),
    ]);
    await row();
    await user.selectOptions(screen.getByLabelText(MSG.adminOrders.stateFilter), 'SHIPPING');
    await user.type(screen.getByLabelText(MSG.adminOrders.ordererName), ' 김 ');
    await user.type(screen.getByLabelText(MSG.adminOrders.startDate), '2024-05-01');
    await user.type(screen.getByLabelText(MSG.adminOrders.endDate), '2024-05-31');
    await user.click(screen.getByRole('button', { name: MSG.adminOrders.search }));
    expect(await screen.findByText('김주문')).toBeTruthy();
    expect(router.state.location.search).toBe('?state=SHIPPING&name=%EA%B9%80&from=2024-05-01&to=2024-05-31');

    await user.click(screen.getByRole('button', { name: MSG.adminOrders.viewAll }));
    expect(await screen.findByText('주문자1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText(MSG.adminOrders.ordererName) as HTMLInputElement).value).toBe('');
  });

  it('pages ten at a time', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/admin/orders', [
      listed([order(12)], {}, { totalPages: 2 }),
      listed([order(2)], {}, { page: 1, totalPages: 2 }),
    ]);
    await row();
    await user.click(screen.getByRole('button', { name: new RegExp(MSG.common.next) }));
    expect(await screen.findByText('주문자2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('changing the state', () => {
  it('asks first, with the parcel for 배송중, then changes it through the server', async () => {
    const user = userEvent.setup();
    renderPage('/admin/orders', [
      listed([order(12)]),
      couriers,
      shipped(12, '601234567890'),
      listed([order(12, { state: 'SHIPPING' })]),
    ]);
    await row();
    await user.selectOptions(stateSelect('24050112'), 'SHIPPING');
    const dialog = screen.getByRole('alertdialog', { name: MSG.adminOrders.confirmChange('배송중') });
    expect(dialog).toBeTruthy();
    expect(MSG.adminOrders.confirmChange('배송중')).toBe('주문 상태를 배송중으로 변경하시겠습니까?');
    // Neither a courier nor a valid number: the dialog says so and sends nothing.
    await user.type(within(dialog).getByLabelText(MSG.adminOrders.trackingNo), '60-12#');
    await user.click(within(dialog).getByRole('button', { name: MSG.adminOrders.confirm }));
    expect(await within(dialog).findByText(MSG.adminOrders.courierRequired)).toBeTruthy();
    expect(within(dialog).getByText(SERVER_MSG.delivery.trackingNoFormat)).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'CJ대한통운' });
    await user.selectOptions(within(dialog).getByLabelText(MSG.adminOrders.courier), 'cj');
    const number = within(dialog).getByLabelText(MSG.adminOrders.trackingNo);
    await user.clear(number);
    await user.type(number, '6012-3456-7890');
    await user.click(within(dialog).getByRole('button', { name: MSG.adminOrders.confirm }));
    await waitFor(() => expect(stateSelect('24050112').value).toBe('SHIPPING'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(enabledOptions(stateSelect('24050112'))).toEqual(['DELIVERED', 'CANCELLED']);
    expect(screen.getByTestId('order-state-changed').textContent).toBe(
      MSG.adminOrders.stateChanged('24050112', '배송중'),
    );
    expect(MSG.adminOrders.stateChanged('24050112', '배송중')).toBe('주문 24050112의 상태를 배송중으로 변경했습니다.');
  });

  it('says why a changed order leaves a list filtered by its old state', async () => {
    const user = userEvent.setup();
    const received = { state: 'RECEIVED' as const, ordererName: null, startDate: null, endDate: null };
    renderPage('/admin/orders?state=RECEIVED', [
      listed([order(12), order(13)], received),
      changed(12, 'DELIVERED'),
      listed([order(13)], received),
    ]);
    await row();
    await user.selectOptions(stateSelect('24050112'), 'DELIVERED');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: MSG.adminOrders.confirm }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    const T = MSG.adminOrders;
    expect(screen.getByTestId('order-state-changed').textContent).toBe(
      `${T.stateChanged('24050112', T.states.DELIVERED)} ${T.leftFilter(T.states.RECEIVED)}`,
    );
    expect(screen.getByTestId('order-state-changed').getAttribute('role')).toBe('status');
  });

  it('changes nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    renderPage('/admin/orders', [listed([order(12)])]);
    await row();
    await user.selectOptions(stateSelect('24050112'), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: MSG.adminOrders.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stateSelect('24050112').value).toBe('RECEIVED');
  });

  it('closes the dialog and says the update failed, with the server’s reason', async () => {
    const user = userEvent.setup();
    renderPage('/admin/orders', [
      listed([order(4, { state: 'CANCELLED' })]),
      changed(4, 'RECEIVED', SERVER_MSG.order.reinstateStockShort),
    ]);
    await row();
    await user.selectOptions(stateSelect('2405014'), 'RECEIVED');
    await user.click(screen.getByRole('button', { name: MSG.adminOrders.confirm }));
    const alert = await screen.findByText(new RegExp(MSG.adminOrders.updateError));
    expect(alert.textContent).toBe(`${MSG.adminOrders.updateError} ${SERVER_MSG.order.reinstateStockShort}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stateSelect('2405014').value).toBe('CANCELLED');
  });

  describe('cancelling an order paid into a virtual account', () => {
    /** Paid into a virtual account (the deposit came), with the account the member gave for a failed refund, if any. */
    const deposited = (no: number, refundAccountOnFile: string | null) =>
      order(no, {
        payment: {
          __typename: 'Payment' as const,
          status: 'DONE',
          method: '가상계좌',
          approvedAmount: 30000,
          cancelledAmount: 0,
          receiptUrl: null,
          holdUntil: '2024-05-02T03:00:00.000Z',
          virtualAccount: null,
          refunds: [],
          needsRefundAccount: true,
          refundAccountOnFile,
        },
      });
    const cancelledWith = (no: number, refundAccount?: object) => ({
      request: { query: ChangeOrderStateMutation, variables: { no, state: 'CANCELLED', refundAccount } },
      result: {
        data: {
          changeOrderState: { __typename: 'Order' as const, no, state: 'CANCELLED', trackingNo: null, courier: null },
        },
      },
    });

    it('asks the admin for the refund account when the member gave none, and sends it', async () => {
      const user = userEvent.setup();
      const account = { bank: '88', accountNumber: '110222333444', holderName: '박서준' };
      renderPage('/admin/orders', [
        listed([deposited(13, null)]),
        cancelledWith(13, account),
        listed([deposited(13, null)]),
      ]);
      await row();
      await user.selectOptions(stateSelect('24050113'), 'CANCELLED');
      const dialog = screen.getByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: MSG.adminOrders.confirm }));
      expect(await within(dialog).findByText(SERVER_MSG.payment.refundAccount.bank)).toBeTruthy();
      await user.selectOptions(within(dialog).getByLabelText(MSG.payment.refundBank), '88');
      await user.type(within(dialog).getByLabelText(MSG.payment.refundAccountNumber), '110-222-333444');
      await user.type(within(dialog).getByLabelText(MSG.payment.refundHolder), '박서준');
      await user.click(within(dialog).getByRole('button', { name: MSG.adminOrders.confirm }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByTestId('order-state-changed').textContent).toContain('24050113');
    });

    it("uses the member's account, shown masked, without asking", async () => {
      const user = userEvent.setup();
      renderPage('/admin/orders', [
        listed([deposited(14, '국민 ****5678')]),
        cancelledWith(14),
        listed([deposited(14, '국민 ****5678')]),
      ]);
      await row();
      await user.selectOptions(stateSelect('24050114'), 'CANCELLED');
      const dialog = screen.getByRole('alertdialog');
      expect(within(dialog).getByTestId('member-refund-account').textContent).toBe(
        MSG.payment.memberAccount('국민 ****5678'),
      );
      expect(within(dialog).queryByTestId('refund-account')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: MSG.adminOrders.confirm }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByTestId('order-state-changed').textContent).toContain('24050114');
    });
  });
});
