import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, AuditTrailQuery } from '../../../features/admin-audit/operations';
import {
  AdminOrdersQuery,
  ChangeOrderStateMutation,
  CouriersQuery,
  ORDER_PAGE_SIZE,
} from '../../../features/admin-orders/operations';
import { MSG } from '../../../lib/messages';
import { renderRoutes } from '../../../test/render';
import { OrdersRoute } from './orders-route';

const CJ = { __typename: 'Courier' as const, code: 'cj', name: 'CJ대한통운', minLength: 10, maxLength: 12 };

const order = (state: string) => ({
  __typename: 'Order' as const,
  no: 12,
  date: '2024-05-01T03:00:00.000Z',
  state,
  price: 10000,
  recipientName: '주문자',
  recipientTel: '010-1111-2222',
  zipcode: null,
  address: '서울',
  trackingNo: null,
  trackingUrl: null,
  courier: null,
  lines: [],
});

const listed = (state: string) => ({
  request: {
    query: AdminOrdersQuery,
    variables: {
      filter: { state: null, ordererName: null, startDate: null, endDate: null, orderNo: 12 },
      page: 0,
      size: ORDER_PAGE_SIZE,
    },
  },
  result: {
    data: {
      adminOrders: {
        __typename: 'OrderPage' as const,
        number: 0,
        totalPages: 1,
        totalElements: 1,
        content: [order(state)],
      },
    },
  },
});

const entry = (no: number, from: string, to: string, parcel: object = {}) => ({
  __typename: 'AuditEntry' as const,
  no,
  date: '2026-03-01T06:30:00Z',
  actorId: 'admin',
  action: 'state',
  before: { state: from },
  after: { state: to, ...parcel },
});

const trail = (content: object[]) => ({
  request: { query: AuditTrailQuery, variables: { subject: 'ORDER', subjectNo: 12, page: 0, size: AUDIT_PAGE_SIZE } },
  result: { data: { auditTrail: { __typename: 'AuditEntryPage' as const, number: 0, totalPages: 1, content } } },
});

describe('/admin/orders with the audit history', () => {
  it('shows the order’s changes in its detail, and the new one right after a change', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/orders?order=12',
      routes: [{ path: '/admin/orders', element: <OrdersRoute /> }],
      mocks: [
        listed('RECEIVED'),
        trail([]),
        {
          request: { query: CouriersQuery },
          result: { data: { couriers: [CJ] } },
        },
        {
          request: {
            query: ChangeOrderStateMutation,
            variables: { no: 12, state: 'SHIPPING', parcel: { courierCode: 'cj', trackingNo: '601234567890' } },
          },
          result: {
            data: {
              changeOrderState: {
                __typename: 'Order',
                no: 12,
                state: 'SHIPPING',
                trackingNo: '601234567890',
                courier: CJ,
              },
            },
          },
        },
        listed('SHIPPING'),
        trail([entry(1, '주문접수', '배송중', { courierCode: 'cj', trackingNo: '601234567890' })]),
      ] as never,
    });
    expect(await screen.findByText(MSG.adminAudit.empty)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: MSG.adminOrders.stateOf('24050112') }), 'SHIPPING');
    await screen.findByRole('option', { name: CJ.name });
    await user.selectOptions(screen.getByLabelText(MSG.adminOrders.courier), 'cj');
    await user.type(screen.getByLabelText(MSG.adminOrders.trackingNo), '601234567890');
    await user.click(screen.getByRole('button', { name: MSG.adminOrders.confirm }));
    const [row] = await screen.findAllByTestId('audit-entry');
    const change = within(row!).getByText(MSG.adminAudit.fields.state).parentElement!;
    expect(change.querySelector('dd')!.textContent).toBe('주문접수 → 배송중');
    // The audit records the courier's code; the history names the courier.
    const courier = within(row!).getByText(MSG.adminAudit.fields.courierCode).parentElement!;
    expect(courier.querySelector('dd')!.textContent).toBe(`${MSG.adminAudit.noValue} → ${CJ.name}`);
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: MSG.adminOrders.stateOf('24050112') }) as HTMLSelectElement).value,
      ).toBe('SHIPPING'),
    );
  });
});
