import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, type Message } from '@scene-shop/domain';
import { AlertCategory, OrderState } from '../../common/enums.js';
import type { PubSub } from '../../common/pubsub.js';
import { deliverInserted } from './alert.service.js';
import { alertText } from './alert-text.js';

/** A new order, or a state an order reached later (a cancelled order reinstated is 주문접수 again). */
export type OrderEvent = 'placed' | OrderState;

const MESSAGE: Record<OrderEvent, (no: number) => Message> = {
  placed: (no) => msg('order.placedAlert', no),
  [OrderState.RECEIVED]: (no) => msg('order.reinstatedAlert', no),
  [OrderState.SHIPPING]: (no) => msg('order.shippingAlert', no),
  [OrderState.DELIVERED]: (no) => msg('order.deliveredAlert', no),
  [OrderState.CANCELLED]: (no) => msg('order.cancelledAlert', no),
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
  const text = alertText(MESSAGE[event](orderNo));
  return deliverInserted(
    em,
    pubSub,
    `insert into alert (user_no, category, content, message_key, message_args, path, event_key)
     select o.user_no, ?, ?, ?, ?::jsonb, ?, ? from orders o join users u on u.no = o.user_no
      where o.no = ? and o.state = ? and u.withdrawn_at is null
     on conflict (user_no, event_key) do nothing`,
    [
      AlertCategory.ORDER,
      text.content,
      text.messageKey,
      JSON.stringify(text.messageArgs),
      `/user/mypage/order/${orderNo}`,
      `order:${orderNo}:${event}`,
      orderNo,
      state,
    ],
  );
}
