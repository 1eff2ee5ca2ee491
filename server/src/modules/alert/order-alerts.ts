import type { EntityManager } from '@mikro-orm/postgresql';
import { AlertCategory, OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import type { PubSub } from '../../common/pubsub.js';
import { Alert } from './alert.entity.js';
import { publishAlert } from './alert.service.js';

/** A new order, or a state an order reached later (a cancelled order reinstated is 주문접수 again). */
export type OrderEvent = 'placed' | OrderState;

const TEXT: Record<OrderEvent, (no: number) => string> = {
  placed: MSG.order.placedAlert,
  [OrderState.RECEIVED]: MSG.order.reinstatedAlert,
  [OrderState.SHIPPING]: MSG.order.shippingAlert,
  [OrderState.DELIVERED]: MSG.order.deliveredAlert,
  [OrderState.CANCELLED]: MSG.order.cancelledAlert,
};

/**
 * Tells the order's member (unless they left) what happened to it, once per order and event: the key
 * `order:<no>:<event>` makes a repeated event, or the member's cancel reported both as 'order.cancelled' and as a
 * state change, one alert. Only while the order is still in that state, so a change already overtaken by the next
 * one alerts nothing stale. One statement; true when the alert is new.
 */
export async function orderAlert(
  em: EntityManager,
  pubSub: PubSub,
  orderNo: number,
  event: OrderEvent,
): Promise<boolean> {
  const state = event === 'placed' ? OrderState.RECEIVED : event;
  const rows = await em.execute<Record<string, unknown>[]>(
    `insert into alert (user_no, category, content, path, event_key)
     select o.user_no, ?, ?, ?, ? from orders o join users u on u.no = o.user_no
      where o.no = ? and o.state = ? and u.withdrawn_at is null
     on conflict (user_no, event_key) do nothing returning *`,
    [
      AlertCategory.ORDER,
      TEXT[event](orderNo),
      `/user/mypage/order/${orderNo}`,
      `order:${orderNo}:${event}`,
      orderNo,
      state,
    ],
  );
  if (!rows[0]) return false;
  publishAlert(pubSub, em.map(Alert, rows[0]));
  return true;
}
