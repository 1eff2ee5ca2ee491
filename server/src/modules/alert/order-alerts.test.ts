import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

type Live = Received<{ alertReceived: { content: string; category: string; path: string } }>;
const ALERTS = 'subscription { alertReceived { no content category path isRead } }';
const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';

/** A buyer listening to their live alerts, with one order of a 5,000 won product placed through GraphQL. */
async function buyer() {
  const member = await t.member();
  const client = await sockets.open(t.url, member.token);
  const live = collect(client, ALERTS) as Live;
  await settle();
  const product = await makeProduct(t.em(), { price: 5000, stock: 5 });
  const res = await t.gql<{ placeOrder: { no: number } }>(
    PLACE,
    { input: { totalAmount: 5000, items: [{ productNo: product.no, quantity: 1, resultPrice: 5000 }] } },
    member.token,
  );
  expect(res.errors).toBeUndefined();
  return { ...member, live, orderNo: res.data!.placeOrder.no };
}

const contents = async (userNo: number) =>
  (await t.em().find(Alert, { user: userNo }, { orderBy: { no: 'asc' } })).map((a) => a.content);
const setState = (no: number, state: OrderState) => t.em().nativeUpdate(Order, { no }, { state });
const changed = (orderNo: number, userNo: number, from: OrderState, to: OrderState) =>
  t.app.services.events.publish('order.stateChanged', { orderNo, userNo, from, to });
/** Live deliveries are awaited by the publisher; a short pause shows that nothing else arrives. */
const quiet = () => new Promise((r) => setTimeout(r, 150));

describe('order alerts (주문)', () => {
  it('alerts the buyer of the member’s own cancel, once however often it is reported', async () => {
    const b = await buyer();
    const other = await buyer();
    expect((await t.rest('DELETE', `/api/cancel/${b.orderNo}`, { token: b.token })).status).toBe(200);
    await waitFor(() => b.live.got.length === 2);
    expect(b.live.got.map((e) => e.data!.alertReceived)).toEqual([
      expect.objectContaining({ content: MSG.order.placedAlert(b.orderNo), category: 'ORDER' }),
      {
        no: expect.any(Number),
        content: MSG.order.cancelledAlert(b.orderNo),
        category: 'ORDER',
        path: `/user/mypage/order/${b.orderNo}`,
        isRead: false,
      },
    ]);
    await t.app.services.events.publish('order.cancelled', { orderNo: b.orderNo, userNo: b.user.no });
    await changed(b.orderNo, b.user.no, OrderState.RECEIVED, OrderState.CANCELLED);
    await quiet();
    expect(b.live.got).toHaveLength(2);
    expect(await contents(b.user.no)).toEqual([MSG.order.placedAlert(b.orderNo), MSG.order.cancelledAlert(b.orderNo)]);
    expect(await contents(other.user.no)).toEqual([MSG.order.placedAlert(other.orderNo)]);
  });

  it('alerts each state the admin moves an order to, once each, and nothing stale', async () => {
    const b = await buyer();
    const { no } = b.user;
    await setState(b.orderNo, OrderState.SHIPPING);
    await changed(b.orderNo, no, OrderState.RECEIVED, OrderState.SHIPPING);
    await changed(b.orderNo, no, OrderState.RECEIVED, OrderState.SHIPPING);
    await waitFor(() => b.live.got.length === 2);
    expect(b.live.got[1]!.data!.alertReceived).toMatchObject({
      content: MSG.order.shippingAlert(b.orderNo),
      path: `/user/mypage/order/${b.orderNo}`,
    });
    // An event overtaken by the next change (the order is no longer cancelled) alerts nothing.
    await changed(b.orderNo, no, OrderState.SHIPPING, OrderState.CANCELLED);
    await setState(b.orderNo, OrderState.DELIVERED);
    await changed(b.orderNo, no, OrderState.SHIPPING, OrderState.DELIVERED);
    await waitFor(() => b.live.got.length === 3);
    await quiet();
    expect(b.live.got).toHaveLength(3);
    expect(await contents(no)).toEqual([
      MSG.order.placedAlert(b.orderNo),
      MSG.order.shippingAlert(b.orderNo),
      MSG.order.deliveredAlert(b.orderNo),
    ]);
  });

  it('alerts a reinstated order, and nobody for a member who left or an order that does not exist', async () => {
    const b = await buyer();
    await setState(b.orderNo, OrderState.CANCELLED);
    await changed(b.orderNo, b.user.no, OrderState.RECEIVED, OrderState.CANCELLED);
    await setState(b.orderNo, OrderState.RECEIVED);
    await changed(b.orderNo, b.user.no, OrderState.CANCELLED, OrderState.RECEIVED);
    expect(await contents(b.user.no)).toEqual([
      MSG.order.placedAlert(b.orderNo),
      MSG.order.cancelledAlert(b.orderNo),
      MSG.order.reinstatedAlert(b.orderNo),
    ]);

    const gone = await buyer();
    await t.em().nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date() });
    await setState(gone.orderNo, OrderState.SHIPPING);
    await changed(gone.orderNo, gone.user.no, OrderState.RECEIVED, OrderState.SHIPPING);
    await changed(999999, gone.user.no, OrderState.RECEIVED, OrderState.SHIPPING);
    expect(await contents(gone.user.no)).toEqual([MSG.order.placedAlert(gone.orderNo)]);
  });
});
