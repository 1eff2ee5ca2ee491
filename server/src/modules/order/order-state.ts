import { OrderState } from '../../common/enums.js';

const { RECEIVED, SHIPPING, DELIVERED, CANCELLED } = OrderState;

/**
 * The admin's status select (admin console §4), read as the states each one may be chosen from: 'received' is
 * disabled while shipping or delivered, 'shipping' once delivered, 'delivered' once cancelled; cancel always.
 */
const ADMIN_TARGETS: Record<OrderState, readonly OrderState[]> = {
  [RECEIVED]: [SHIPPING, DELIVERED, CANCELLED],
  [SHIPPING]: [DELIVERED, CANCELLED],
  [DELIVERED]: [CANCELLED],
  [CANCELLED]: [RECEIVED, SHIPPING],
};

export const adminMayChange = (from: OrderState, to: OrderState): boolean => ADMIN_TARGETS[from].includes(to);

/** A member may cancel only an order that has not left the warehouse. */
export const memberMayCancel = (state: OrderState): boolean => state === RECEIVED;
